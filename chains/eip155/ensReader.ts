import * as z from 'zod/mini'
import type { NetworkOf, RpcService } from 'portico'

/** The ENS registry on Ethereum mainnet, Sepolia and Holesky; a network may name another in `contracts.ensRegistry`. */
export const ENS_REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

const ZERO = '0x0000000000000000000000000000000000000000'
const hexData = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

const abi = [
  { type: 'function', name: 'resolver', stateMutability: 'view', inputs: [{ name: 'node', type: 'bytes32' }], outputs: [{ type: 'address' }] },
  { type: 'function', name: 'addr', stateMutability: 'view', inputs: [{ name: 'node', type: 'bytes32' }], outputs: [{ type: 'address' }] },
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [{ name: 'node', type: 'bytes32' }], outputs: [{ type: 'string' }] },
  {
    type: 'function', name: 'text', stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }, { name: 'key', type: 'string' }], outputs: [{ type: 'string' }],
  },
] as const

/** Reads ENS records of one network over JSON-RPC. */
export type EnsReader = {
  /** name -> address (checksummed), undefined when unset. The name is ENSIP-15 normalised first. */
  address(name: string): Promise<string | undefined>
  /** The reverse record of an address, not yet verified forward. */
  reverseName(address: string): Promise<string | undefined>
  /** A text record of a name (`avatar`, ...). */
  text(name: string, key: string): Promise<string | undefined>
}

/**
 * ENS resolution with plain `eth_call`s through the kernel transport (viem loaded with
 * `import()` for ABI coding, namehash and ENSIP-15 normalisation). A name whose registry entry or
 * resolver is unset, or a registry without code (`0x` answer), reads as undefined; RPC failures
 * throw.
 *
 * @example
 * const ens = createEnsReader(services.rpc, mainnet)
 * await ens.address('vitalik.eth')
 */
export function createEnsReader(rpc: RpcService, network: NetworkOf<'eip155'>): EnsReader {
  const registry = network.contracts?.['ensRegistry']?.address ?? ENS_REGISTRY
  const transport = rpc.forNetwork(network)
  const viem = import('viem')
  const call = async <F extends (typeof abi)[number]['name']>(to: string, functionName: F, args: readonly unknown[]) => {
    const { encodeFunctionData, decodeFunctionResult } = await viem
    const data = encodeFunctionData({ abi, functionName, args } as never)
    const answer = hexData.parse(await transport.request({ method: 'eth_call', params: [{ to, data }, 'latest'] }))
    if (answer === '0x') return undefined
    return decodeFunctionResult({ abi, functionName, data: answer as `0x${string}` } as never) as unknown as string
  }
  const resolverOf = async (node: string) => {
    const resolver = await call(registry, 'resolver', [node])
    return resolver && resolver !== ZERO ? resolver : undefined
  }
  const nodeOf = async (name: string) => {
    const { namehash } = await viem
    const { normalize } = await import('viem/ens')
    return namehash(normalize(name))
  }
  const record = async <F extends 'addr' | 'name' | 'text'>(node: string, functionName: F, args: readonly unknown[]) => {
    const resolver = await resolverOf(node)
    return resolver ? call(resolver, functionName, args) : undefined
  }
  return {
    async address(name) {
      const node = await nodeOf(name)
      const address = await record(node, 'addr', [node])
      if (!address || address === ZERO) return undefined
      return (await viem).getAddress(address)
    },
    async reverseName(address) {
      const { namehash } = await viem
      const node = namehash(`${address.toLowerCase().slice(2)}.addr.reverse`)
      return (await record(node, 'name', [node])) || undefined
    },
    async text(name, key) {
      const node = await nodeOf(name)
      return (await record(node, 'text', [node, key])) || undefined
    },
  }
}
