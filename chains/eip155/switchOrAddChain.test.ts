import { expect, test } from 'vitest'
import { ChainNotSupportedError, defineNetwork, UserRejectedRequestError } from 'portico'
import { switchOrAddChain } from './switchOrAddChain'

const network = defineNetwork({
  chainNamespace: 'eip155', id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.base.example'] } },
})
const unrecognized = Object.assign(new Error('Unrecognized chain'), { code: 4902 })

/** A wallet that answers each method from a script and records what it was asked. */
function wallet(answers: Record<string, (() => unknown)[]>) {
  const asked: [string, unknown][] = []
  const request = async (method: string, params: unknown) => {
    asked.push([method, params])
    const next = answers[method]?.shift()
    if (!next) throw new Error(`unexpected ${method}`)
    return next()
  }
  return { asked, request }
}

test('§4 §8 behavior: 4902 -> wallet_addEthereumChain without blockExplorerUrls when the network has none -> switch', async () => {
  const { asked, request } = wallet({ wallet_switchEthereumChain: [() => { throw unrecognized }, () => null], wallet_addEthereumChain: [() => null] })
  await switchOrAddChain({ network, request })
  expect(asked).toEqual([
    ['wallet_switchEthereumChain', [{ chainId: '0x2105' }]],
    ['wallet_addEthereumChain', [{ chainId: '0x2105', chainName: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['https://rpc.base.example'] }]],
    ['wallet_switchEthereumChain', [{ chainId: '0x2105' }]],
  ])
})

test('§8 error: 4902 from a wallet that may not be asked to add chains: Chain is not supported, no add', async () => {
  const { asked, request } = wallet({ wallet_switchEthereumChain: [() => { throw unrecognized }] })
  const switching = switchOrAddChain({ network, request, canAdd: false })
  await expect(switching).rejects.toBeInstanceOf(ChainNotSupportedError)
  await expect(switching).rejects.toThrow('Chain is not supported')
  expect(asked.map(([method]) => method)).toEqual(['wallet_switchEthereumChain'])
})

test('§4 error: a declined add stays a decline; a failed second switch is Chain is not supported', async () => {
  const declined = wallet({ wallet_switchEthereumChain: [() => { throw unrecognized }], wallet_addEthereumChain: [() => { throw new UserRejectedRequestError() }] })
  await expect(switchOrAddChain({ network, request: declined.request })).rejects.toBeInstanceOf(UserRejectedRequestError)
  const stuck = wallet({ wallet_switchEthereumChain: [() => { throw unrecognized }, () => { throw new Error('still unknown') }], wallet_addEthereumChain: [() => null] })
  await expect(switchOrAddChain({ network, request: stuck.request })).rejects.toThrow('Chain is not supported')
})
