import type { ChainNamespace, SIWXMessageData } from 'portico'
import { SiwxVerificationError } from '../errors'
import { messageDataSchema } from '../schemas'

const NAMESPACES: Record<string, ChainNamespace> = { Ethereum: 'eip155', Solana: 'solana', Bitcoin: 'bip122', Polkadot: 'polkadot' }
const FIELDS: Record<string, keyof SIWXMessageData> = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
}

/**
 * Parses a message in the form {@link formatSiwxMessage} writes (EIP-4361 / CAIP-122) back into
 * its fields, e.g. what a wallet signed in a one-click sign-in. Throws
 * `SiwxVerificationError('malformed')` on any other text.
 *
 * @example
 * import { parseSiwxMessage } from 'portico/plugins/siwx'
 * parseSiwxMessage(text).nonce // 'k3J9x0aQ2mZt7LbE'
 */
export function parseSiwxMessage(text: string): SIWXMessageData {
  const lines = text.split('\n')
  const header = /^(\S+) wants you to sign in with your (Ethereum|Solana|Bitcoin|Polkadot) account:$/.exec(lines[0] ?? '')
  const namespace = header?.[2] ? NAMESPACES[header[2]] : undefined
  if (!header || !namespace || lines[2] !== '') throw new SiwxVerificationError('malformed', { details: 'header' })
  const raw: Record<string, unknown> = { domain: header[1], accountAddress: lines[1] }
  let index = 3
  if (lines[3] !== '') {
    raw.statement = lines[3]
    if (lines[4] !== '') throw new SiwxVerificationError('malformed', { details: 'statement' })
    index = 5
  } else index = 4
  for (; index < lines.length; index++) {
    const line = lines[index] ?? ''
    if (line === 'Resources:') {
      raw.resources = lines.slice(index + 1).map((entry) => {
        if (!entry.startsWith('- ')) throw new SiwxVerificationError('malformed', { details: 'resources' })
        return entry.slice(2)
      })
      break
    }
    const separator = line.indexOf(': ')
    const key = FIELDS[line.slice(0, separator)]
    if (separator < 0 || !key || key in raw) throw new SiwxVerificationError('malformed', { details: line })
    raw[key] = line.slice(separator + 2)
  }
  raw.chainId = `${namespace}:${String(raw.chainId)}`
  const parsed = messageDataSchema.safeParse(raw)
  if (!parsed.success) throw new SiwxVerificationError('malformed', { details: parsed.error.issues[0]?.message })
  return parsed.data
}
