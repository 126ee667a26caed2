import { safeWalletName, truncateAddress, type CaipNetwork } from 'portico'
import { decodeAggregate3, encodeAggregate3 } from 'portico/chains/eip155'
import { decodeAbiText, DECIMALS_SELECTOR, NAME_SELECTOR, SYMBOL_SELECTOR, word } from './abi'
import type { NodeReader } from './nodeReader'

/** What the history shows of a token contract. */
export type TokenMetadata = { name: string; symbol: string; decimals: number }

/** A token contract to describe: a fungible token reads `decimals()` too. */
export type TokenQuery = { address: string; fungible: boolean }

/**
 * Reads token names, symbols and decimals, each contract once per instance: the network's
 * configured `tokens` need no call; the others are read in ONE Multicall3 `aggregate3` eth_call
 * when the network names a Multicall3 contract, else with plain eth_calls sent in the same tick
 * (one batch POST). A call that fails leaves a fallback: the truncated address as name, no
 * symbol, 0 decimals (ERC-20 makes `decimals()` optional). Names are untrusted: control and
 * bidi characters are removed.
 *
 * @example
 * const metadata = createTokenMetadataCache(network)
 * const tokens = await metadata.load(reader, [{ address: usdc, fungible: true }])
 * tokens.get(usdc.toLowerCase())?.symbol // 'USDC'
 */
export function createTokenMetadataCache(network: CaipNetwork) {
  const known = new Map<string, Promise<TokenMetadata>>(
    (network.tokens ?? []).map((token) => [token.address.toLowerCase(), Promise.resolve({ name: safeWalletName(token.name), symbol: safeWalletName(token.symbol), decimals: token.decimals })]),
  )
  const multicall = network.contracts?.multicall3?.address

  async function read(reader: NodeReader, queries: TokenQuery[]): Promise<TokenMetadata[]> {
    const calls = queries.flatMap(({ address, fungible }) => [NAME_SELECTOR, SYMBOL_SELECTOR, ...(fungible ? [DECIMALS_SELECTOR] : [])].map((callData) => ({ target: address, callData })))
    const answers: (string | undefined)[] = multicall
      ? decodeAggregate3(await reader.call(multicall, encodeAggregate3(calls))).map((result) => (result.success ? result.returnData : undefined))
      : await Promise.all(calls.map((call) => reader.call(call.target, call.callData).catch(() => undefined)))
    if (answers.length !== calls.length) throw new Error(`aggregate3 answered ${answers.length} results for ${calls.length} calls`)
    let at = 0
    return queries.map(({ address, fungible }) => {
      const [name, symbol, decimals] = [answers[at++], answers[at++], fungible ? answers[at++] : undefined]
      const decimalsValue = decimals === undefined ? undefined : word(decimals, 0)
      return {
        name: safeWalletName((name && decodeAbiText(name)) ?? '') || truncateAddress(address),
        symbol: safeWalletName((symbol && decodeAbiText(symbol)) ?? ''),
        decimals: decimalsValue !== undefined && decimalsValue <= 255n ? Number(decimalsValue) : 0,
      }
    })
  }

  return {
    /** Metadata of `queries` by lower-case address. */
    async load(reader: NodeReader, queries: TokenQuery[]): Promise<Map<string, TokenMetadata>> {
      const missing = queries.filter((query, i) => !known.has(query.address.toLowerCase()) && queries.findIndex((q) => q.address.toLowerCase() === query.address.toLowerCase()) === i)
      if (missing.length > 0) {
        const loading = read(reader, missing)
        missing.forEach((query, i) => {
          const one = loading.then((all) => all[i] as TokenMetadata)
          known.set(query.address.toLowerCase(), one)
          // A failed read is forgotten, so the next page tries again.
          one.catch(() => known.delete(query.address.toLowerCase()))
        })
      }
      const entries = await Promise.all(queries.map(async (query) => [query.address.toLowerCase(), await known.get(query.address.toLowerCase())] as const))
      return new Map(entries.filter((entry): entry is readonly [string, TokenMetadata] => entry[1] !== undefined))
    },
  }
}

/** The per-network token metadata cache. */
export type TokenMetadataCache = ReturnType<typeof createTokenMetadataCache>
