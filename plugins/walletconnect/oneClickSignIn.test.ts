import UniversalProvider from '@walletconnect/universal-provider'
import { SiweMessage } from 'siwe'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { startRelay, type Relay } from '../../devnet/walletconnect/relay'
import { createMobileWallet, type MobileWallet } from '../../hosts/mobile-wallet/src/createMobileWallet'
import { createKeyValueStorage, mapStore } from '../../hosts/mobile-wallet/src/storage'
import { type CaipNetwork, createPortico, type Portico, type SIWXSession, solana, UserRejectedRequestError } from 'portico'
import siwx, { createLocalSiwx, getSiwx } from 'portico/plugins/siwx'
import { localEvmNetwork } from '../../test/support/localEvmNetwork'
import { createWalletConnectConnector } from './createWalletConnectConnector'
import { oneClickConnectParams, signInResults } from './oneClickSignIn'

const local = localEvmNetwork(31337)
const local2 = localEvmNetwork(31338)
const PAGE = { host: 'dapp.example', href: 'https://dapp.example/login' }

process.env.DISABLE_GLOBAL_CORE = 'true'
let relay: Relay
let prefix = 0
const cleanups: (() => Promise<unknown> | void)[] = []
beforeAll(async () => {
  vi.stubGlobal('location', PAGE)
  relay = await startRelay()
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await relay.stop()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await Promise.resolve(cleanup()).catch(() => undefined)
})

/** A Portico instance with the siwx plugin (local config) and the WalletConnect connector on the local relay. */
function setup(networks: readonly CaipNetwork[] = [local, local2]) {
  const sessions = new Map<string, string>()
  const events: { event: string; properties?: Record<string, unknown> | undefined }[] = []
  const portico: Portico = createPortico({
    networks, storage: { type: 'memory' }, logLevel: 'silent', onAnalyticsEvent: (event: (typeof events)[number]) => void events.push(event),
    metadata: { name: 'One-click test', description: '', url: 'https://dapp.example', icons: [] },
    siwx: createLocalSiwx({ statement: 'Sign in to the test dapp' }), plugins: [siwx()],
  })
  cleanups.push(() => portico.destroy())
  const load = async () => {
    const provider = await UniversalProvider.init({
      projectId: 'local', relayUrl: relay.url, telemetryEnabled: false, logger: 'silent', customStoragePrefix: `one-click-${++prefix}`,
      storage: createKeyValueStorage('dapp:', mapStore()), metadata: { name: 'One-click test', description: 'test', url: 'https://dapp.example', icons: [] },
    })
    cleanups.push(() => provider.client.core.relayer.transportClose())
    return provider
  }
  const connector = createWalletConnectConnector({ networks, load })
  portico.connection.addConnector(connector)
  const uri = () =>
    new Promise<string>((resolve) => {
      const check = () => {
        const state = connector.pairing.get()
        if (state.status !== 'ready') return
        unsubscribe()
        resolve(state.uri)
      }
      const unsubscribe = connector.pairing.subscribe(check)
      check()
    })
  const connect = () => {
    portico.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } })
    return portico.connection.connect('walletConnect')
  }
  const view = () => portico.getState().router.history.at(-1)?.view
  return { portico, connector, uri, connect, view, sessions, events }
}
async function phone(options: { oneClickAuth?: boolean } = {}): Promise<MobileWallet> {
  const wallet = await createMobileWallet({
    relayUrl: relay.url, evmChains: { 'eip155:31337': 'http://127.0.0.1:1', 'eip155:31338': 'http://127.0.0.1:2' },
    storagePrefix: `one-click-phone-${++prefix}`, ...options,
  })
  cleanups.push(() => wallet.stop())
  return wallet
}
const storedSessions = async (portico: Portico, chainId: 'eip155:31337' | 'eip155:31338', address: string): Promise<SIWXSession[]> =>
  getSiwx(portico).config?.getSessions(chainId, address) ?? []

