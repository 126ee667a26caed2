// `npm test`: every check a change must pass, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'

const steps = [
  ['lockfile in sync', 'node', ['scripts/check-lockfile.mjs']],
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit and component tests', 'npx', ['vitest', 'run']],
  ['build', 'npx', ['tsup']],
  ['package exports and README examples', 'node', ['scripts/check-package.mjs']],
  ['package in a host app (npm pack, quick start built with Vite)', 'node', ['scripts/check-host-app.mjs']],
  ['size budgets', 'node', ['scripts/size.mjs']],
  ['end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs']],
]

let passed = 0
for (const [title, command, args] of steps) {
  if (title.startsWith('end-to-end')) ensureChromium()
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n=== ${title} FAILED after ${seconds}s`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(result.status ?? 1)
  }
  console.log(`=== ${title} ok (${seconds}s)`)
  passed += 1
}
console.log(`steps: ${passed} passed, 0 failed`)
