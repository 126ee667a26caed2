import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { Eip1193Provider } from '../types'

type Listener = (...args: unknown[]) => void
type Handler = (params: unknown) => unknown

/**
 * A test address, lower-case as wallets return it, and its checksummed form.
 *
 * @example
 * import { ADDRESS } from './fakeProvider'
 * new FakeProvider({ eth_accounts: () => [ADDRESS] })
 */
export const ADDRESS = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
/**
 * @example
 * import { CHECKSUMMED } from './fakeProvider'
 * expect(caipAddress).toBe(`eip155:1:${CHECKSUMMED}`)
 */
export const CHECKSUMMED = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
/**
 * @example
 * import { ADDRESS_2 } from './fakeProvider'
 * provider.emit('accountsChanged', [ADDRESS_2])
 */
export const ADDRESS_2 = '0x1111111111111111111111111111111111111111'
/**
 * A test Solana address (the wrapped-SOL mint).
 *
 * @example
 * import { SOLANA_ADDRESS } from './fakeProvider'
 * expect(caipAddress).toBe(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`)
 */
export const SOLANA_ADDRESS = 'So11111111111111111111111111111111111111112'

/**
 * An EIP-1193 `ProviderRpcError`-shaped error.
 *
 * @example
 * import { rpcError } from './fakeProvider'
 * new FakeProvider({ eth_requestAccounts: () => { throw rpcError(4001, 'User rejected') } })
 */
export const rpcError = (code: number, message: string, data?: unknown) => Object.assign(new Error(message), { code, data })

/**
 * A scripted EIP-1193 provider for tests: `handlers` answer methods (throw to fail), every call is
 * logged, and `emit` fires wallet events.
 *
 * @example
 * const provider = new FakeProvider({ eth_requestAccounts: () => [ADDRESS], eth_chainId: () => '0x1' })
 */
export class FakeProvider implements Eip1193Provider {
  readonly calls: { method: string; params?: unknown }[] = []
  readonly listeners = new Map<string, Set<Listener>>()
  handlers: Record<string, Handler>

  constructor(handlers: Record<string, Handler> = {}) {
    this.handlers = { eth_chainId: () => '0x1', eth_accounts: () => [ADDRESS], eth_requestAccounts: () => [ADDRESS], ...handlers }
  }

  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    this.calls.push(args)
    const handler = this.handlers[args.method]
    if (!handler) throw rpcError(4200, `Unsupported method ${args.method}`)
    return handler(args.params)
  }

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
  }

  removeListener(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener)
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args)
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0)
  }

  methods(): string[] {
    return this.calls.map((call) => call.method)
  }
}

/**
 * Announces `provider` over EIP-6963 now and on every request; returns the cleanup.
 *
 * @example
 * import { announce } from './fakeProvider'
 * const stop = announce(window, new FakeProvider(), { name: 'Fake', rdns: 'io.fake' })
 */
export function announce(
  target: Window,
  provider: unknown,
  info: { uuid?: string; name: string; icon?: string; rdns: string },
): () => void {
  const detail = { info: { uuid: info.uuid ?? crypto.randomUUID(), icon: info.icon ?? 'data:image/png;base64,AAAA', ...info }, provider }
  const send = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  send()
  target.addEventListener('eip6963:requestProvider', send)
  return () => target.removeEventListener('eip6963:requestProvider', send)
}

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/**
 * A fake Wallet Standard wallet with Solana support for tests.
 *
 * @example
 * const wallet = new FakeStandardWallet('Solflare')
 */
export class FakeStandardWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const
  readonly chains: readonly `${string}:${string}`[] = ['solana:mainnet', 'solana:devnet']
  accounts: readonly WalletAccount[] = []
  readonly changeListeners = new Set<ChangeListener>()
  readonly signed: Uint8Array[] = []
  connectError: unknown = undefined
  readonly account: WalletAccount = {
    address: SOLANA_ADDRESS,
    publicKey: new Uint8Array(32),
    chains: ['solana:mainnet', 'solana:devnet'],
    features: ['solana:signMessage'],
  }
  readonly features: Wallet['features']

  constructor(readonly name: string) {
    this.features = {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (this.connectError) throw this.connectError
          if (!input?.silent) this.accounts = [this.account]
          return { accounts: this.accounts }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => void (this.accounts = []) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: ChangeListener) => {
          this.changeListeners.add(listener)
          return () => this.changeListeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) =>
          inputs.map(({ message }) => {
            this.signed.push(message)
            return { signedMessage: message, signature: new Uint8Array([0, 0, 1]) }
          }),
      },
    }
  }

  change(accounts: readonly WalletAccount[]) {
    this.accounts = accounts
    for (const listener of [...this.changeListeners]) listener({ accounts })
  }
}

/**
 * A Wallet Standard registry over a fixed list, with register/unregister for tests.
 *
 * @example
 * import { createFakeRegistry } from './fakeProvider'
 * const registry = createFakeRegistry([new FakeStandardWallet('Sol')])
 */
export function createFakeRegistry(initial: Wallet[] = []) {
  const wallets = new Set(initial)
  const listeners = { register: new Set<(...w: Wallet[]) => void>(), unregister: new Set<(...w: Wallet[]) => void>() }
  return {
    get: () => [...wallets],
    on(event: 'register' | 'unregister', listener: (...w: Wallet[]) => void) {
      listeners[event].add(listener)
      return () => void listeners[event].delete(listener)
    },
    register(wallet: Wallet) {
      wallets.add(wallet)
      for (const l of listeners.register) l(wallet)
    },
    unregister(wallet: Wallet) {
      wallets.delete(wallet)
      for (const l of listeners.unregister) l(wallet)
    },
    listenerCount: () => listeners.register.size + listeners.unregister.size,
  }
}
