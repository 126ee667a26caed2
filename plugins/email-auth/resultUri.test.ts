import { describe, expect, test, vi } from 'vitest'
import { SOCIAL_RESULT_PARAM, takeSocialResultUri } from './resultUri'

const resultUri = `http://localhost:4000/v1/social/result?code=${'a'.repeat(43)}`

/** A page at `href` whose history records replaceState. */
function pageAt(href: string) {
  const page = { location: { href }, history: { state: { kept: true }, replaceState: vi.fn((_state: unknown, _title: string, url: string) => void (page.location.href = url)) } }
  return page
}

describe('spec section 2: the result_uri return of a redirect-based social login', () => {
  test('is taken once and removed from the address; the rest of the address and the history state stay', () => {
    const page = pageAt(`https://dapp.example/app?tab=2&${SOCIAL_RESULT_PARAM}=${encodeURIComponent(resultUri)}#top`)
    expect(takeSocialResultUri(page as unknown as Window)).toBe(resultUri)
    expect(page.history.replaceState).toHaveBeenCalledWith({ kept: true }, '', 'https://dapp.example/app?tab=2#top')
    expect(page.location.href).toBe('https://dapp.example/app?tab=2#top')
    expect(takeSocialResultUri(page as unknown as Window)).toBeUndefined()
    expect(page.history.replaceState).toHaveBeenCalledTimes(1)
  })

  test('an address without it is left alone; no window (server rendering) is nothing to take', () => {
    const page = pageAt('https://dapp.example/app?result=1')
    expect(takeSocialResultUri(page as unknown as Window)).toBeUndefined()
    expect(page.history.replaceState).not.toHaveBeenCalled()
    expect(takeSocialResultUri(undefined)).toBeUndefined()
    expect(SOCIAL_RESULT_PARAM).toBe('result_uri')
  })
})
