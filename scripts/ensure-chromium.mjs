// Finds the system Chromium for Playwright; installs Debian's `chromium` when missing and we
// are root. Never downloads a browser build (no route for that here).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)

export function findChromium() {
  return candidates.find((path) => existsSync(path))
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error('Chromium is missing. Run: sudo apt-get update && sudo apt-get install -y chromium')
    process.exit(1)
  }
  console.log('Installing Debian chromium (apt-get)...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  const installed = findChromium()
  if (!installed) {
    console.error('apt-get finished but no chromium binary was found at /usr/bin/chromium')
    process.exit(1)
  }
  return installed
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium())
