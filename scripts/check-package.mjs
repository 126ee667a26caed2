// After the build: checks the package as a host installs it.
// 1. Every tsup entry is in package.json `exports`, and every file `exports` names was built.
// 2. Every TypeScript example in the READMEs type-checks against the built `dist` types, imported
//    through the package name (`portico`, `portico/react`, ...) exactly as a host would.
// 3. Every JSDoc `@example` in kernel/, chains/, plugins/ and adapters/ is compiled the same way. A complete example
//    (every name it uses is imported or declared) must type-check in full; a fragment (it uses
//    names from its surroundings, such as `portico` or `store`) must still import only what the
//    package exports. A relative import in an example names an internal module beside the file
//    and is checked against that source file.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
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

/** Source folders whose JSDoc examples are checked. */
const JSDOC_DIRS = ['kernel', 'chains', 'plugins', 'adapters']

/** Every non-test .ts/.tsx file under `dir`, repo-relative. */
function sourceFiles(dir) {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === '__snapshots__' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/**
 * The `@example` blocks of a source file's JSDoc comments: the text after the tag up to the next
 * tag or the comment's end, with the line it starts on.
 */
function jsdocExamples(file) {
  const text = readFileSync(join(repo, file), 'utf8')
  const found = []
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const firstLine = text.slice(0, comment.index).split('\n').length
    const lines = comment[0].split('\n').map((line, index, all) => {
      let body = line.replace(/^\s*\/\*\*\s?/, '').replace(/^\s*\*(?!\/)\s?/, '')
      if (index === all.length - 1) body = body.replace(/\s*\*\/$/, '')
      return body
    })
    let open
    lines.forEach((line, index) => {
      const tag = line.match(/^(.*?)(?:^|\s)@(\w+)(?:\s|$)(.*)$/)
      // A tag at the start of a line (or `@example` anywhere on a one-line comment) ends the block.
      if (tag && (tag[1].trim() === '' || tag[2] === 'example')) {
        if (open) found.push(open)
        open = tag[2] === 'example' ? { file, start: firstLine + index, body: [tag[3]] } : undefined
      } else if (open) open.body.push(line)
    })
    if (open) found.push(open)
  }
  return found
    .map((block) => ({ ...block, body: block.body.join('\n').replace(/\s+$/, '') }))
    .filter((block) => block.body.trim() !== '')
}

/** An example's relative imports, pointed at the source files beside `file` (internal modules). */
function resolveRelativeImports(body, file) {
  return body.replace(/(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (_, head, quote, specifier) => {
    const target = resolve(repo, dirname(file), specifier.replace(/\.js$/, ''))
    return `${head}${quote}${target}${quote}`
  })
}

// Diagnostics that say an import does not resolve; and those that mark an example as a fragment.
const IMPORT_ERRORS = new Set([1192, 2305, 2306, 2307, 2459, 2460, 2614, 2724])
const UNDECLARED_NAME = new Set([2304, 2503, 2552, 18004])

function checkExamples() {
  const work = join(repo, 'node_modules', '.cache', 'portico-readme-check')
  rmSync(work, { recursive: true, force: true })
  mkdirSync(join(work, 'node_modules'), { recursive: true })
  mkdirSync(join(work, 'jsdoc'))
  symlinkSync(repo, join(work, 'node_modules', 'portico'), 'dir')
  for (const [name, text] of Object.entries(HOST_MODULES)) writeFileSync(join(work, name), text)
  const where = new Map()
  READMES.flatMap(examples).forEach((block, index) => {
    const name = `example-${index + 1}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`
    // Padding keeps a compiler line number equal to the README's.
    writeFileSync(join(work, name), '\n'.repeat(block.start - 1) + block.body.join('\n') + '\nexport {}\n')
    where.set(name, { file: block.file, jsdoc: false })
  })
  JSDOC_DIRS.flatMap(sourceFiles).flatMap(jsdocExamples).forEach((block, index) => {
    // .tsx for all: examples may hold JSX; line padding as for the READMEs.
    const name = `jsdoc/example-${index + 1}.tsx`
    writeFileSync(join(work, name), '\n'.repeat(block.start - 1) + resolveRelativeImports(block.body, block.file) + '\nexport {}\n')
    where.set(name, { file: block.file, jsdoc: true })
  })
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx',
        strict: true, noEmit: true, skipLibCheck: true, isolatedModules: true, types: ['node'],
      },
      include: ['*.ts', '*.tsx', 'jsdoc/*.tsx'],
    }),
  )
  const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', join(work, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8' })
  const output = `${result.stdout}${result.stderr}`.trim()
  // One diagnostic per entry: a line "file(line,col): error TSn: ..." and its indented follow-ups.
  const diagnostics = output ? output.split(/\n(?=\S)/).map((text) => {
    const match = text.match(/^(?:\S*?[\\/])?((?:jsdoc\/)?example-\d+\.tsx?)\((\d+,\d+)\): error TS(\d+)/)
    return { text, name: match?.[1], code: Number(match?.[3]) }
  }) : []
  const fragments = new Set(diagnostics.filter((d) => where.get(d.name)?.jsdoc && UNDECLARED_NAME.has(d.code)).map((d) => d.name))
  const problems = diagnostics
    .filter((d) => !fragments.has(d.name) || IMPORT_ERRORS.has(d.code))
    // Name the source, not the scratch file: "README.md(12,5): error TS2304: ...".
    .map((d) => (d.name ? d.text.replace(/^\S*?((?:jsdoc\/)?example-\d+\.tsx?)(?=\()/, (_, name) => where.get(name)?.file ?? name) : d.text))
  if (result.status !== 0 && diagnostics.length === 0) problems.push(`tsc exited with ${result.status}`)
  const jsdoc = [...where.values()].filter((w) => w.jsdoc).length
  return { problems, readme: where.size - jsdoc, jsdoc, fragments: fragments.size, work: relative(repo, work) }
}

const exportProblems = checkExports()
const { problems, readme, jsdoc, fragments, work } = checkExamples()
for (const problem of [...exportProblems, ...problems]) console.error(problem)
if (exportProblems.length + problems.length > 0) {
  console.error(`package check failed: ${exportProblems.length + problems.length} problems (the examples as compiled are in ${work})`)
  process.exit(1)
}
console.log(
  `package check: exports match the build; ${readme} README examples and ${jsdoc} JSDoc examples type-check against dist/ ` +
    `(${jsdoc - fragments} complete, checked in full; ${fragments} fragments, their imports checked)`,
)
