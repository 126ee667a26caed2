/**
 * Compiles the devnet's Solidity sources with solc-js (offline, wasm). Used only by
 * `build-state.ts`; tests and the demo load the pre-built state and never need solc.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

const contractsDir = fileURLToPath(new URL('./contracts/', import.meta.url))
const nodeModulesDir = fileURLToPath(new URL('../node_modules/', import.meta.url))

/** ABI and creation bytecode of one compiled contract. */
export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

type ImportResult = { contents: string } | { error: string }
const compileStandard = solc.compile as (input: string, callbacks: { import: (path: string) => ImportResult }) => string

/** Resolves `@openzeppelin/...` (and other package) imports from the project's node_modules. */
function findImport(path: string): ImportResult {
  try {
    return { contents: readFileSync(nodeModulesDir + path, 'utf8') }
  } catch {
    return { error: `devnet compile: import not found: ${path}` }
  }
}

/**
 * Compiles every `devnet/contracts/*.sol` file, or only `files` (names in that folder).
 * @returns the compiled contracts by contract name; throws on any compiler error.
 */
export function compileContracts(files?: readonly string[]): Record<string, CompiledContract> {
  const sources: Record<string, { content: string }> = {}
  for (const file of readdirSync(contractsDir).filter((f) => f.endsWith('.sol') && (!files || files.includes(f))).sort()) {
    sources[file] = { content: readFileSync(contractsDir + file, 'utf8') }
  }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      // cancun: runs on anvil and on any other current node; no metadata hash, so the
      // bytecode (and with it the dumped state) does not change with source comments.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(compileStandard(JSON.stringify(input), { import: findImport })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const result: Record<string, CompiledContract> = {}
  for (const file of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(file)) {
      result[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  return result
}
