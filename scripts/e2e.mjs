// End-to-end tests in the system Chromium (installed from Debian's packages when missing).
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'

ensureChromium()
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
