import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { verifyEip155Signature } from './verifyEip155Signature'

// Issue 14: a plain account's signature never depends on the RPC node's word.
const TRUE_WORD = `0x${'0'.repeat(63)}1`

test('issue 14: a lying RPC node cannot validate a wrong signature for an address without code; ECDSA decides', async () => {
  const victim = privateKeyToAccount(generatePrivateKey())
  const attacker = privateKeyToAccount(generatePrivateKey())
  const message = 'example.com wants you to sign in'
  const asked: string[] = []
  // Says "valid" to every contract call and reports no code anywhere.
  const lying = async ({ method }: { method: string; params?: unknown }) => {
    asked.push(method)
    return method === 'eth_getCode' ? '0x' : TRUE_WORD
  }
  const forged = await attacker.signMessage({ message })
  await expect(verifyEip155Signature({ address: victim.address, message, signature: forged, request: lying })).resolves.toBe(false)
  expect(asked).not.toContain('eth_call')
  // The right key verifies with no RPC call at all.
  asked.length = 0
  await expect(verifyEip155Signature({ address: victim.address, message, signature: await victim.signMessage({ message }), request: lying })).resolves.toBe(true)
  expect(asked).toEqual([])
})
