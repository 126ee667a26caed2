// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import ar from './locales/ar.json'
import ja from './locales/ja.json'
import { frameTexts } from './texts'
import type * as Approval from './approval'
import type * as FrameI18n from './frameI18n'

// A fresh module per test: the frame's locale and its one approval panel are module state.
let i18n: typeof FrameI18n
let approval: typeof Approval

beforeEach(async () => {
  vi.resetModules()
  i18n = await import('./frameI18n')
  approval = await import('./approval')
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  document.body.innerHTML = '<section class="approval" id="approval" hidden></section>'
})

const panel = () => document.getElementById('approval') as HTMLElement
const hooks = { show: vi.fn(), hide: vi.fn() }
const request = { title: 'personal_sign', origin: 'https://dapp.example', dappName: 'Dapp', network: 'Devnet (31337)', rows: [] as [string, string][] }
/** The panel's own English words: every English frame text, split into words of three letters or more. */
const englishWords = new Set(
  Object.values(frameTexts.en)
    .flatMap((text) => (typeof text === 'string' ? [text] : Object.values(text)))
    .flatMap((text) => text.replace(/\{\w+\}/g, '').match(/[A-Za-z]{3,}/g) ?? []),
)

describe('frameLocaleOf (the locale the host names, checked by the frame)', () => {
  it('keeps a locale Portico ships', () => {
    for (const locale of ['en', 'ar', 'ja', 'pt-BR', 'zh-CN'] as const) expect(i18n.frameLocaleOf(locale)).toBe(locale)
  })

  it('falls back to English for anything else', () => {
    for (const value of [null, undefined, '', 'xx', 'JA', 'pt', 'ja-JP', '__proto__', 42, { locale: 'ja' }]) expect(i18n.frameLocaleOf(value)).toBe('en')
  })
})

describe('setFrameLocale', () => {
  it('loads the chosen catalogue and sets lang and dir on the document (Arabic right to left)', async () => {
    expect(i18n.ft('approve')).toBe('Approve')
    await i18n.setFrameLocale('ar', document)
    expect(i18n.frameLocale()).toBe('ar')
    expect(i18n.ft('approve')).toBe(ar.approve)
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    await i18n.setFrameLocale('ja', document)
    expect(document.documentElement.dir).toBe('ltr')
    expect(i18n.ft('requestedBy', { origin: 'https://a.example' })).toBe('リクエスト元: https://a.example')
  })

  it('applies the last asked locale when an earlier load finishes later', async () => {
    const slow = i18n.setFrameLocale('ja', document)
    await i18n.setFrameLocale('en', document)
    await slow
    expect(i18n.frameLocale()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })

  it('picks plural forms with Intl.PluralRules and writes numbers in the locale', async () => {
    expect(i18n.ft('sendCalls', { count: 1 })).toBe('Send call')
    expect(i18n.ft('sendCalls', { count: 3 })).toBe('Send 3 calls')
    await i18n.setFrameLocale('ru', document)
    expect(i18n.ft('sendCalls', { count: 2 })).toBe('Отправить 2 вызова')
    expect(i18n.ft('sendCalls', { count: 5 })).toBe('Отправить 5 вызовов')
    await i18n.setFrameLocale('ar', document)
    expect(i18n.ft('sendCalls', { count: 3 })).toBe(`إرسال ${new Intl.NumberFormat('ar').format(3)} استدعاءات`)
  })

  it('writes the fee line exactly from base units in the locale, never through a float', async () => {
    const { feeRow } = await import('./networkFee')
    const eth = { symbol: 'ETH', decimals: 18 }
    const fee = { sponsored: false as const, total: 123_456_789_012_345_678_901n, cap: 5n * 10n ** 16n, quotes: [undefined, { gas: 1n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }, undefined] }
    await i18n.setFrameLocale('de', document)
    expect(feeRow(fee, eth)).toEqual(['Netzwerkgebühr (höchstens)', '123,456789012345678901 ETH + Aufrufe 1, 3 (beim Senden geschätzt; die Summe bleibt innerhalb von 0,05 ETH)'])
    expect(feeRow({ ...fee, quotes: [{ gas: 1n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }, undefined] }, eth)[1]).toBe('123,456789012345678901 ETH + Aufruf 2 (beim Senden geschätzt; die Summe bleibt innerhalb von 0,05 ETH)')
    expect(feeRow({ sponsored: true }, eth)).toEqual(['Netzwerkgebühr', 'Übernommen (Sie zahlen nichts)'])
  })
})

describe("the code panel's refusals", () => {
  it("shows the auth server's known code refusals in the frame's locale, others as the server wrote them", async () => {
    const { refusalOf } = await import('./wallet')
    const { ServerError } = await import('./api')
    const refused = (code: string, message: string) => refusalOf(() => Promise.reject(new ServerError(400, code, message)))
    expect(await refused('invalid_code', 'Invalid code')).toBe('Invalid code')
    await i18n.setFrameLocale('ja', document)
    expect(await refused('invalid_code', 'Invalid code')).toBe(ja.codeInvalid)
    expect(await refused('rate_limited', 'Too many attempts. Please try again later.')).toBe(ja.tooManyAttempts)
    expect(await refused('toString', 'From the server')).toBe('From the server')
    expect(await refusalOf(() => Promise.resolve())).toBeUndefined()
    await expect(refusalOf(() => Promise.reject(new Error('network down')))).rejects.toThrow('network down')
  })
})

describe('the approval panel in the frame locale', () => {
  it('shows Japanese with none of its English words left', async () => {
    await i18n.setFrameLocale('ja', document)
    void approval.askApproval(request, hooks, { observe: () => () => {}, tracksVisibility: true, layout: () => undefined })
    await vi.waitFor(() => expect(panel().hidden).toBe(false))
    const buttons = [...panel().querySelectorAll('button')].map((button) => button.textContent)
    expect(buttons).toEqual([ja.reject, ja.approve])
    expect(panel().querySelector('dt')?.textContent).toBe(ja.network)
    expect(panel().querySelector('.origin')?.textContent).toBe('リクエスト元: https://dapp.example（Dapp）')
    const shown = (panel().textContent ?? '').replace(/https:\/\/dapp\.example|Dapp|Devnet|personal_sign/g, '')
    expect((shown.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => englishWords.has(word))).toEqual([])
  })

  it('shows Arabic in a right-to-left document', async () => {
    await i18n.setFrameLocale('ar', document)
    void approval.askApproval(request, hooks, { observe: () => () => {}, tracksVisibility: true, layout: () => undefined })
    await vi.waitFor(() => expect(panel().hidden).toBe(false))
    expect(document.documentElement.dir).toBe('rtl')
    expect([...panel().querySelectorAll('button')].map((button) => button.textContent)).toEqual([ar.reject, ar.approve])
    expect(panel().querySelector('.origin')?.textContent).toBe('مطلوب من https://dapp.example (Dapp)')
  })
})
