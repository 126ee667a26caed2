import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'
import { findChromium } from '../scripts/ensure-chromium.mjs'

/** Launches the system Chromium headless with the project's flags. Throws when it is missing. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('Chromium is missing: run `node scripts/ensure-chromium.mjs` (or set CHROMIUM_PATH)')
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
}
