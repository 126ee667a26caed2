import * as z from 'zod/mini'
import {
  base58Encode, type ChainNamespace, type ConnectionService, InvalidWalletResponseError, MethodNotSupportedError,
} from 'portico'

const hexSignature = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))
const objectSignature = z.object({ signature: z.string().check(z.minLength(1)) })

const utf8Hex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** How each namespace signs a text, through `connection.request` (so `onRpcRequest` applies). */
const signers: Partial<Record<ChainNamespace, (connection: ConnectionService, address: string, text: string) => Promise<string>>> = {
  eip155: async (connection, address, text) => {
    const result = hexSignature.safeParse(await connection.request('eip155', { method: 'personal_sign', params: [utf8Hex(text), address] }))
    if (!result.success) throw new InvalidWalletResponseError('personal_sign')
    return result.data
  },
  solana: async (connection, address, text) => {
    const params = { message: base58Encode(new TextEncoder().encode(text)), pubkey: address }
    const result = objectSignature.safeParse(await connection.request('solana', { method: 'solana_signMessage', params }))
    if (!result.success) throw new InvalidWalletResponseError('solana_signMessage')
    return result.data.signature
  },
  polkadot: async (connection, address, text) => {
    const result = objectSignature.safeParse(await connection.request('polkadot', { method: 'polkadot_signMessage', params: { address, message: text } }))
    if (!result.success) throw new InvalidWalletResponseError('polkadot_signMessage')
    return result.data.signature
  },
  bip122: async (connection, address, text) => {
    const result = objectSignature.safeParse(await connection.request('bip122', { method: 'signMessage', params: { address, message: text } }))
    if (!result.success) throw new InvalidWalletResponseError('signMessage')
    return result.data.signature
  },
}

/**
 * Asks the connected wallet to sign a sign-in text: `personal_sign` (UTF-8 as hex) on eip155,
 * `solana_signMessage` (base58 bytes) on solana, `signMessage` on bip122 (base64 signature),
 * `polkadot_signMessage` on polkadot (hex; wallets sign it `<Bytes>`-wrapped). The answer is
 * validated; the signature is hex (eip155) or base58 (solana).
 *
 * @example
 * import { signSiwxText } from 'portico/plugins/siwx'
 * const signature = await signSiwxText(portico.connection, 'eip155', '0xf39F...', message.toString())
 */
export async function signSiwxText(connection: ConnectionService, namespace: ChainNamespace, address: string, text: string): Promise<string> {
  const signer = signers[namespace]
  if (!signer) throw new MethodNotSupportedError(`${namespace} sign message`)
  return signer(connection, address, text)
}
