import * as z from 'zod/mini'
import type { WalletKeys } from './accounts'
import { hexBytes } from './chainKeys'
import { WalletRpcError } from './walletRpcError'

/** The bip122 methods this wallet serves (spec section 7 lists sendTransfer, signMessage, signPsbt, getAccountAddresses). */
export const BIP122_WALLET_METHODS = ['signMessage', 'getAccountAddresses'] as const
/** The polkadot methods this wallet serves. */
export const POLKADOT_WALLET_METHODS = ['polkadot_signMessage'] as const

const bitcoinSignMessage = z.looseObject({
  account: z.string(),
  message: z.string().check(z.maxLength(10_000)),
  address: z.optional(z.string()),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})
const accountAddresses = z.looseObject({ account: z.string() })
/** The message-signing protocol of each account kind. */
const SIGNING_PROTOCOL = { p2pkh: 'ecdsa', p2tr: 'bip322' } as const
const polkadotSignMessage = z.looseObject({ address: z.string(), message: z.string().check(z.maxLength(20_000)) })

const toHex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
const text = (value: string) => new TextEncoder().encode(value)

/**
 * The bytes a Polkadot wallet signs for a raw message: the message (hex as bytes, else UTF-8)
 * wrapped in `<Bytes>` and `</Bytes>`, as polkadot-js `signRaw` does, so a signature can never
 * be a valid extrinsic.
 *
 * @example
 * polkadotSignedBytes('hello') // <Bytes>hello</Bytes> as UTF-8
 */
export function polkadotSignedBytes(message: string): Uint8Array {
  const body = /^0x([0-9a-fA-F]{2})*$/.test(message) ? hexBytes(message) : text(message)
  const [open, close] = [text('<Bytes>'), text('</Bytes>')]
  const out = new Uint8Array(open.length + body.length + close.length)
  out.set(open)
  out.set(body, open.length)
  out.set(close, open.length + body.length)
  return out
}

/**
 * Answers a bip122 or polkadot session request with the wallet's keys (WalletConnect's Bitcoin
 * and Polkadot RPC): `signMessage` (`{ account, message, address?, protocol?: 'ecdsa' | 'bip322' }`
 * -> `{ address, signature, messageHash: hex }`: base64 BIP-137 for a P2PKH account, base64
 * BIP-322 "simple" for a P2TR account; the other protocol -> -32602), `getAccountAddresses`
 * (`{ account }` -> `[{ address, publicKey, intention: 'payment' }]`), `polkadot_signMessage`
 * (`{ address, message }` -> `{ signature: 0x sr25519 }`). Params are validated; another
 * account -> 4100; `undefined` for any other method.
 *
 * @example
 * await handleBip122PolkadotRequest(keys, { method: 'polkadot_signMessage', params: { address, message: 'hi' } })
 */
export async function handleBip122PolkadotRequest(keys: WalletKeys, request: { method: string; params: unknown }): Promise<{ result: unknown } | undefined> {
  const { method, params } = request
  const parse = <T>(schema: z.ZodMiniType<T>): T => {
    const parsed = schema.safeParse(params)
    if (!parsed.success) throw new WalletRpcError(-32602, `Invalid params for ${method}`)
    return parsed.data
  }
  const own = (address: string, mine: string) => {
    if (address !== mine) throw new WalletRpcError(4100, 'Unknown account')
  }
  switch (method) {
    case 'signMessage': {
      const { account, address, message, protocol } = parse(bitcoinSignMessage)
      own(address ?? account, keys.bitcoin.address)
      // Each account signs one way: P2PKH with BIP-137 (ecdsa), P2TR with BIP-322 (no ECDSA form proves a taproot address).
      if (protocol && protocol !== SIGNING_PROTOCOL[keys.bitcoin.addressType]) throw new WalletRpcError(-32602, `The ${keys.bitcoin.addressType} account signs with ${SIGNING_PROTOCOL[keys.bitcoin.addressType]}`)
      const { signature, messageHash } = keys.bitcoin.signMessage(message)
      return { result: { address: keys.bitcoin.address, signature, messageHash: toHex(messageHash).slice(2) } }
    }
    case 'getAccountAddresses': {
      own(parse(accountAddresses).account, keys.bitcoin.address)
      return { result: [{ address: keys.bitcoin.address, publicKey: toHex(keys.bitcoin.publicKey).slice(2), intention: 'payment' }] }
    }
    case 'polkadot_signMessage': {
      const { address, message } = parse(polkadotSignMessage)
      own(address, keys.polkadot.address)
      return { result: { signature: toHex(keys.polkadot.sign(polkadotSignedBytes(message))) } }
    }
    default:
      return undefined
  }
}

/**
 * The bip122 and polkadot namespaces the wallet offers for approval: its Bitcoin and Polkadot
 * accounts on each chain given, with the methods it serves.
 *
 * @example
 * bip122PolkadotNamespaces(keys, { bip122Chains: ['bip122:000000000019d6689c085ae165831e93'] }).bip122?.accounts
 */
export function bip122PolkadotNamespaces(keys: WalletKeys, chains: { bip122Chains?: string[] | undefined; polkadotChains?: string[] | undefined }, events: string[]) {
  const entry = (list: string[], methods: readonly string[], address: string) => ({ chains: list, methods: [...methods], events, accounts: list.map((c) => `${c}:${address}`) })
  const { bip122Chains = [], polkadotChains = [] } = chains
  return {
    ...(bip122Chains.length ? { bip122: entry(bip122Chains, BIP122_WALLET_METHODS, keys.bitcoin.address) } : {}),
    ...(polkadotChains.length ? { polkadot: entry(polkadotChains, POLKADOT_WALLET_METHODS, keys.polkadot.address) } : {}),
  }
}
