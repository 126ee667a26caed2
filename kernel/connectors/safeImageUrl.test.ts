import { describe, expect, test } from 'vitest'
import { MAX_WALLET_NAME_LENGTH, safeImageUrl, safeWalletName } from './safeImageUrl'

describe('safeImageUrl', () => {
  test.each([
    ['https://example.com/icon.png', 'https://example.com/icon.png'],
    ['  https://example.com/a.svg  ', 'https://example.com/a.svg'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/jpeg;base64,/9j/', 'data:image/jpeg;base64,/9j/'],
    ['data:image/gif;base64,R0lG', 'data:image/gif;base64,R0lG'],
    ['data:image/webp;base64,UklG', 'data:image/webp;base64,UklG'],
    ['data:image/svg+xml;base64,PHN2Zy8+', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['data:image/svg+xml,%3Csvg%2F%3E', 'data:image/svg+xml,%3Csvg%2F%3E'],
    ['DATA:IMAGE/PNG;base64,AAAA', 'DATA:IMAGE/PNG;base64,AAAA'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['http://example.com/icon.png', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['data:image/svg+xml-evil,AAAA', undefined],
    ['data:image/bmp;base64,AAAA', undefined],
    ['/icon.png', undefined],
    ['icon.png', undefined],
    ['//evil.example/icon.png', undefined],
    ['https://user:pw@example.com/i.png', undefined],
    ['https://exa\nmple.com/i.png', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('§6 behavior: safeImageUrl(%j) -> %j', (input, expected) => {
    expect(safeImageUrl(input)).toBe(expected)
  })

  test('§6 behavior: an oversized data URL is dropped', () => {
    expect(safeImageUrl(`data:image/png;base64,${'A'.repeat(300_000)}`)).toBeUndefined()
  })
})

describe('safeWalletName', () => {
  test.each([
    ['  MetaMask  ', 'MetaMask'],
    ['Meta\u0000Mask', 'MetaMask'],
    ['Evil\u202EWallet', 'EvilWallet'],
    ['Zero\u200BWidth', 'ZeroWidth'],
    ['Two\n\tLines', 'Two Lines'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['\u0007\u0008', ''],
    [null, ''],
  ])('§6 behavior: safeWalletName(%j) -> %j', (input, expected) => {
    expect(safeWalletName(input)).toBe(expected)
  })

  test('§6 behavior: names are capped', () => {
    expect(safeWalletName('x'.repeat(500))).toHaveLength(MAX_WALLET_NAME_LENGTH)
  })
})
