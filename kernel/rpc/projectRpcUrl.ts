/**
 * CAIP-2 ids of the chains a project RPC service serves by default (spec section 7: "for a
 * listed set of chains"). The spec does not list them; this default is the spec's eip155 swap
 * networks (section 9) plus Solana mainnet and devnet. Pass your own list as
 * `projectRpcUrl({ chains })` when your RPC service serves other chains.
 *
 * @example
 * import { PROJECT_RPC_CHAINS } from 'portico'
 * PROJECT_RPC_CHAINS.includes('eip155:8453') // true
 */
export const PROJECT_RPC_CHAINS: readonly string[] = Object.freeze([
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
])

/** Arguments of {@link projectRpcUrl}. @example const p: ProjectRpcUrlParameters = { rpcBase: 'https://rpc.example.org', chainId: 'eip155:1', projectId: 'abc' } */
export type ProjectRpcUrlParameters = {
  /** Base URL of the project RPC service (the host config's `projectRpcUrl`). */
  rpcBase: string
  /** CAIP-2 id of the chain, e.g. `eip155:1`. */
  chainId: string
  /** The host's project id. */
  projectId: string
  /** Chains the service serves. Default {@link PROJECT_RPC_CHAINS}. */
  chains?: readonly string[] | undefined
}

/** Query-encodes a value but keeps CAIP's `:` readable, as the service expects `eip155:1`. */
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':')

/**
 * The project RPC endpoint for a chain: `{rpcBase}/v1/?chainId={id}&projectId={id}` (spec
 * section 7), or `undefined` when the chain is not in `chains` or the project id is empty, so
 * the caller falls back to the chain's public RPC URLs.
 *
 * @example
 * import { projectRpcUrl } from 'portico'
 * projectRpcUrl({ rpcBase: 'https://rpc.example.org', chainId: 'eip155:1', projectId: 'abc' })
 * // 'https://rpc.example.org/v1/?chainId=eip155:1&projectId=abc'
 */
export function projectRpcUrl(parameters: ProjectRpcUrlParameters): string | undefined {
  const { rpcBase, chainId, projectId, chains = PROJECT_RPC_CHAINS } = parameters
  if (!projectId || !chains.includes(chainId)) return undefined
  return `${rpcBase.replace(/\/+$/, '')}/v1/?chainId=${encode(chainId)}&projectId=${encode(projectId)}`
}
