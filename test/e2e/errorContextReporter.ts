import { readFileSync } from 'node:fs'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/** Enough of the page's snapshot to see which view was up; the full file stays in test-results. */
const MAX_CHARS = 8_000

/**
 * Prints a failed test's error context (the page's accessibility snapshot when it failed) into
 * the log. A CI run keeps only its log, so without this a failure there can't be read afterwards.
 */
export default class ErrorContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path)
    if (!context?.path) return
    // The error itself is in the list reporter's output already; the page's snapshot (YAML) is not.
    const file = readFileSync(context.path, 'utf8')
    const snapshots = file.match(/```yaml\n[\s\S]*?```/g)
    const text = snapshots ? snapshots.join('\n') : file
    const shown = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n... (${text.length - MAX_CHARS} more characters in ${context.path})` : text
    process.stdout.write(`\n--- error context of "${test.titlePath().filter(Boolean).join(' > ')}" ---\n${shown}\n--- end of error context ---\n`)
  }
}
