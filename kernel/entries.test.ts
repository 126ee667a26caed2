import { build } from 'esbuild'
import { expect, test } from 'vitest'

/** The files and bare packages an entry imports statically (import() targets left out). */
async function staticGraph(entry: string) {
  const result = await build({
    entryPoints: [entry], bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser', logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    plugins: [{ name: 'static-only', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)) }],
  })
  const inputs = Object.entries(result.metafile.inputs)
  return {
    files: inputs.map(([file]) => file),
    packages: inputs.flatMap(([, input]) => input.imports.filter((imported) => imported.external).map((imported) => imported.path)),
  }
}

// README (Architecture): kernel/ holds React code, but only portico/react reaches it.
test.each(['kernel/index.ts', 'kernel/services/index.ts', 'kernel/send/index.ts'])('behavior: %s loads neither React nor the modal UI statically', async (entry) => {
  const { files, packages } = await staticGraph(entry)
  expect(files.filter((file) => /^kernel\/(ui|react)\//.test(file))).toEqual([])
  expect(packages.filter((name) => /^react(-dom)?(\/|$)/.test(name))).toEqual([])
})
