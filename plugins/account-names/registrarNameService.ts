import { decodeFunctionResult, encodeFunctionData, type Hex } from 'viem'
import type { CaipNetwork } from 'portico'
import { AccountNameRegistrationError, AccountNamesUnsupportedError, AccountNameTakenError } from './errors'
import type { NameService } from './types'

/** The network contract name under which a chain declares its registrar (`network.contracts`). */
export const ACCOUNT_NAME_REGISTRAR_CONTRACT = 'accountNameRegistrar'

/** The registrar's interface (`devnet/contracts/PorticoSubnameRegistrar.sol`). */
export const subnameRegistrarAbi = [
  { type: 'function', name: 'available', stateMutability: 'view', inputs: [{ name: 'label', type: 'string' }], outputs: [{ type: 'bool' }] },
  { type: 'function', name: 'register', stateMutability: 'nonpayable', inputs: [{ name: 'label', type: 'string' }], outputs: [{ type: 'bytes32' }] },
  { type: 'function', name: 'nameOf', stateMutability: 'view', inputs: [{ name: 'account', type: 'address' }], outputs: [{ type: 'string' }] },
  { type: 'function', name: 'parentName', stateMutability: 'view', inputs: [], outputs: [{ type: 'string' }] },
] as const

/** How long {@link createRegistrarNameService} waits for a registration to be mined. */
export const REGISTRATION_TIMEOUT_MS = 60_000
/** How often it asks for the receipt meanwhile (the spec's transport poll interval, section 9). */
export const RECEIPT_POLL_MS = 4_000

/** What {@link createRegistrarNameService} needs. */
export type RegistrarNameServiceParameters = {
  /** Reads of `network` (JSON-RPC: `eth_call`, `eth_getTransactionReceipt`), e.g. `portico.services.rpc.forNetwork`. */
  rpc(network: CaipNetwork): { request(args: { method: string; params?: unknown }): Promise<unknown> }
  /** Receipt poll interval in ms; default {@link RECEIPT_POLL_MS} (a local chain mines at once: poll faster). */
  pollMs?: number
}

const registrarOf = (network: CaipNetwork): Hex | undefined =>
  network.chainNamespace === 'eip155' ? (network.contracts?.[ACCOUNT_NAME_REGISTRAR_CONTRACT]?.address as Hex | undefined) : undefined

/**
 * The default {@link NameService}: a first-come ENS-subname registrar contract on the chain, found
 * in `network.contracts.accountNameRegistrar` (a network without one has no names). Reads go over
 * JSON-RPC; a registration is one `eth_sendTransaction` from the account to `register(label)`,
 * sent only after the name was checked available, and resolves once it is mined.
 *
 * @example
 * import { createRegistrarNameService } from 'portico/plugins/account-names'
 * const names = createRegistrarNameService({ rpc: (network) => portico.services.rpc.forNetwork(network) })
 * await names.isAvailable('alice', localChain) // true
 */
export function createRegistrarNameService(parameters: RegistrarNameServiceParameters): NameService {
  const pollMs = parameters.pollMs ?? RECEIPT_POLL_MS
  const parents = new Map<string, Promise<string>>()
  const call = async <const F extends 'available' | 'nameOf' | 'parentName'>(network: CaipNetwork, functionName: F, args: readonly unknown[]) => {
    const to = registrarOf(network)
    if (!to) throw new AccountNamesUnsupportedError(network.caipNetworkId)
    const data = encodeFunctionData({ abi: subnameRegistrarAbi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
    const result = (await parameters.rpc(network).request({ method: 'eth_call', params: [{ to, data }, 'latest'] })) as Hex
    return decodeFunctionResult({ abi: subnameRegistrarAbi, functionName, data: result } as Parameters<typeof decodeFunctionResult>[0])
  }
  const service: NameService = {
    supports: (network) => registrarOf(network) !== undefined,
    parentName(network) {
      let parent = parents.get(network.caipNetworkId)
      if (!parent) {
        parent = call(network, 'parentName', []).then((value) => String(value))
        parent.catch(() => parents.delete(network.caipNetworkId))
        parents.set(network.caipNetworkId, parent)
      }
      return parent
    },
    isAvailable: async (label, network) => (await call(network, 'available', [label])) === true,
    async nameOf(address, network) {
      const name = String(await call(network, 'nameOf', [address]))
      return name || undefined
    },
    async register({ label, address, network, wallet }) {
      // Refused before anything is signed (the contract refuses it too).
      if (!(await service.isAvailable(label, network))) throw new AccountNameTakenError(label)
      const to = registrarOf(network) as Hex
      const data = encodeFunctionData({ abi: subnameRegistrarAbi, functionName: 'register', args: [label] })
      const hash = (await wallet.request({ method: 'eth_sendTransaction', params: [{ from: address, to, data }] })) as Hex
      await waitForReceipt(parameters.rpc(network), hash, pollMs)
      return { name: `${label}.${await service.parentName(network)}` }
    },
  }
  return service
}

/** Waits for a transaction's receipt; a reverted one or none within the time-out throws. */
async function waitForReceipt(rpc: ReturnType<RegistrarNameServiceParameters['rpc']>, hash: Hex, pollMs: number): Promise<void> {
  const deadline = Date.now() + REGISTRATION_TIMEOUT_MS
  for (;;) {
    const receipt = (await rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as { status?: string } | null
    if (receipt) {
      if (receipt.status === '0x1') return
      throw new AccountNameRegistrationError(`transaction ${hash} reverted`)
    }
    if (Date.now() > deadline) throw new AccountNameRegistrationError(`transaction ${hash} not mined`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

