import { encodeAbiParameters, encodeEventTopics, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { defineNetwork } from 'portico'
import { buildTransaction, type TransactionFacts } from './buildTransaction'
import type { NodeLog } from './nodeReader'

// Logs written with viem (the oracle), read back by the provider's own decoders.
const events = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
])
const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const other = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const zero = '0x0000000000000000000000000000000000000000'
const collection = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const network = defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const hash = `0x${'11'.repeat(32)}`

const log = (topics: readonly unknown[], data: `0x${string}` = '0x', index = 0): NodeLog => ({
  address: collection,
  topics: topics as string[],
  data,
  blockNumber: '0x10',
  transactionHash: hash,
  transactionIndex: '0x0',
  logIndex: `0x${index.toString(16)}`,
})

function facts(logs: NodeLog[], patch: Partial<TransactionFacts['transaction']> = {}, status = '0x1'): TransactionFacts {
  return {
    account,
    network,
    transaction: { hash, from: other, to: collection, value: '0x0', nonce: '0x2', input: '0x', blockNumber: '0x10', transactionIndex: '0x0', ...patch },
    receipt: { transactionHash: hash, status, logs },
    timestamp: 1_741_996_800,
    frames: [],
    internalOperations: [],
    tokens: new Map([[collection, { name: 'Portico Art', symbol: 'PART', decimals: 0 }]]),
  }
}

describe('NFT transfers from logs', () => {
  test('§3 ERC-721: a mint to the account is "mint", the NFT named by collection and id (its contract and token id kept), not spam', () => {
    const minted = buildTransaction(facts([log(encodeEventTopics({ abi: events, eventName: 'Transfer', args: { from: zero, to: account, tokenId: 7n } }))]))
    expect(minted.metadata).toMatchObject({ operationType: 'mint', status: 'confirmed', nonce: 2, minedAt: '2025-03-15T00:00:00.000Z', chain: 'eip155:31337' })
    expect(minted.transfers).toEqual([{ nft_info: { name: 'Portico Art #7', contract_address: collection, token_id: '7', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }])
  })

  test('§3 ERC-721: sent to another account is "send"; burnt is "burn"', () => {
    const sent = buildTransaction(facts([log(encodeEventTopics({ abi: events, eventName: 'Transfer', args: { from: account, to: other, tokenId: 7n } }))], { from: account }))
    expect(sent.metadata.operationType).toBe('send')
    expect(sent.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '1' } })
    const burnt = buildTransaction(facts([log(encodeEventTopics({ abi: events, eventName: 'Transfer', args: { from: account, to: zero, tokenId: 7n } }))], { from: account }))
    expect(burnt.metadata.operationType).toBe('burn')
  })

  test('§3 ERC-1155: single and batch transfers with their amounts; other parties\' transfers in the same receipt are left out', () => {
    const single = log(encodeEventTopics({ abi: events, eventName: 'TransferSingle', args: { operator: other, from: other, to: account } }), encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [3n, 25n]), 0)
    const batch = log(
      encodeEventTopics({ abi: events, eventName: 'TransferBatch', args: { operator: other, from: account, to: other } }),
      encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n, 2n], [10n, 20n]]),
      1,
    )
    const unrelated = log(encodeEventTopics({ abi: events, eventName: 'TransferSingle', args: { operator: other, from: other, to: zero } }), encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [9n, 1n]), 2)
    const item = buildTransaction(facts([single, batch, unrelated]))
    expect(item.metadata.operationType).toBe('trade')
    expect(item.transfers).toEqual([
      { nft_info: { name: 'Portico Art #1', contract_address: collection, token_id: '1', flags: { is_spam: false } }, direction: 'out', quantity: { numeric: '10' } },
      { nft_info: { name: 'Portico Art #2', contract_address: collection, token_id: '2', flags: { is_spam: false } }, direction: 'out', quantity: { numeric: '20' } },
      { nft_info: { name: 'Portico Art #3', contract_address: collection, token_id: '3', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '25' } },
    ])
  })

  test('behavior: setApprovalForAll is "approve"; a reverted transaction moves nothing and keeps what it tried to be', () => {
    const approval = log(encodeEventTopics({ abi: events, eventName: 'ApprovalForAll', args: { owner: account, operator: other } }), encodeAbiParameters([{ type: 'bool' }], [true]))
    expect(buildTransaction(facts([approval], { from: account, input: '0xa22cb465' })).metadata.operationType).toBe('approve')
    const reverted = buildTransaction(facts([], { from: account, to: other, value: '0x1' }, '0x0'))
    expect(reverted.metadata).toMatchObject({ operationType: 'send', status: 'failed' })
    expect(reverted.transfers).toEqual([])
    const call = buildTransaction(facts([], { from: account, input: '0x12345678' }))
    expect(call.metadata.operationType).toBe('execute')
  })
})
