import { startAnvil, type Devnet } from '../../devnet/anvil'
import { createRpcService, defineNetwork, type CaipNetwork, type ConnectionService, type RpcService } from 'portico'

/** A local anvil with the devnet state, its network, an RPC service and raw helpers (tests only). */
export type AnvilFixture = {
  devnet: Devnet
  network: CaipNetwork
  rpc: RpcService
  call(method: string, params?: unknown[]): Promise<unknown>
  /** ERC-20 `balanceOf` or the native balance, exact base units. */
  balance(address: string, token?: string): Promise<bigint>
  /** A connection whose wallet requests go straight to anvil (its accounts are unlocked), recording each. */
  connection(requests?: { method: string; params?: unknown }[]): ConnectionService
  stop(): Promise<void>
}

/** Starts anvil for a test file. */
export async function startAnvilFixture(): Promise<AnvilFixture> {
  const devnet = await startAnvil()
  const network = defineNetwork({
    chainNamespace: 'eip155', id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.url] } }, testnet: true,
  })
  const rpc = createRpcService({})
  const call = (method: string, params: unknown[] = []) => rpc.forNetwork(network).request({ method, params })
  const balance = async (address: string, token?: string) => {
    if (!token) return BigInt(String(await call('eth_getBalance', [address, 'latest'])))
    const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`
    return BigInt(String(await call('eth_call', [{ to: token, data }, 'latest'])))
  }
  const connection = (requests: { method: string; params?: unknown }[] = []) =>
    ({
      request: async (_namespace: string, args: { method: string; params?: unknown }) => {
        requests.push(args)
        return call(args.method, args.params as unknown[])
      },
    }) as unknown as ConnectionService
  return { devnet, network, rpc, call, balance, connection, stop: async () => { rpc.destroy(); await devnet.stop() } }
}

/** A fresh random address (a receiver with no history). */
export function randomAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
