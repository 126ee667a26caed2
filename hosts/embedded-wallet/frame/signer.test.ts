import { describe, expect, it, vi } from 'vitest'
import { stringToHex } from 'viem'
import type { AccountRunner } from './accountRunner'
import { describeRequest, readableText, signRequest, transactionCall } from './signer'

// Issue 14: no blind approvals. personal_sign shows the hex beside the text with control and
// bidirectional characters stripped; typed data is shown as the object that will be signed,
// re-serialised, and two equal keys are refused.
const from = '0x1111111111111111111111111111111111111111'
const typedData = {
  types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'to', type: 'address' }, { name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  domain: { name: 'Mailer' },
  message: { to: '0x2222222222222222222222222222222222222222', contents: 'hello' },
}

describe('describeRequest', () => {
  it('personal_sign: the text and its exact hex', () => {
    const request = describeRequest('personal_sign', [stringToHex('Sign in to Dapp'), from], from)
    expect(request.rows).toEqual([['Account', from], ['Message (hex)', stringToHex('Sign in to Dapp')]])
    expect(request.body).toBe('Sign in to Dapp')
    expect(request.note).toBeUndefined()
  })

  it('personal_sign: a plain-text message is signed as its UTF-8 bytes, and shown so', () => {
    expect(describeRequest('personal_sign', ['héllo', from], from).rows[1]).toEqual(['Message (hex)', stringToHex('héllo')])
  })

  it('personal_sign: control and bidirectional characters are stripped from the text shown, and the visitor is told', () => {
    // U+202E turns "Transfer 0001 ETH" into what reads as a different amount.
    const tricky = 'Approve \u202E0001\u202C ETH\u0007\u200F\nline two\tend'
    const request = describeRequest('personal_sign', [stringToHex(tricky), from], from)
    expect(request.body).toBe('Approve 0001 ETH\nline two\tend')
    expect(request.rows[1]).toEqual(['Message (hex)', stringToHex(tricky)])
    expect(request.note).toMatch(/Hidden control or direction characters were removed/)
  })

  it('personal_sign: bytes that are not UTF-8 are shown as hex only', () => {
    const request = describeRequest('personal_sign', ['0xff00fe', from], from)
    expect(request.body).toBeUndefined()
    expect(request.rows[1]).toEqual(['Message (hex)', '0xff00fe'])
    expect(request.note).toBe('This message is not text: the hex above is exactly what is signed.')
  })

  it('eth_signTypedData_v4: shown as the parsed object, re-serialised', () => {
    const compact = JSON.stringify(typedData)
    const { domain, types, primaryType, message } = typedData
    expect(describeRequest('eth_signTypedData_v4', [from, compact], from).body).toBe(JSON.stringify({ domain, types, primaryType, message }, null, 2))
  })

  it('eth_signTypedData_v4: a duplicate key is refused (JSON.parse would show one value and another parser sign the other)', () => {
    const twice = JSON.stringify(typedData).replace('"contents":"hello"', '"contents":"hello","to":"0x3333333333333333333333333333333333333333"')
    expect(() => describeRequest('eth_signTypedData_v4', [from, twice], from)).toThrow('Invalid typed data: duplicate key "to"')
  })

  it('readableText keeps tabs, newlines and ordinary text', () => {
    expect(readableText('a\tb\nc — ü 你好')).toBe('a\tb\nc — ü 你好')
  })
})

describe('signRequest', () => {
  it('signs exactly the typed data shown: a duplicate key never reaches the signer', async () => {
    const signTypedData = vi.fn(async () => '0xsig')
    const runner = { address: from, signTypedData } as unknown as AccountRunner
    const twice = JSON.stringify(typedData).replace('"name":"Mailer"', '"name":"Mailer","name":"Other"')
    await expect(signRequest({ method: 'eth_signTypedData_v4', params: [from, twice], runner })).rejects.toThrow('duplicate key "name"')
    expect(signTypedData).not.toHaveBeenCalled()
    await expect(signRequest({ method: 'eth_signTypedData_v4', params: [from, JSON.stringify(typedData)], runner })).resolves.toBe('0xsig')
  })
  it('issue 14: a transaction is sent with the gas and fees its approved fee was quoted from', async () => {
    const sendTransaction = vi.fn(async () => '0xhash')
    const runner = { address: from, sendTransaction } as unknown as AccountRunner
    const params = [{ from, to: '0x2222222222222222222222222222222222222222', value: '0x10', gas: '0x5208', maxFeePerGas: '0x3b9aca00' }]
    expect(transactionCall(params)).toEqual({ to: params[0]?.to, value: 16n, gas: 21_000n, maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: undefined })
    const fee = { gas: 21_000n, maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1n }
    await signRequest({ method: 'eth_sendTransaction', params, runner, fee })
    expect(sendTransaction).toHaveBeenCalledWith({ to: params[0]?.to, value: 16n, ...fee })
  })
})
