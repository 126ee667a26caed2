/**
 * Zod issue -> the spec's schema texts (section 5): 'Required', 'Invalid input' and
 * 'Expected X, received Y'. Passed per parse, never set globally, so the host's own zod
 * usage is untouched.
 */
type Issue = { code?: string; expected?: string; input?: unknown }

/** The name zod 3 used for a value's type; the spec's texts follow it. */
export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan'
  return typeof value
}

/** Error text for one zod issue. */
export function schemaIssueMessage(issue: Issue): string {
  if (!('input' in issue) || issue.input === undefined) return 'Required'
  if (issue.code === 'invalid_type' && issue.expected)
    return `Expected ${issue.expected}, received ${describeType(issue.input)}`
  return 'Invalid input'
}
