import { vi } from 'vitest'
import type { Mock } from 'vitest'

// Test-only helpers for this folder's tests; not exported from the package.

/**
 * Test helper: a Map-backed `Storage` whose methods can be made to throw.
 *
 * @example
 * vi.stubGlobal('window', { localStorage: createFakeLocalStorage(new DOMException('denied', 'SecurityError')) })
 */
export function createFakeLocalStorage(failWith?: Error): Storage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  const guard = () => {
    if (failWith) throw failWith
  }
  return {
    entries,
    get length() {
      return entries.size
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    clear: () => entries.clear(),
    getItem: (key: string) => (guard(), entries.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void entries.set(key, value)),
    removeItem: (key: string) => (guard(), void entries.delete(key)),
  }
}

/**
 * Test helper: a logger whose `error` is a spy.
 *
 * @example
 * const logger = createSpyLogger(); createLocalStorage({ logger })
 */
export function createSpyLogger(): { error: Mock<(message: string, ...details: unknown[]) => void> } {
  return { error: vi.fn<(message: string, ...details: unknown[]) => void>() }
}
