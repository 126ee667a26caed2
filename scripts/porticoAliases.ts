// The `portico/*` package entries resolved to this repository's sources, read from tsconfig.json
// `paths` (the one list): Vite (demo), Vitest and tsc resolve plugin imports the way a host
// resolves the published package. Longest specifier first, so `portico/react` wins over `portico`.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const tsconfig = JSON.parse(readFileSync(`${repo}tsconfig.json`, 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }

/** `{ 'portico/react': '/abs/kernel/react/index.ts', ..., portico: '/abs/kernel/index.ts' }` */
export const porticoAliases: Record<string, string> = Object.fromEntries(
  Object.entries(tsconfig.compilerOptions.paths)
    .filter(([specifier]) => specifier === 'portico' || specifier.startsWith('portico/'))
    .sort(([a], [b]) => b.length - a.length)
    .map(([specifier, [target]]) => [specifier, `${repo}${String(target).replace(/^\.\//, '')}`]),
)
