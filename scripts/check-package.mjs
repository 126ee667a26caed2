// After the build: checks the package as a host installs it.
// 1. Every tsup entry is in package.json `exports`, and every file `exports` names was built.
// 2. Every TypeScript example in the READMEs type-checks against the built `dist` types, imported
//    through the package name (`portico`, `portico/react`, ...) exactly as a host would.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const READMES = ['README.md', 'plugins/walletconnect/README.md', 'hosts/embedded-wallet/README.md']

/** Files some examples import from beside themselves, as a host's own modules. */
const HOST_MODULES = {
  'SendLimitHelp.tsx': 'export default function SendLimitHelp() {\n  return <p>Sends above the limit are refused.</p>\n}\n',
  'createMyWalletConnector.d.ts': "import type { Connector } from 'portico'\nexport declare function createMyWalletConnector(): Connector\n",
  // The quick start's src/main.tsx imports its src/App.tsx (README "Quick start").
  'App.tsx': 'export function App() {\n  return null\n}\n',
}

function checkExports() {
  const problems = []
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))
  const source = readFileSync(join(repo, 'tsup.config.ts'), 'utf8')
  const entries = [...source.matchAll(/^\s+'?([\w/-]+)'?: '[\w/.-]+\.tsx?',$/gm)].map((match) => match[1])
  if (entries.length === 0) problems.push('tsup.config.ts: no entries found')
  for (const entry of entries) {
    const key = entry === 'index' ? '.' : `./${entry}`
    if (!pkg.exports[key]) problems.push(`package.json exports has no "${key}" for the tsup entry '${entry}'`)
  }
  for (const [key, target] of Object.entries(pkg.exports)) {
    for (const file of Object.values(target)) if (!existsSync(join(repo, file))) problems.push(`exports["${key}"] names ${file}, which the build did not write`)
  }
  return problems
}

/** The ```ts / ```tsx blocks of a markdown file, with the line each starts on. */
function examples(file) {
  const lines = readFileSync(join(repo, file), 'utf8').split('\n')
  const found = []
  let open
  lines.forEach((line, index) => {
    if (open === undefined && /^```tsx?\s*$/.test(line)) open = { lang: line.slice(3).trim(), start: index + 2, body: [] }
    else if (open !== undefined && line.startsWith('```')) {
      found.push(open)
      open = undefined
    }
    else if (open !== undefined) open.body.push(line)
  })
  return found.map((block) => ({ ...block, file }))
}

function checkExamples() {
  const work = join(repo, 'node_modules', '.cache', 'portico-readme-check')
  rmSync(work, { recursive: true, force: true })
  mkdirSync(join(work, 'node_modules'), { recursive: true })
  symlinkSync(repo, join(work, 'node_modules', 'portico'), 'dir')
  for (const [name, text] of Object.entries(HOST_MODULES)) writeFileSync(join(work, name), text)
  const where = new Map()
  READMES.flatMap(examples).forEach((block, index) => {
    const name = `example-${index + 1}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`
    // Padding keeps a compiler line number equal to the README's.
    writeFileSync(join(work, name), '\n'.repeat(block.start - 1) + block.body.join('\n') + '\nexport {}\n')
    where.set(name, block.file)
  })
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx',
        strict: true, noEmit: true, skipLibCheck: true, isolatedModules: true, types: ['node'],
      },
      include: ['*.ts', '*.tsx'],
    }),
  )
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', join(work, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8' })
  const output = `${result.stdout}${result.stderr}`.trim()
  // Name the README, not the scratch file: "README.md(12,5): error TS2304: ...".
  const problems = output ? output.split('\n').map((line) => line.replace(/^\S*?(example-\d+\.tsx?)(?=\()/, (_, name) => where.get(name) ?? name)) : []
  if (result.status !== 0 && problems.length === 0) problems.push(`tsc exited with ${result.status}`)
  return { problems, count: where.size, work: relative(repo, work) }
}

const exportProblems = checkExports()
const { problems, count, work } = checkExamples()
for (const problem of [...exportProblems, ...problems]) console.error(problem)
if (exportProblems.length + problems.length > 0) {
  console.error(`package check failed (the examples as compiled are in ${work})`)
  process.exit(1)
}
console.log(`package check: exports match the build; ${count} README examples type-check against dist/`)
