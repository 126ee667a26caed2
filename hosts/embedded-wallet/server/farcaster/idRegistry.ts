import { createPublicClient, getAddress, http, parseAbi, zeroAddress, type Address } from 'viem'
import { AuthError } from '../errors'
import { farcasterMessages } from './farcasterService'

/** Farcaster's IdRegistry on OP Mainnet, where production reads custody addresses. */
export const OP_MAINNET_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Where the fids' custody addresses are read: a node's JSON-RPC URL and the IdRegistry on that chain. */
export type IdRegistryConfig = { rpcUrl: string; address: Address }

const idRegistryAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

/**
 * The fid's custody address read from the IdRegistry with an `eth_call` of `custodyOf(fid)`
 * (OP Mainnet's in production, the devnet's `LocalIdRegistry` in the demo and tests). An
 * unregistered fid (custody 0x0) or an unreachable node is a 502 naming the custody lookup.
 *
 * @example
 * const custodyOf = createIdRegistryCustody({ rpcUrl: 'https://mainnet.optimism.io', address: OP_MAINNET_ID_REGISTRY })
 * await custodyOf(3) // the custody address of fid 3
 */
export function createIdRegistryCustody(config: IdRegistryConfig): (fid: number) => Promise<Address> {
  const client = createPublicClient({ transport: http(config.rpcUrl, { timeout: 10_000, retryCount: 1 }) })
  return async (fid) => {
    const custody = await client.readContract({ address: config.address, abi: idRegistryAbi, functionName: 'custodyOf', args: [BigInt(fid)] }).catch(() => undefined)
    if (!custody || custody === zeroAddress) throw new AuthError(502, 'farcaster_custody', farcasterMessages.custody)
    return getAddress(custody)
  }
}
