// First step of `npm test`: package.json and package-lock.json must agree, or `npm ci` (every
// CI, and every developer on another platform) fails. `npm ci --dry-run` checks exactly that in
// about a second, without touching node_modules.
import { spawnSync } from 'node:child_process'

const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { encoding: 'utf8' })
if (result.status !== 0) {
  const reasons = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => /Missing:|Invalid:|in sync/.test(line))
    .slice(0, 12)
  console.error('package.json and package-lock.json disagree, so `npm ci` would fail:')
  for (const line of reasons) console.error(`  ${line.replace(/^npm error\s*/, '')}`)
  console.error('Fix: run `npm install` (it records every platform\'s optional packages) and commit package-lock.json.')
  process.exit(1)
}
console.log('package-lock.json matches package.json (npm ci --dry-run)')
