import type { ChainNamespace, SIWXMessageData } from 'portico'

/** The blockchain name in the message header, per namespace (CAIP-122). */
const BLOCKCHAIN_NAMES: Record<ChainNamespace, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/**
 * Renders a sign-in message as the text the wallet signs: EIP-4361 on eip155 (parses and
 * verifies with the `siwe` package) and the CAIP-122 form, same layout, on solana, bip122 and
 * polkadot. `Chain ID` is the CAIP-2 reference (`1`, `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`).
 *
 * @example
 * import { formatSiwxMessage } from 'portico/plugins/siwx'
 * formatSiwxMessage({ chainId: 'eip155:1', accountAddress: '0xf39F...', domain: 'dapp.example',
 *   uri: 'https://dapp.example/', version: '1', nonce: 'k3J9x0aQ2mZt7LbE' })
 * // 'dapp.example wants you to sign in with your Ethereum account:\n0xf39F...\n\n\nURI: ...'
 */
export function formatSiwxMessage(data: SIWXMessageData): string {
  const [namespace, reference] = splitChainId(data.chainId)
  const header = `${data.domain} wants you to sign in with your ${BLOCKCHAIN_NAMES[namespace]} account:`
  const prefix = data.statement === undefined ? `${header}\n${data.accountAddress}\n\n` : `${header}\n${data.accountAddress}\n\n${data.statement}\n`
  const fields = [`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`]
  if (data.issuedAt !== undefined) fields.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) fields.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) fields.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) fields.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) fields.push(['Resources:', ...data.resources.map((r) => `- ${r}`)].join('\n'))
  return `${prefix}\n${fields.join('\n')}`
}

/** `eip155:1` -> ['eip155', '1']. */
export function splitChainId(chainId: SIWXMessageData['chainId']): [ChainNamespace, string] {
  const index = chainId.indexOf(':')
  return [chainId.slice(0, index) as ChainNamespace, chainId.slice(index + 1)]
}
