// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { ProviderDetail } from './eip6963.js'
import { DEV_WALLET_ICON } from './icon.js'
import type { DevWalletConfig, DevWalletControl } from './install.js'
import { installDevWallet } from './install.js'
import { memoryStorage } from './storage.js'

let installed: DevWalletControl | undefined
const install = (config: DevWalletConfig = {}) => (installed = installDevWallet({ storage: memoryStorage(), solana: false, ...config }))
afterEach(() => {
  installed?.uninstall()
  installed = undefined
})

const collect = () => {
  const seen: ProviderDetail[] = []
  const listener = (event: Event) => seen.push((event as CustomEvent<ProviderDetail>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { seen, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

describe('EIP-6963', () => {
  it('behavior: announces on install and again on eip6963:requestProvider', () => {
    const { seen, stop } = collect()
    const wallet = install({ uuid: 'fixed-uuid' })
    expect(seen).toHaveLength(1)
    seen.length = 0
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    expect(seen).toHaveLength(1)
    const [detail] = seen
    expect(detail?.info).toEqual({ uuid: 'fixed-uuid', name: 'Portico Dev Wallet', icon: DEV_WALLET_ICON, rdns: 'dev.portico.wallet' })
    expect(detail?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(detail?.provider).toBe(wallet.provider)
    expect(Object.isFrozen(detail)).toBe(true)
  })

  it('behavior: announce(info) adds a provider with any (hostile) info, re-announced on request', () => {
    const wallet = install()
    const hostile = wallet.announce({ name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)', rdns: 'evil.example' })
    expect(hostile.uuid).toMatch(/^[0-9a-f-]{36}$/)
    const { seen, stop } = collect()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    expect(seen.map((d) => d.info.name)).toEqual(['Portico Dev Wallet', '<img src=x onerror=alert(1)>'])
    expect(seen[1]?.info.icon).toBe('javascript:alert(1)')
  })

  it('behavior: uninstall stops re-announcing and removes the control API', () => {
    install().uninstall()
    installed = undefined
    const { seen, stop } = collect()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    expect(seen).toEqual([])
    expect(window.porticoDevWallet).toBeUndefined()
  })

  it('behavior: legacy sets window.ethereum', () => {
    const wallet = install({ legacy: true })
    expect((window as Window & { ethereum?: unknown }).ethereum).toBe(wallet.provider)
  })
})

describe('control API', () => {
  it('behavior: window.porticoDevWallet drives the approval queue', async () => {
    install({ mode: 'hold' })
    const control = window.porticoDevWallet
    if (!control) throw new Error('not installed')
    const first = control.provider.request({ method: 'eth_requestAccounts' })
    const second = control.provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(control.pending().map((p) => [p.id, p.method])).toEqual([
      ['1', 'eth_requestAccounts'],
      ['2', 'wallet_requestPermissions'],
    ])
    expect(control.reject('2')).toBe(true)
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(control.approve()).toBe(true)
    expect(await first).toEqual(control.accounts())
    expect(control.approve()).toBe(false)
    expect(control.requests).toEqual(['eth_requestAccounts', 'wallet_requestPermissions'])
    control.clearRequests()
    expect(control.requests).toEqual([])
  })

  it('behavior: setMode, setChain, setAccounts and disconnect', async () => {
    const control = install({ keys: ['0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'] })
    expect(control.mode).toBe('approve')
    control.setMode('reject')
    await expect(control.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })
    control.setMode('approve')
    await control.provider.request({ method: 'eth_requestAccounts' })
    const events: unknown[] = []
    control.provider.on('chainChanged', (id) => events.push(id))
    control.provider.on('accountsChanged', (a) => events.push(a))
    control.setChain(10)
    expect(control.chainId()).toBe(10)
    control.setAccounts('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', 0)
    control.disconnect()
    expect(events).toEqual([
      '0xa',
      ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      [],
    ])
    expect(() => control.setMode('maybe' as never)).toThrow(TypeError)
  })
})

describe('prompt panel', () => {
  const panel = () => document.getElementById('portico-dev-wallet-panel')
  const button = (name: string) =>
    [...(panel()?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name)

  it('behavior: shows the oldest pending request in prompt mode; Approve resolves it', async () => {
    const control = install({ mode: 'prompt' })
    expect(panel()?.hidden).toBe(true)
    const request = control.provider.request({ method: 'eth_requestAccounts' })
    expect(panel()?.hidden).toBe(false)
    expect(panel()?.shadowRoot?.textContent).toContain('eth_requestAccounts')
    expect(button('Approve')?.type).toBe('button')
    button('Approve')?.click()
    expect(await request).toHaveLength(1)
    expect(panel()?.hidden).toBe(true)
  })

  it('behavior: Reject fails the request with 4001; hold mode keeps the panel hidden', async () => {
    const control = install({ mode: 'prompt' })
    const request = control.provider.request({ method: 'eth_requestAccounts' })
    button('Reject')?.click()
    await expect(request).rejects.toMatchObject({ code: 4001 })
    control.setMode('hold')
    const held = control.provider.request({ method: 'eth_requestAccounts' })
    expect(panel()?.hidden).toBe(true)
    control.reject()
    await expect(held).rejects.toMatchObject({ code: 4001 })
  })

  it('behavior: hostile params are shown as text, never as markup', () => {
    const control = install({ mode: 'prompt' })
    void control.provider.request({ method: 'personal_sign', params: ['<img src=x onerror=alert(1)>', '0x0'] }).catch(() => undefined)
    void control.provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x1', chainName: '<b>x</b>', rpcUrls: ['http://a.test'] }] }).catch(() => undefined)
    expect(panel()?.shadowRoot?.querySelector('img, b')).toBeNull()
    expect(panel()?.shadowRoot?.textContent).toContain('<b>x</b>')
    control.reject()
  })
})

describe('Bitcoin protocols', () => {
  type Page = Window & { btc_providers?: unknown[]; unisat?: unknown; porticoDevWalletProviders?: unknown }
  const page = window as Page
  const registered = () => {
    const wallets: { name: string; chains: readonly string[] }[] = []
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (wallet: (typeof wallets)[number]) => (wallets.push(wallet), () => undefined) } }))
    return wallets.filter((wallet) => wallet.chains.some((chain) => chain.startsWith('bitcoin:')))
  }

  it('behavior: one way at a time: sats-connect by default, else a Wallet Standard bitcoin wallet or window.unisat; uninstall removes it', () => {
    install()
    expect([page.btc_providers?.length, page.unisat, registered()]).toEqual([1, undefined, []])
    installed?.uninstall()
    install({ bitcoinProtocol: 'wallet-standard' })
    expect([page.btc_providers ?? [], page.unisat, registered().map((wallet) => wallet.chains)]).toEqual([[], undefined, [['bitcoin:mainnet']]])
    installed?.uninstall()
    install({ bitcoinProtocol: 'unisat' })
    expect([page.btc_providers ?? [], typeof (page.unisat as { requestAccounts?: unknown }).requestAccounts, registered()]).toEqual([[], 'function', []])
    installed?.uninstall()
    expect(page.unisat).toBeUndefined()
  })
})
