/**
 * Pre-built contract artifacts the devnet deploys unmodified: Uniswap V2 (WETH9, factory,
 * Router02) from the @uniswap npm builds and Multicall3 from viem's bundled creation code.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import type { CompiledContract } from './compile'

const nodeModulesDir = fileURLToPath(new URL('../node_modules/', import.meta.url))

interface UniswapArtifact {
  abi: Abi
  bytecode: string
}

function uniswapArtifact(pkg: 'v2-core' | 'v2-periphery', name: string): CompiledContract {
  const json = JSON.parse(readFileSync(`${nodeModulesDir}@uniswap/${pkg}/build/${name}.json`, 'utf8')) as UniswapArtifact
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`
  return { abi: json.abi, bytecode: bytecode as Hex }
}

/** Uniswap V2 artifacts (Router02's init-code hash matches the npm factory build). */
export function uniswapArtifacts(): { weth9: CompiledContract; factory: CompiledContract; router: CompiledContract } {
  return {
    weth9: uniswapArtifact('v2-periphery', 'WETH9'),
    factory: uniswapArtifact('v2-core', 'UniswapV2Factory'),
    router: uniswapArtifact('v2-periphery', 'UniswapV2Router02'),
  }
}

/**
 * Multicall3's creation code as bundled in viem. viem does not export it (its package
 * `exports` map hides `_esm/constants/contracts.js`), so it is read from the file.
 */
export function multicall3CreationCode(): Hex {
  const file = readFileSync(`${nodeModulesDir}viem/_esm/constants/contracts.js`, 'utf8')
  const match = /export const multicall3Bytecode = '(0x[0-9a-fA-F]+)'/.exec(file)
  if (!match?.[1]) throw new Error('multicall3Bytecode not found in viem/_esm/constants/contracts.js')
  return match[1] as Hex
}
