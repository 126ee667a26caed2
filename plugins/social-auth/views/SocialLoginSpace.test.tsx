// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { createPortico, mainnet, type Portico, type SocialProvider } from 'portico'
import emailAuth from 'portico/plugins/email-auth'
import socialAuth from '../index'
import { SocialLoginSpace } from './SocialLoginSpace'

let portico: Portico | undefined
afterEach(() => portico?.destroy())

const withSocials = (socials: SocialProvider[]) =>
  (portico = createPortico({ networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, logLevel: 'silent', features: { socials }, plugins: [emailAuth({ frameUrl: 'http://localhost:4444/frame' }), socialAuth()] }))

describe('issue 15: the social buttons are a chunk of their own, fetched at install', () => {
  test('until it is in, SocialLogin loads on first use; once in, it is registered to be drawn at once', async () => {
    const instance = withSocials(['google'])
    expect(instance.views().SocialLogin?.load).toBeTypeOf('function')
    await expect.poll(() => instance.views().SocialLogin?.component).toBeTypeOf('function')
  })

  test("their space while it loads: the first button's and the row's boxes, hidden (nothing focusable or announced)", () => {
    const { container } = render(<SocialLoginSpace portico={withSocials(['google', 'github'])} />)
    const space = container.querySelector<HTMLElement>('.pc-social')
    expect(space?.style.visibility).toBe('hidden')
    expect(space?.querySelectorAll('button')).toHaveLength(2)
    expect(space?.querySelector('.pc-social-row')).not.toBeNull()
  })

  test('one provider: no row of icons; none: no space', () => {
    expect(render(<SocialLoginSpace portico={withSocials(['google'])} />).container.querySelector('.pc-social-row')).toBeNull()
    expect(render(<SocialLoginSpace portico={withSocials([])} />).container.innerHTML).toBe('')
  })
})
