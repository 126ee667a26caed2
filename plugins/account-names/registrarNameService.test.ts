import { defineNetwork, type CaipNetwork } from 'portico'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil, type Devnet } from '../../devnet/anvil'
import { AccountNamesUnsupportedError, AccountNameTakenError } from './errors'
import { createRegistrarNameService } from './registrarNameService'

let chain: Devnet
let network: CaipNetwork
let rpcId = 0
const jsonRpc = (url: string) => ({
  async request({ method, params }: { method: string; params?: unknown }) {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }) })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  },
})

beforeAll(async () => {
  chain = await startAnvil()
  network = defineNetwork({
    chainNamespace: 'eip155',
    id: 31337,
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
    testnet: true,
    contracts: { accountNameRegistrar: { address: chain.addresses.accountNames.registrar } },
  })
})
afterAll(async () => chain?.stop())

const service = () => createRegistrarNameService({ rpc: () => jsonRpc(chain.url), pollMs: 50 })
/** The connected account's wallet: anvil's unlocked dev accounts, counting what it is asked. */
const walletOf = (asked: string[]) => ({
  request: (args: { method: string; params?: unknown }) => {
    asked.push(args.method)
    return jsonRpc(chain.url).request(args)
  },
})

describe('§2 §5 the first-come subname registrar on the local chain', () => {
  test('behavior: a free name registers for the account: its ENS addr record, nameOf, and the name taken after', async () => {
    const names = service()
    const [alice] = chain.addresses.accounts.slice(4)
    const address = (alice as { address: string }).address
    expect(names.supports(network)).toBe(true)
    expect(await names.parentName(network)).toBe('portico.eth')
    expect(await names.isAvailable('alice-4', network)).toBe(true)
    expect(await names.nameOf(address, network)).toBeUndefined()
    const asked: string[] = []
    expect(await names.register({ label: 'alice-4', address, network, wallet: walletOf(asked) })).toEqual({ name: 'alice-4.portico.eth' })
    expect(asked).toEqual(['eth_sendTransaction'])
    expect(await names.nameOf(address, network)).toBe('alice-4.portico.eth')
    expect(await names.isAvailable('alice-4', network)).toBe(false)
  })

  test('error: a taken name is refused before the wallet is asked to sign', async () => {
    const names = service()
    const [first, second] = chain.addresses.accounts.slice(5) as { address: string }[]
    await names.register({ label: 'first-come', address: (first as { address: string }).address, network, wallet: walletOf([]) })
    const asked: string[] = []
    await expect(names.register({ label: 'first-come', address: (second as { address: string }).address, network, wallet: walletOf(asked) })).rejects.toBeInstanceOf(AccountNameTakenError)
    expect(asked).toEqual([])
  })

  test('§5 behavior: the contract applies the name rule too (short, upper-case or dotted labels are never available)', async () => {
    const names = service()
    for (const label of ['abc', 'Alice', 'al.ice', 'al_ice']) expect(await names.isAvailable(label, network)).toBe(false)
    expect(await names.isAvailable('abcd', network)).toBe(true)
  })

  test('error: a network without a registrar is not supported', async () => {
    const names = service()
    const bare = { ...network, contracts: {} }
    expect(names.supports(bare)).toBe(false)
    await expect(names.isAvailable('alice', bare)).rejects.toBeInstanceOf(AccountNamesUnsupportedError)
  })
})
