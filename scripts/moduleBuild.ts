// The package ships one file per source module (the public entries under their public names),
// so a host's bundler splits and tree-shakes it module by module, as it would our sources. One
// bundled file per chunk would be one module to the host's bundler: everything in a chunk the
// page imports statically would land in the page's first script, lazy code included (esbuild
// puts a module shared by an entry and a lazy import in such a chunk).
import { buildSync, type Plugin } from 'esbuild'
import { posix, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
/** Marks the resolve calls the plugin makes itself, so it does not handle them again. */
const OWN_RESOLVE = Symbol('moduleBuild')

/** Repo-relative source path -> its file in the package, without extension (`kernel/ui/Modal`, or `index` for an entry). */
function outputName(entries: Readonly<Record<string, string>>): (source: string) => string {
  const byEntrySource = new Map(Object.entries(entries).map(([name, source]) => [source, name]))
  return (source) => byEntrySource.get(source) ?? source.replace(/\.tsx?$/, '')
}

/**
 * Every source module the public entries reach (statically or with `import()`), as tsup entries:
 * `{ 'kernel/ui/Modal': 'kernel/ui/Modal.tsx', ..., index: 'kernel/index.ts' }`.
 *
 * @example
 * defineConfig({ entry: moduleEntries(entries), esbuildPlugins: [keepModules(entries)], dts: { entry: entries } })
 */
export function moduleEntries(entries: Readonly<Record<string, string>>): Record<string, string> {
  const { metafile } = buildSync({
    absWorkingDir: repo,
    entryPoints: Object.values(entries),
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    format: 'esm',
    platform: 'browser',
    outdir: 'unused',
    logLevel: 'silent',
  })
  const name = outputName(entries)
  // Locale catalogues (`import('./locales/ja.json')`) are modules too: each ships as its own file.
  const sources = Object.keys(metafile.inputs).filter((source) => !source.includes('node_modules') && /\.(tsx?|json)$/.test(source))
  return Object.fromEntries(sources.map((source) => [name(source), source]))
}

/**
 * An esbuild plugin that keeps every import of a source module as an import of that module's
 * own file in the package (rewritten to the relative path between the two files), and every
 * package import as it is: each module is built alone. `portico/*` imports (tsconfig paths)
 * become relative imports of the entry files, so each module exists once.
 */
export function keepModules(entries: Readonly<Record<string, string>>): Plugin {
  const name = outputName(entries)
  const fileOf = (absolute: string) => `${name(relative(repo, absolute))}.js`
  return {
    name: 'keep-modules',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === OWN_RESOLVE) return undefined
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: OWN_RESOLVE })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        const inRepo = resolved.path.startsWith(repo) && !relative(repo, resolved.path).split('/').includes('node_modules')
        if (!inRepo || resolved.external) return { path: args.path, external: true }
        const from = posix.dirname(fileOf(args.importer))
        const target = posix.relative(from, fileOf(resolved.path))
        return { path: target.startsWith('.') ? target : `./${target}`, external: true }
      })
    },
  }
}
