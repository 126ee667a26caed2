import type { IdentifierString } from '@wallet-standard/base'
import { isApprovalMode } from './approvals.js'
import type { DevChain } from './chains.js'
import { DEFAULT_CHAIN, parseChainId } from './chains.js'
import { BITCOIN_PROTOCOLS, isBitcoinProtocol } from './injectBitcoinPolkadot.js'
import type { DevWalletConfig } from './install.js'

type Getter = (name: string) => string | null | undefined

const bool = (value: string | null | undefined): boolean | undefined => {
  if (value === null || value === undefined) return undefined
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase())
}

const parseChain = (raw: unknown): DevChain => {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('a chain must be { chainId, rpcUrl, name }')
  const c = raw as Record<string, unknown>
  if (typeof c.rpcUrl !== 'string') throw new TypeError('a chain needs rpcUrl')
  const chainId = parseChainId(c.chainId)
  return { chainId, rpcUrl: c.rpcUrl, name: typeof c.name === 'string' ? c.name : `Chain ${chainId}` }
}

/**
 * Reads a config from string settings, by name: `rpc`, `chainId`, `chainName`, `chains` (JSON),
 * `chainIndex`, `mode`, `keys` (comma-separated), `solanaSeed`, `solanaRpc`, `solanaChains` (comma-separated),
 * `bitcoinSeed`, `bitcoinNetwork`, `bitcoinProtocol`, `polkadotSeed`,
 * and the flags `legacy`, `solana`, `bitcoin`, `polkadot`, `eip6963`, `panel`, `approveSwitchChain`, `switchOnAdd`;
 * also `storageKey`, `uuid`. Absent settings are left out.
 */
export function configFromStrings(get: Getter): DevWalletConfig {
  const config: DevWalletConfig = {}
  const chains = get('chains')
  const rpc = get('rpc') ?? get('rpcUrl')
  const chainId = get('chainId')
  if (chains) {
    const parsed: unknown = JSON.parse(chains)
    if (!Array.isArray(parsed)) throw new TypeError('chains must be a JSON array')
    config.chains = parsed.map(parseChain)
  } else if (rpc || chainId) {
    const id = chainId ? parseChainId(chainId) : DEFAULT_CHAIN.chainId
    config.chains = [{ chainId: id, rpcUrl: rpc ?? DEFAULT_CHAIN.rpcUrl, name: get('chainName') ?? `Chain ${id}` }]
  }
  const chainIndex = get('chainIndex')
  if (chainIndex) config.chainIndex = Number(chainIndex)
  const mode = get('mode')
  if (mode) {
    if (!isApprovalMode(mode)) throw new TypeError(`Unknown approval mode: ${mode}`)
    config.mode = mode
  }
  const keys = get('keys')
  if (keys) config.keys = keys.split(',').map((k) => k.trim()).filter(Boolean)
  const seed = get('solanaSeed')
  if (seed) config.solanaSeed = seed
  const solanaRpc = get('solanaRpc')
  if (solanaRpc) config.solanaRpc = solanaRpc
  const solanaChains = get('solanaChains')
  if (solanaChains) config.solanaChains = solanaChains.split(',').map((c) => c.trim() as IdentifierString)
  for (const text of ['bitcoinSeed', 'polkadotSeed'] as const) {
    const value = get(text)
    if (value) config[text] = value
  }
  const bitcoinNetwork = get('bitcoinNetwork')
  if (bitcoinNetwork) {
    if (bitcoinNetwork !== 'mainnet' && bitcoinNetwork !== 'testnet') throw new TypeError(`Unknown Bitcoin network: ${bitcoinNetwork}`)
    config.bitcoinNetwork = bitcoinNetwork
  }
  const bitcoinProtocol = get('bitcoinProtocol')
  if (bitcoinProtocol) {
    if (!isBitcoinProtocol(bitcoinProtocol)) throw new TypeError(`Unknown Bitcoin protocol: ${bitcoinProtocol} (one of ${BITCOIN_PROTOCOLS.join(', ')})`)
    config.bitcoinProtocol = bitcoinProtocol
  }
  for (const flag of ['legacy', 'solana', 'bitcoin', 'polkadot', 'eip6963', 'panel', 'approveSwitchChain', 'switchOnAdd'] as const) {
    const value = bool(get(flag))
    if (value !== undefined) config[flag] = value
  }
  for (const text of ['storageKey', 'uuid'] as const) {
    const value = get(text)
    if (value) config[text] = value
  }
  return config
}

/**
 * Reads a config object (e.g. `window.__porticoDevWalletConfig`): string values are parsed as
 * in {@link configFromStrings}; `chains`, `keys` and `solanaChains` may also be arrays.
 */
export function configFromObject(raw: unknown): DevWalletConfig {
  if (typeof raw !== 'object' || raw === null) return {}
  const obj = raw as Record<string, unknown>
  const asString = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined
    if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? value.join(',') : JSON.stringify(value)
    return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
  const config = configFromStrings((name) => asString(obj[name]))
  if (obj.solanaSeed instanceof Uint8Array) config.solanaSeed = obj.solanaSeed
  return config
}

/**
 * The config for the auto-installing bundle: the script's `src` query string, then its
 * `data-*` attributes, then `window.__porticoDevWalletConfig`, later sources winning.
 * Needs no inline script, so it works under `script-src 'self'`.
 */
export function configFromPage(script: HTMLOrSVGScriptElement | null, win: Window): DevWalletConfig {
  let fromQuery: DevWalletConfig = {}
  let fromData: DevWalletConfig = {}
  const el = script as HTMLScriptElement | null
  if (el && typeof el.src === 'string' && el.src !== '') {
    const query = new URL(el.src, win.location.href).searchParams
    fromQuery = configFromStrings((name) => query.get(name))
  }
  if (el?.dataset) {
    const dataset = el.dataset
    fromData = configFromStrings((name) => dataset[name])
  }
  return { ...fromQuery, ...fromData, ...configFromObject(win.__porticoDevWalletConfig) }
}