describe('§4 WalletConnect one-click sign-in (universal provider connect with authentication, local relay + walletkit)', () => {
  test('§4 behavior: all chains eip155: the wallet signs one EIP-4361 message per chain; sessions are verified and stored; no sign view', async () => {
    const { portico, uri, connect, view, events } = setup()
    const wallet = await phone()
    const warn = vi.spyOn(console, 'warn')
    const connecting = connect()
    await wallet.pair(await uri())
    const auth = await wallet.next('auth')
    expect(auth).toMatchObject({ kind: 'auth', domain: 'dapp.example', chains: ['eip155:31337', 'eip155:31338'] })
    expect(wallet.pending().some((item) => item.kind === 'proposal')).toBe(false)
    await wallet.approve(auth.id)
    await connecting
    // The sign-in rode on the session proposal: not the SDK's deprecated `authenticate`, which warns.
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/authenticate/)
    warn.mockRestore()

    const address = wallet.keys.evm.address
    expect(portico.getState().connections.eip155).toMatchObject({ status: 'connected', caipAddress: `eip155:31337:${address}` })
    expect(view()).not.toBe('SIWXSignMessage')
    expect(portico.getState().siwx?.signedIn).toEqual([`eip155:31337:${address.toLowerCase()}`, `eip155:31338:${address.toLowerCase()}`])
    const [session] = await storedSessions(portico, 'eip155:31337', address)
    expect(await storedSessions(portico, 'eip155:31338', address)).toHaveLength(1)
    expect(session?.data).toMatchObject({ domain: 'dapp.example', uri: PAGE.href, accountAddress: address, chainId: 'eip155:31337' })
    // The stored text is what the wallet signed: EIP-4361, verified by the siwe package too.
    const parsed = new SiweMessage(session?.message ?? '')
    expect(parsed.statement).toBe('Sign in to the test dapp')
    expect((await parsed.verify({ signature: session?.signature ?? '', domain: 'dapp.example', nonce: session?.data.nonce })).success).toBe(true)
    // The session the wallet settled serves requests: no separate personal_sign step happened.
    expect(wallet.pending()).toEqual([])
    expect(wallet.sessions()).toHaveLength(1)
    // Spec section 7: the one-click sign-in reports SIWX_AUTH_SUCCESS like the sign view.
    expect(events.filter((e) => e.event.startsWith('SIWX_AUTH'))).toMatchObject([{ event: 'SIWX_AUTH_SUCCESS', properties: { network: 'eip155:31337' } }])
  })

  test('§4 behavior: a wallet without one-click sign-in approves the plain proposal; the normal sign view follows', async () => {
    const { portico, uri, connect, view } = setup()
    const wallet = await phone({ oneClickAuth: false })
    const connecting = connect()
    await wallet.pair(await uri())
    const proposal = await wallet.next('proposal')
    // The proposal asked for the sign-in; this wallet approves the session without signing it.
    expect(wallet.kit.getPendingSessionProposals()[0]?.requests?.authentication).toMatchObject([{ domain: 'dapp.example', chains: ['eip155:31337', 'eip155:31338'] }])
    await wallet.approve(proposal.id)
    await connecting
    expect(portico.getState().connections.eip155?.status).toBe('connected')
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(await storedSessions(portico, 'eip155:31337', wallet.keys.evm.address)).toEqual([])
    expect(portico.getState().siwx?.signedIn).toEqual([])
  })

  test('§4 error: CACAOs the siwx verifiers refuse (statement altered after signing) store nothing; the sign view follows', async () => {
    const { portico, uri, connect, view } = setup()
    const wallet = await phone()
    // The SDK hands the dapp the CACAOs unchecked: only the siwx plugin's signature check stands
    // between an altered message and a session. The wallet signs, then its answer is altered.
    const approveSession = wallet.kit.approveSession.bind(wallet.kit)
    wallet.kit.approveSession = (params) => {
      const authentication = params.proposalRequestsResponses?.authentication?.map((cacao) => ({ ...cacao, p: { ...cacao.p, statement: 'Sign in to another dapp' } }))
      return approveSession({ ...params, proposalRequestsResponses: { authentication } })
    }
    const connecting = connect()
    await wallet.pair(await uri())
    await wallet.approve((await wallet.next('auth')).id)
    await connecting
    expect(portico.getState().connections.eip155?.status).toBe('connected')
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(await storedSessions(portico, 'eip155:31337', wallet.keys.evm.address)).toEqual([])
    expect(portico.getState().siwx?.signedIn).toEqual([])
  })

  test('§4 error: a validly signed CACAO for a chain the host does not have is refused by the siwx verifiers; the sign view follows', async () => {
    const { portico, uri, connect, view } = setup()
    const wallet = await phone()
    const approveSession = wallet.kit.approveSession.bind(wallet.kit)
    wallet.kit.approveSession = async (params) => {
      const [signed] = params.proposalRequestsResponses?.authentication ?? []
      if (!signed) throw new Error('The wallet signed nothing')
      const iss = `did:pkh:eip155:1:${wallet.keys.evm.address}`
      const p = { ...signed.p, iss }
      const signature = await wallet.keys.evm.signMessage({ message: wallet.kit.formatAuthMessage({ request: p, iss }) })
      return approveSession({ ...params, proposalRequestsResponses: { authentication: [{ ...signed, p, s: { t: 'eip191', s: signature } }] } })
    }
    const connecting = connect()
    await wallet.pair(await uri())
    await wallet.approve((await wallet.next('auth')).id)
    await connecting
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(portico.getState().siwx?.signedIn).toEqual([])
    expect(await getSiwx(portico).config?.getSessions('eip155:1', wallet.keys.evm.address)).toEqual([])
  })

  test('§4 error: a declined sign-in rejects the connect as declined and stores nothing', async () => {
    const { portico, connector, uri, connect } = setup()
    const wallet = await phone()
    const connecting = connect()
    await wallet.pair(await uri())
    await wallet.reject((await wallet.next('auth')).id)
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(connector.pairing.get().status).toBe('failed')
    expect(portico.getState().connections.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(await storedSessions(portico, 'eip155:31337', wallet.keys.evm.address)).toEqual([])
    expect(wallet.sessions()).toEqual([])
  })

  test('§4 behavior: not every chain eip155 (solana listed): no authenticate, the plain proposal goes out', async () => {
    const { uri, connect } = setup([local, solana])
    const wallet = await phone()
    const connecting = connect()
    await wallet.pair(await uri())
    const proposal = await wallet.next('proposal')
    expect(wallet.pending().some((item) => item.kind === 'auth')).toBe(false)
    await wallet.approve(proposal.id)
    await connecting
  })
})

