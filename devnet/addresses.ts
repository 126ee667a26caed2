/**
 * The shape of `devnet/state/addresses.json` and its loader. The file is written by
 * `build-state.ts` next to the anvil state it describes.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Address, Hex } from 'viem'

/** Absolute path of the dumped anvil state (`anvil --load-state`). */
export const devnetStatePath = fileURLToPath(new URL('./state/anvil-state.json', import.meta.url))
/** Absolute path of the addresses file that describes the state. */
export const devnetAddressesPath = fileURLToPath(new URL('./state/addresses.json', import.meta.url))

/** Symbols of the devnet's test tokens. */
export type DevnetTokenSymbol = 'PUSD' | 'PUSDC' | 'PUSDT'

/** One test ERC-20 on the devnet. */
export interface DevnetToken {
  address: Address
  name: string
  symbol: DevnetTokenSymbol
  decimals: number
  /** false for the USDT-style token: `transfer`/`transferFrom`/`approve` return no bool. */
  returnsBool: boolean
}

/** One of the extra ERC-20s for the 20-token balance benchmark (`BT1`..`BT17`, OpenZeppelin, 18 or 6 decimals). */
export interface DevnetBenchToken {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** A well-known anvil test account (public test mnemonic; never use these keys elsewhere). */
export interface DevnetAccount {
  address: Address
  privateKey: Hex
}

/** Everything deployed in the saved devnet state. */
export interface DevnetAddresses {
  chainId: number
  /** The public anvil/hardhat test mnemonic the accounts derive from. */
  mnemonic: string
  tokens: Record<DevnetTokenSymbol, DevnetToken>
  /** Multicall3 at its canonical address 0xcA11bde05977b3631167028862bE2a173976CA11. */
  multicall3: Address
  weth: Address
  factory: Address
  router: Address
  /** Uniswap V2 pairs with liquidity, keyed like `PUSD/WETH`. */
  pairs: Record<string, Address>
  /**
   * Local ENS: registry, public resolver and reverse registrar; `names` maps each `.eth` name to
   * its `addr` record, `reverse` each account with a reverse record to the name it claims.
   */
  ens: { registry: Address; resolver: Address; reverseRegistrar: Address; names: Record<string, Address>; reverse: Record<string, string> }
  /** 17 extra ERC-20s (`BT1`..`BT17`; accounts #0..#2 hold `i * 1000` of `BTi`), for the 20-token benchmark. */
  benchTokens: DevnetBenchToken[]
  /**
   * ERC-4337 smart accounts (`contracts/PorticoEntryPoint.sol`, `contracts/PorticoAccount.sol`):
   * the minimal EntryPoint (v0.7 `handleOps`, no gas accounting: the bundler sponsors), the
   * CREATE2 `PorticoAccountFactory`, and the bundler's key (mnemonic index 10, 1000 ETH).
   */
  smartAccounts: { entryPoint: Address; factory: Address; bundler: DevnetAccount }
  /**
   * Account names (`contracts/PorticoSubnameRegistrar.sol`): the first-come registrar of
   * subnames under `parent` (`portico.eth`, which it owns), for the account-names plugin.
   */
  accountNames: { registrar: Address; parent: string }
  /**
   * Farcaster (`contracts/LocalIdRegistry.sol`): the IdRegistry whose `custodyOf(fid)` Sign In
   * With Farcaster checks, and the dev fids registered there with their custody keys (mnemonic
   * indexes 11 and 12, no ETH).
   */
  farcaster: { idRegistry: Address; fids: { fid: number; custody: DevnetAccount }[] }
  /** Account that deployed everything (anvil dev account #9). */
  deployer: DevnetAccount
  /** Anvil dev accounts #0..#9, 10000 ETH each at start; #0..#2 also hold every test token. */
  accounts: DevnetAccount[]
  /** Token amount (whole tokens) minted to each of accounts #0..#2 and the deployer. */
  mintedPerAccount: string
  /** Block number and timestamp of the saved state's head. */
  blockNumber: number
  timestamp: number
}

/**
 * Reads `devnet/state/addresses.json`.
 * @throws if the state was never built (run `npx tsx devnet/build-state.ts`).
 */
export function devnetAddresses(): DevnetAddresses {
  return JSON.parse(readFileSync(devnetAddressesPath, 'utf8')) as DevnetAddresses
}
