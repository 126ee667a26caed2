import * as z from 'zod/mini'
import {
  ChainNotSupportedError, InvalidRequestParamsError, InvalidWalletResponseError, MethodNotSupportedError, NotConnectedError, normalizeWalletError,
  type CaipAddress, type CaipNetworkId, type Connector, type ConnectorAccount, type ConnectorEvent, type ConnectorInfo,
} from 'portico'
import type { InjectedExtension } from './discoverPolkadotExtensions'
import { encodeSs58, ss58FormatOf, ss58PublicKey } from './ss58'

/** The polkadot methods `request` serves (WalletConnect's names). */
export const POLKADOT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const

const injectedSchema = z.object({
  accounts: z.object({
    get: z.custom<(anyType?: boolean) => Promise<unknown>>((value) => typeof value === 'function'),
    subscribe: z.optional(z.custom<(listener: (accounts: unknown) => void) => unknown>((value) => typeof value === 'function')),
  }),
  signer: z.object({
    signRaw: z.optional(z.custom<(payload: { address: string; data: string; type: 'bytes' }) => Promise<unknown>>((value) => typeof value === 'function')),
    signPayload: z.optional(z.custom<(payload: unknown) => Promise<unknown>>((value) => typeof value === 'function')),
  }),
})
type Injected = z.infer<typeof injectedSchema>
const accountsSchema = z.array(z.looseObject({ address: z.string(), type: z.optional(z.string()), genesisHash: z.optional(z.nullable(z.string())) }))
const signatureSchema = z.looseObject({ signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{128,130}$/)) })
const requests = {
  polkadot_signMessage: z.looseObject({ address: z.string(), message: z.string().check(z.maxLength(20_000)) }),
  polkadot_signTransaction: z.looseObject({ address: z.string(), transactionPayload: z.looseObject({ address: z.optional(z.string()) }) }),
}

const utf8Hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`
/** The genesis hash an extension account is tied to matches a network when it starts with the CAIP-2 reference. */
const onNetwork = (genesisHash: string | null | undefined, networkId: CaipNetworkId) =>
  !genesisHash || genesisHash.toLowerCase().startsWith(`0x${networkId.split(':')[1] ?? ''}`)

/**
 * A {@link Connector} over a Polkadot extension (`window.injectedWeb3[name].enable(origin)`):
 * the extension's sr25519 and ed25519 accounts (not its Ethereum ones) for the network, each
 * address shown in the network's SS58 format (Polkadot '1…', Kusama, else the generic '5…').
 * `request` serves `polkadot_signMessage` (`{ address, message }` -> `{ signature }`, through
 * `signer.signRaw`, which signs the `<Bytes>`-wrapped text) and `polkadot_signTransaction`
 * (`{ address, transactionPayload }` -> `{ signature }`, through `signer.signPayload`).
 * `reconnect` enables again: an extension answers an origin it already authorised without a
 * prompt.
 *
 * @example
 * const connector = createPolkadotConnector({ info, extension: window.injectedWeb3['polkadot-js'], origin: location.origin })
 * await connector.connect({ network: polkadot }) // [{ caipAddress: 'polkadot:91b171bb…:1…' }]
 */
export function createPolkadotConnector(parameters: { info: ConnectorInfo; extension: InjectedExtension; origin: string }): Connector {
  const { info, extension, origin } = parameters
  let injected: Injected | undefined
  let networkId: CaipNetworkId | undefined
  /** Shown address (network format) -> the address as the extension knows it. */
  let addresses = new Map<string, string>()
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let stopWatching: (() => void) | undefined

  const wallet = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw normalizeWalletError(error)
    }
  }
  const toAccounts = (raw: unknown): ConnectorAccount[] => {
    const parsed = accountsSchema.safeParse(raw)
    const network = networkId
    if (!parsed.success || !network) return []
    addresses = new Map()
    for (const account of parsed.data) {
      const publicKey = ss58PublicKey(account.address)
      if (!publicKey || account.type === 'ethereum' || !onNetwork(account.genesisHash, network)) continue
      addresses.set(encodeSs58(publicKey, ss58FormatOf(network)), account.address)
    }
    return [...addresses.keys()].map((address) => ({ namespace: 'polkadot', caipAddress: `${network}:${address}` as CaipAddress, accountType: 'eoa', networkId: network }))
  }
  const enable = async (caipNetworkId: CaipNetworkId) => {
    const parsed = injectedSchema.safeParse(await wallet(() => extension.enable(origin)))
    if (!parsed.success) throw new InvalidWalletResponseError('enable')
    injected = parsed.data
    networkId = caipNetworkId
    return toAccounts(await wallet(() => parsed.data.accounts.get()))
  }
  const watch = () => {
    const subscribe = injected?.accounts.subscribe
    if (stopWatching || !subscribe || listeners.size === 0) return
    const stop = subscribe((raw) => {
      const accounts = toAccounts(raw)
      for (const listener of listeners) listener({ type: 'accountsChanged', namespace: 'polkadot', accounts })
    })
    stopWatching = typeof stop === 'function' ? () => void stop() : () => undefined
  }
  const signer = <K extends keyof Injected['signer']>(name: K, method: string): NonNullable<Injected['signer'][K]> => {
    const found = injected?.signer[name]
    if (!injected) throw new NotConnectedError('polkadot')
    if (!found) throw new MethodNotSupportedError(method)
    return found
  }
  const extensionAddress = (shown: string) => {
    const known = addresses.get(shown)
    if (!known) throw new InvalidRequestParamsError('polkadot: not an account of this wallet')
    return known
  }
  const signed = async (method: string, call: () => Promise<unknown>) => {
    const parsed = signatureSchema.safeParse(await wallet(call))
    if (!parsed.success) throw new InvalidWalletResponseError(method)
    return { signature: parsed.data.signature }
  }

  return {
    info,
    async connect({ network }) {
      const accounts = await enable(network.caipNetworkId)
      watch()
      return accounts
    },
    async reconnect({ network }) {
      const accounts = await enable(network.caipNetworkId)
      watch()
      return accounts
    },
    async disconnect() {
      // The extension protocol has no disconnect: forget the session on this side.
      stopWatching?.()
      stopWatching = undefined
      injected = undefined
      addresses = new Map()
    },
    async switchNetwork(network) {
      if (network.chainNamespace !== 'polkadot') throw new ChainNotSupportedError({ chain: network.caipNetworkId })
      networkId = network.caipNetworkId
    },
    async request({ method, params }) {
      const parse = <T>(schema: z.ZodMiniType<T>): T => {
        const parsed = schema.safeParse(params)
        if (!parsed.success) throw new InvalidRequestParamsError(method)
        return parsed.data
      }
      if (method === 'polkadot_signMessage') {
        const { address, message } = parse(requests.polkadot_signMessage)
        const signRaw = signer('signRaw', method)
        return signed(method, () => signRaw({ address: extensionAddress(address), data: utf8Hex(message), type: 'bytes' }))
      }
      if (method === 'polkadot_signTransaction') {
        const { address, transactionPayload } = parse(requests.polkadot_signTransaction)
        const signPayload = signer('signPayload', method)
        return signed(method, () => signPayload({ ...transactionPayload, address: extensionAddress(address) }))
      }
      throw new MethodNotSupportedError(method)
    },
    subscribe(listener) {
      listeners.add(listener)
      watch()
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        stopWatching?.()
        stopWatching = undefined
      }
    },
  }
}
