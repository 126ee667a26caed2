/** What a theme variable holds, which decides how its value is checked and written. */
export type ThemeValueKind = 'font' | 'color' | 'percent' | 'px' | 'integer'

/** A value ready for CSS, or why it was refused. */
export type NormalizeThemeValueReturnType = { ok: true; css: string } | { ok: false; reason: string }

/** Longest string value accepted; a theme value has no reason to be longer. */
export const MAX_THEME_VALUE_LENGTH = 256

// Anything that could end the declaration or rule, open a comment, escape, or load a resource.
const UNSAFE = /[;{}<>\\!]|\/\*|\*\/|url\(|expression\(/i
const COLOR_CHARS = /^[#a-z0-9\s.,%()+\-/]+$/i
const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'var', 'calc'])
const FAMILY = String.raw`(?:"[^"]*"|'[^']*'|[\p{L}\p{N}_\- .]+)`
const FONT_LIST = new RegExp(String.raw`^\s*${FAMILY}(?:\s*,\s*${FAMILY})*\s*$`, 'u')
const NUMBER = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*$/
const INTEGER = /^\s*(-?\d+)\s*$/
const MAX_Z_INDEX = 2_147_483_647

const refuse = (reason: string): NormalizeThemeValueReturnType => ({ ok: false, reason })
const accept = (css: string): NormalizeThemeValueReturnType => ({ ok: true, css })

/**
 * Checks a host's theme value and writes it as CSS. A value MUST never be able to inject CSS:
 * strings with `;`, braces, `<`, `\`, comments, `url(`, `expression(` or control characters
 * are refused, colours may call colour functions only, font stacks no function at all, and
 * numbers must be finite and in range.
 *
 * @example
 * import { normalizeThemeValue } from 'portico/plugins/theme'
 * normalizeThemeValue('px', 6) // { ok: true, css: '6px' }
 * normalizeThemeValue('color', 'red;}body{display:none') // { ok: false, reason: ... }
 */
export function normalizeThemeValue(kind: ThemeValueKind, value: unknown): NormalizeThemeValueReturnType {
  if (typeof value === 'number' && !Number.isFinite(value)) return refuse('numbers must be finite')
  if (typeof value === 'string') {
    if (value.length > MAX_THEME_VALUE_LENGTH) return refuse(`longer than ${MAX_THEME_VALUE_LENGTH} characters`)
    if (UNSAFE.test(value) || hasControlCharacter(value)) return refuse('contains characters or functions not allowed in a CSS value')
  } else if (typeof value !== 'number') {
    return refuse('expected a string or a number')
  }
  switch (kind) {
    case 'font':
      return normalizeFont(value)
    case 'color':
      return normalizeColor(value)
    case 'percent':
      return normalizeNumber(value, '%', 100)
    case 'px':
      return normalizeNumber(value, 'px', Number.POSITIVE_INFINITY)
    case 'integer':
      return normalizeInteger(value)
  }
}

function normalizeFont(value: string | number): NormalizeThemeValueReturnType {
  if (typeof value !== 'string' || !FONT_LIST.test(value)) return refuse('expected a font stack such as "Inter, sans-serif"')
  return accept(value.trim())
}

function normalizeColor(value: string | number): NormalizeThemeValueReturnType {
  if (typeof value !== 'string' || !COLOR_CHARS.test(value) || value.trim() === '') return refuse('expected a CSS colour')
  if (!parenthesesBalanced(value)) return refuse('unbalanced parentheses')
  for (const [, name = ''] of value.matchAll(/([a-z-]*)\s*\(/gi)) {
    if (name !== '' && !COLOR_FUNCTIONS.has(name.toLowerCase())) return refuse(`function '${name}(' is not a colour function`)
  }
  return accept(value.trim())
}

/** A number, or a numeric string with an optional `unit` suffix; at least 0 and at most `max`. */
function normalizeNumber(value: string | number, unit: '%' | 'px', max: number): NormalizeThemeValueReturnType {
  const text = typeof value === 'string' ? stripSuffix(value.trim(), unit) : undefined
  const parsed = typeof value === 'number' ? value : text !== undefined && NUMBER.test(text) ? Number(text) : Number.NaN
  if (!Number.isFinite(parsed)) return refuse(`expected a number${unit === 'px' ? ' of pixels' : ' from 0 to 100'}`)
  if (parsed < 0 || parsed > max) return refuse(`out of range (0 to ${max === Number.POSITIVE_INFINITY ? 'any' : max})`)
  return accept(`${parsed}${unit}`)
}

function normalizeInteger(value: string | number): NormalizeThemeValueReturnType {
  const match = typeof value === 'string' ? INTEGER.exec(value) : undefined
  const parsed = typeof value === 'number' ? value : match?.[1] !== undefined ? Number(match[1]) : Number.NaN
  if (!Number.isInteger(parsed) || Math.abs(parsed) > MAX_Z_INDEX) return refuse('expected an integer')
  return accept(String(parsed))
}

function stripSuffix(text: string, suffix: string): string {
  return text.endsWith(suffix) ? text.slice(0, -suffix.length) : text
}

function parenthesesBalanced(text: string): boolean {
  let depth = 0
  for (const char of text) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (depth < 0) return false
  }
  return depth === 0
}

/** Newlines, tabs, NUL and other C0 controls, and DEL. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}
