import { invalidParams } from './errors.js'

/** A chain the dev wallet can talk to. */
export interface DevChain {
  /** EIP-155 chain id. */
  chainId: number
  /** HTTP JSON-RPC endpoint. */
  rpcUrl: string
  /** Display name. */
  name: string
  /** Native currency, as given by `wallet_addEthereumChain`. */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /** Block explorer URLs, as given by `wallet_addEthereumChain`. */
  blockExplorerUrls?: string[]
}

/** The chain used when none is configured: anvil on its default port. */
export const DEFAULT_CHAIN: DevChain = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }

/** `31337` -> `'0x7a69'`. */
export const toHexChainId = (chainId: number): `0x${string}` => `0x${chainId.toString(16)}`

/**
 * Parses a chain id given as a number, a decimal string or a `0x` hex string.
 * Throws `-32602` when it is not a positive safe integer.
 */
export function parseChainId(value: unknown): number {
  let id: number = Number.NaN
  if (typeof value === 'number') id = value
  else if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) id = Number.parseInt(value.slice(2), 16)
  else if (typeof value === 'string' && /^[0-9]+$/.test(value)) id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParams(`bad chain id ${JSON.stringify(value)}`)
  return id
}

/** Reads the `{ chainId }` object of `wallet_switchEthereumChain`. */
export function parseSwitchChainParams(params: unknown): number {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== 'object' || first === null) throw invalidParams('expected [{ chainId }]')
  const { chainId } = first as { chainId?: unknown }
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) {
    throw invalidParams('chainId must be a 0x-prefixed hex string')
  }
  return parseChainId(chainId)
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Validates the `AddEthereumChainParameter` of `wallet_addEthereumChain` (EIP-3085) and
 * returns the chain it describes. Throws `-32602` with the reason when it is malformed.
 */
export function parseAddChainParams(params: unknown): DevChain {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== 'object' || first === null) throw invalidParams('expected [AddEthereumChainParameter]')
  const p = first as Record<string, unknown>
  if (typeof p.chainId !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]*$/.test(p.chainId)) {
    throw invalidParams('chainId must be a 0x-prefixed hex string without leading zeros')
  }
  const chainId = parseChainId(p.chainId)
  if (typeof p.chainName !== 'string' || p.chainName.trim() === '') throw invalidParams('chainName is required')
  if (!Array.isArray(p.rpcUrls) || p.rpcUrls.length === 0 || !p.rpcUrls.every(isHttpUrl)) {
    throw invalidParams('rpcUrls must be a non-empty array of http(s) URLs')
  }
  const chain: DevChain = { chainId, rpcUrl: p.rpcUrls[0] as string, name: p.chainName }
  if (p.nativeCurrency !== undefined) {
    const c = p.nativeCurrency as Record<string, unknown> | null
    if (
      typeof c !== 'object' ||
      c === null ||
      typeof c.name !== 'string' ||
      typeof c.symbol !== 'string' ||
      c.symbol.length < 2 ||
      c.symbol.length > 6 ||
      c.decimals !== 18
    ) {
      throw invalidParams('nativeCurrency must be { name, symbol (2-6 chars), decimals: 18 }')
    }
    chain.nativeCurrency = { name: c.name, symbol: c.symbol, decimals: 18 }
  }
  if (p.blockExplorerUrls !== undefined && p.blockExplorerUrls !== null) {
    if (!Array.isArray(p.blockExplorerUrls) || !p.blockExplorerUrls.every(isHttpUrl)) {
      throw invalidParams('blockExplorerUrls must be http(s) URLs')
    }
    chain.blockExplorerUrls = [...p.blockExplorerUrls] as string[]
  }
  return chain
}
