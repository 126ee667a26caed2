// Builds the demo host for production (hosts/demo/dist); used by the end-to-end tests and the benchmark.
import { build } from 'vite'
import { demoViteConfig } from '../hosts/demo/vite.config'

export async function buildDemo(): Promise<void> {
  await build(demoViteConfig())
}

if (import.meta.url === `file://${process.argv[1]}`) await buildDemo()
