import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

test('§9 behavior: kernel/units never imports viem statically', () => {
  const dir = import.meta.dirname
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/from\s+['"]viem/)
  }
})
