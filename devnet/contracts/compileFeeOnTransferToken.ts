/**
 * Compiles `FeeOnTransferToken.sol` into `FeeOnTransferToken.json`, the artifact the swap tests
 * deploy (it is not in the saved devnet state): `npx tsx devnet/contracts/compileFeeOnTransferToken.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileContracts, type CompiledContract } from '../compile'

export const feeOnTransferArtifactPath = fileURLToPath(new URL('./FeeOnTransferToken.json', import.meta.url))

/** ABI and creation code of the tax token. */
export function compileFeeOnTransferToken(): CompiledContract {
  const contract = compileContracts(['FeeOnTransferToken.sol']).FeeOnTransferToken
  if (!contract) throw new Error('solc produced no FeeOnTransferToken')
  return contract
}

/** The committed artifact. */
export function loadFeeOnTransferToken(): CompiledContract {
  return JSON.parse(readFileSync(feeOnTransferArtifactPath, 'utf8')) as CompiledContract
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(feeOnTransferArtifactPath, `${JSON.stringify(compileFeeOnTransferToken(), null, 2)}\n`)
  console.log(`wrote ${feeOnTransferArtifactPath}`)
}