describe('§4 one-click helpers', () => {
  const request = { chains: ['eip155:1' as const, 'eip155:10' as const], domain: 'dapp.example', uri: 'https://dapp.example/', nonce: 'abcdEFGH1234', version: '1' as const, expirationTime: '2030-01-01T00:00:00.000Z' }
  const namespace = { chains: ['eip155:1', 'eip155:10'], methods: ['personal_sign'], events: ['chainChanged'], rpcMap: { '1': 'http://127.0.0.1:1' } }

  test('args: the connected network goes first; expiration maps to exp; the rpcMap travels along; the proposal lives 5 minutes', () => {
    expect(oneClickConnectParams(request, namespace, 'eip155:10')).toEqual({
      optionalNamespaces: { eip155: { ...namespace, chains: ['eip155:10', 'eip155:1'] } },
      authentication: [{ chains: ['eip155:10', 'eip155:1'], domain: 'dapp.example', uri: 'https://dapp.example/', nonce: 'abcdEFGH1234', ttl: 300, exp: '2030-01-01T00:00:00.000Z' }],
    })
  })

  test('error: malformed CACAOs are refused; none is an empty list', () => {
    const format = () => 'text'
    expect(signInResults(undefined, format)).toEqual([])
    const cacao = { h: { t: 'caip122' }, p: { iss: 'did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', domain: 'd', nonce: 'n' }, s: { t: 'eip191', s: '0xab' } }
    expect(signInResults([cacao], format)).toEqual([{ caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message: 'text', signature: '0xab' }])
    expect(() => signInResults([{ ...cacao, p: { ...cacao.p, iss: 'did:pkh:solana:1:abc' } }], format)).toThrow(TypeError)
    expect(() => signInResults([{ ...cacao, s: { t: 'eip191', s: 'nothex' } }], format)).toThrow(TypeError)
    expect(() => signInResults({}, format)).toThrow(TypeError)
  })
})
