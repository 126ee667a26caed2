import { describe, expect, test } from 'vitest'
import { MAX_THEME_VALUE_LENGTH, normalizeThemeValue, type ThemeValueKind } from './normalizeThemeValue'

const css = (kind: ThemeValueKind, value: unknown) => {
  const result = normalizeThemeValue(kind, value)
  return result.ok ? result.css : undefined
}

describe('normalizeThemeValue', () => {
  test('args: colours in hex, names and colour functions', () => {
    expect(css('color', '#00A86B')).toBe('#00A86B')
    expect(css('color', ' rebeccapurple ')).toBe('rebeccapurple')
    expect(css('color', 'rgb(0 0 0 / 50%)')).toBe('rgb(0 0 0 / 50%)')
    expect(css('color', 'oklch(70% 0.1 200)')).toBe('oklch(70% 0.1 200)')
    expect(css('color', 'color-mix(in srgb, red 20%, var(--brand))')).toBe('color-mix(in srgb, red 20%, var(--brand))')
  })

  test('args: font stacks, quoted or not, in any script', () => {
    expect(css('font', "'Inter var', Inter, system-ui, sans-serif")).toBe("'Inter var', Inter, system-ui, sans-serif")
    expect(css('font', '"Noto Sans JP", ヒラギノ角ゴ')).toBe('"Noto Sans JP", ヒラギノ角ゴ')
  })

  test('args: lengths, percents and integers from numbers or strings', () => {
    expect(css('px', 4)).toBe('4px')
    expect(css('px', '2.5px')).toBe('2.5px')
    expect(css('px', '6')).toBe('6px')
    expect(css('percent', 40)).toBe('40%')
    expect(css('percent', '12.5%')).toBe('12.5%')
    expect(css('integer', 1000)).toBe('1000')
    expect(css('integer', '-1')).toBe('-1')
  })

  test.each([
    ['color', 'red;}body{display:none'],
    ['color', 'red}'],
    ['color', 'red{'],
    ['color', '</style><script>alert(1)</script>'],
    ['color', 'red\\3b'],
    ['color', 'url(https://evil.example/x.png)'],
    ['color', 'URL(x)'],
    ['color', 'expression(alert(1))'],
    ['color', 'image-set("https://evil.example/x.png" 1x)'],
    ['color', 'cross-fade(red, blue)'],
    ['color', 'red\nbody'],
    ['color', 'red\r'],
    ['color', 'red /* comment'],
    ['color', 'red !important'],
    ['color', 'rgb(0, 0, 0'],
    ['color', 'rgb(0, 0, 0))'],
    ['color', "'red'"],
    ['color', '   '],
    ['color', 12],
    ['font', 'Inter; color: red'],
    ['font', 'url(https://evil.example/font.woff2)'],
    ['font', 'local(Inter)'],
    ['font', '"Inter'],
    ['font', `Inter\u0000`],
    ['font', 'x'.repeat(MAX_THEME_VALUE_LENGTH + 1)],
    ['px', Number.NaN],
    ['px', Number.POSITIVE_INFINITY],
    ['px', -1],
    ['px', '4em'],
    ['px', '4px;'],
    ['percent', 101],
    ['percent', '50%%'],
    ['integer', 1.5],
    ['integer', '9e9'],
    ['integer', 2 ** 31],
    ['integer', Number.NEGATIVE_INFINITY],
    ['color', { toString: () => 'red' }],
    ['px', true],
  ] as const)('error: %s refuses %j', (kind, value) => {
    expect(normalizeThemeValue(kind, value)).toMatchObject({ ok: false, reason: expect.any(String) })
  })

  test('error: reasons say what is wrong', () => {
    expect(normalizeThemeValue('color', 'red;}body{display:none')).toMatchInlineSnapshot(`
      {
        "ok": false,
        "reason": "contains characters or functions not allowed in a CSS value",
      }
    `)
    expect(normalizeThemeValue('color', 'image-set("x" 1x)')).toMatchInlineSnapshot(`
      {
        "ok": false,
        "reason": "expected a CSS colour",
      }
    `)
    expect(normalizeThemeValue('color', 'cross-fade(red, blue)')).toMatchInlineSnapshot(`
      {
        "ok": false,
        "reason": "function 'cross-fade(' is not a colour function",
      }
    `)
    expect(normalizeThemeValue('px', Number.NaN)).toMatchInlineSnapshot(`
      {
        "ok": false,
        "reason": "numbers must be finite",
      }
    `)
  })
})
