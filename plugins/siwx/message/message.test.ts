import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { SiwxVerificationError } from '../errors'
import { createNonce } from './createNonce'
import { createSiwxMessage } from './createSiwxMessage'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const page = { host: 'dapp.example', href: 'https://dapp.example/login' }
const NOW = Date.parse('2025-01-01T00:00:00.000Z')

describe('§3 SIWX message', () => {
  test('§3 behavior: EIP-4361 text parses and verifies with the siwe package', async () => {
    const message = createSiwxMessage(
      { chainId: 'eip155:1', accountAddress: account.address.toLowerCase() },
      { nonce: createNonce(), page, statement: 'Sign in to the demo', requestId: 'req-1', resources: ['https://dapp.example/terms'], notBefore: new Date(NOW - 1000), now: () => NOW },
    )
    const text = message.toString()
    const parsed = new SiweMessage(text)
    expect(parsed).toMatchObject({
      domain: 'dapp.example', address: account.address, uri: 'https://dapp.example/login', version: '1', chainId: 1, nonce: message.nonce,
      statement: 'Sign in to the demo', issuedAt: '2025-01-01T00:00:00.000Z', expirationTime: '2025-01-02T00:00:00.000Z',
      notBefore: '2024-12-31T23:59:59.000Z', requestId: 'req-1', resources: ['https://dapp.example/terms'],
    })
    const signature = await account.signMessage({ message: text })
    const result = await parsed.verify({ signature, domain: 'dapp.example', nonce: message.nonce, time: '2025-01-01T00:00:01.000Z' })
    expect(result.success).toBe(true)
    await expect(parsed.verify({ signature, domain: 'evil.example', nonce: message.nonce, time: '2025-01-01T00:00:01.000Z' })).rejects.toMatchObject({ success: false })
  })

  test('§3 behavior: without a statement the text still parses with siwe; the address is EIP-55', () => {
    const message = createSiwxMessage({ chainId: 'eip155:31337', accountAddress: account.address.toLowerCase() }, { nonce: 'abcdEFGH1234', page, now: () => NOW })
    expect(message.accountAddress).toBe(account.address)
    expect(new SiweMessage(message.toString()).chainId).toBe(31337)
    expect(message.toString()).toBe(
      [
        'dapp.example wants you to sign in with your Ethereum account:', account.address, '', '',
        'URI: https://dapp.example/login', 'Version: 1', 'Chain ID: 31337', 'Nonce: abcdEFGH1234',
        'Issued At: 2025-01-01T00:00:00.000Z', 'Expiration Time: 2025-01-02T00:00:00.000Z',
      ].join('\n'),
    )
  })

  test('§3 behavior: CAIP-122 form for solana and bip122', () => {
    const solana = createSiwxMessage(
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: 'So11111111111111111111111111111111111111112' },
      { nonce: 'abcdEFGH1234', page, statement: 'Hi', expiresInMs: null, now: () => NOW },
    )
    expect(solana.toString()).toBe(
      [
        'dapp.example wants you to sign in with your Solana account:', 'So11111111111111111111111111111111111111112', '', 'Hi', '',
        'URI: https://dapp.example/login', 'Version: 1', 'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Nonce: abcdEFGH1234', 'Issued At: 2025-01-01T00:00:00.000Z',
      ].join('\n'),
    )
    const bitcoin = formatSiwxMessage({ chainId: 'bip122:000000000019d6689c085ae165831e93', accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', domain: 'dapp.example', uri: 'https://dapp.example/', version: '1', nonce: 'abcdEFGH1234' })
    expect(bitcoin.split('\n')[0]).toBe('dapp.example wants you to sign in with your Bitcoin account:')
    expect(bitcoin).toContain('Chain ID: 000000000019d6689c085ae165831e93')
  })

  test('§3 behavior: parse is the inverse of format (every field)', () => {
    const message = createSiwxMessage(
      { chainId: 'eip155:10', accountAddress: account.address },
      { nonce: createNonce(), page, statement: 'One line', requestId: 'r', resources: ['ipfs://a', 'https://b.example'], notBefore: new Date(NOW), now: () => NOW },
    )
    const { toString: _t, ...data } = message
    expect(parseSiwxMessage(message.toString())).toEqual(data)
    const { statement: _s, ...noStatement } = data
    expect(parseSiwxMessage(formatSiwxMessage(noStatement))).toEqual(noStatement)
  })

  test('error: parse rejects other text; statements are one line; the domain is a host', () => {
    expect(() => parseSiwxMessage('hello')).toThrowError(SiwxVerificationError)
    expect(() => parseSiwxMessage(formatSiwxMessage({ chainId: 'eip155:1', accountAddress: account.address, domain: 'd.example', uri: 'https://d.example', version: '1', nonce: 'abcdEFGH1234' }) + '\nX: y')).toThrowError('The sign-in message does not match its fields')
    expect(() => createSiwxMessage({ chainId: 'eip155:1', accountAddress: account.address }, { nonce: 'abcdEFGH1234', page, statement: 'a\nb' })).toThrowError('one line')
    expect(() => createSiwxMessage({ chainId: 'eip155:1', accountAddress: account.address }, { nonce: 'abcdEFGH1234', page: { host: 'a b', href: 'https://a' } })).toThrowError(RangeError)
  })

  test('§3 behavior: nonces are random, alphanumeric, 32 characters by default', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()))
    expect(nonces.size).toBe(200)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(createNonce(8)).toHaveLength(8)
    expect(() => createNonce(7)).toThrowError(RangeError)
  })
})
