import { describe, expect, test } from 'vitest'
import { accountsForNetwork, approvedAccounts } from './sessionAccounts'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = 'FVen3X669xLzsi6N2V91DoiyzHzg1uAgqiT8jZ9nS96Z'

describe('approvedAccounts', () => {
  test('§3 behavior: accounts per approved namespace, from CAIP-10 entries', () => {
    const approved = approvedAccounts({
      eip155: { accounts: [`eip155:1:${EVM}`, `eip155:31337:${EVM}`], methods: [], events: [] },
      solana: { accounts: [`solana:localnet:${SOL}`], methods: [], events: [] },
    })
    expect(approved.eip155?.map((a) => a.networkId)).toEqual(['eip155:1', 'eip155:31337'])
    expect(approved.solana).toEqual([{ networkId: 'solana:localnet', address: SOL, caipAddress: `solana:localnet:${SOL}` }])
  })

  test('error: malformed wallet data is dropped, never trusted', () => {
    expect(approvedAccounts('nope')).toEqual({})
    expect(approvedAccounts({ eip155: { accounts: 'x', methods: [], events: [] } })).toEqual({})
    const approved = approvedAccounts({
      eip155: { accounts: ['eip155:1:0x123', `eip155:1:${EVM}:extra`, `solana:localnet:${SOL}`, `cosmos:hub:${EVM}`, `eip155:1:${EVM}`], methods: [], events: [] },
    })
    expect(approved).toEqual({ eip155: [{ networkId: 'eip155:1', address: EVM, caipAddress: `eip155:1:${EVM}` }] })
  })
})

describe('accountsForNetwork', () => {
  const approved = approvedAccounts({ eip155: { accounts: [`eip155:1:${EVM}`, `eip155:31337:${EVM}`], methods: [], events: [] } })
  test('behavior: the requested network when approved, else the first approved chain', () => {
    expect(accountsForNetwork(approved, 'eip155', 'eip155:31337')).toEqual([{ namespace: 'eip155', caipAddress: `eip155:31337:${EVM}`, accountType: 'eoa', networkId: 'eip155:31337' }])
    expect(accountsForNetwork(approved, 'eip155', 'eip155:10')[0]?.networkId).toBe('eip155:1')
    expect(accountsForNetwork(approved, 'solana', 'solana:localnet')).toEqual([])
  })
})
