/**
 * Compiles `SiwxSmartAccount.sol` with solc-js (offline) into `SiwxSmartAccount.json`, the
 * artifact the siwx tests deploy: `npx tsx devnet/contracts/compileSiwxSmartAccount.ts`.
 * `compileSiwxSmartAccount()` is also what the artifact test compares against.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

const dir = fileURLToPath(new URL('./', import.meta.url))
export const siwxArtifactPath = `${dir}SiwxSmartAccount.json`

/** ABI and creation code of the account and its factory. */
export type SiwxSmartAccountArtifact = Record<'SiwxSmartAccount' | 'SiwxAccountFactory', { abi: Abi; bytecode: Hex }>

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/** Compiles the contracts (same settings as the devnet: cancun, optimizer 200, no metadata hash). */
export function compileSiwxSmartAccount(): SiwxSmartAccountArtifact {
  const input = {
    language: 'Solidity',
    sources: { 'SiwxSmartAccount.sol': { content: readFileSync(`${dir}SiwxSmartAccount.sol`, 'utf8') } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse((solc.compile as (input: string) => string)(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contracts = output.contracts['SiwxSmartAccount.sol'] ?? {}
  const pick = (name: 'SiwxSmartAccount' | 'SiwxAccountFactory') => {
    const contract = contracts[name]
    if (!contract) throw new Error(`solc produced no ${name}`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  }
  return { SiwxSmartAccount: pick('SiwxSmartAccount'), SiwxAccountFactory: pick('SiwxAccountFactory') }
}

/** The committed artifact. */
export function loadSiwxSmartAccount(): SiwxSmartAccountArtifact {
  return JSON.parse(readFileSync(siwxArtifactPath, 'utf8')) as SiwxSmartAccountArtifact
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(siwxArtifactPath, `${JSON.stringify(compileSiwxSmartAccount(), null, 2)}\n`)
  console.log(`wrote ${siwxArtifactPath}`)
}
