/**
 * Compiles `PorticoArt.sol` into `PorticoArt.json`, the NFT collection the history tests deploy
 * (it is not in the saved devnet state): `npx tsx devnet/contracts/compilePorticoArt.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileContracts, type CompiledContract } from '../compile'

export const porticoArtArtifactPath = fileURLToPath(new URL('./PorticoArt.json', import.meta.url))

/** ABI and creation code of the NFT collection. */
export function compilePorticoArt(): CompiledContract {
  const contract = compileContracts(['PorticoArt.sol']).PorticoArt
  if (!contract) throw new Error('solc produced no PorticoArt')
  return contract
}

/** The committed artifact. */
export function loadPorticoArt(): CompiledContract {
  return JSON.parse(readFileSync(porticoArtArtifactPath, 'utf8')) as CompiledContract
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(porticoArtArtifactPath, `${JSON.stringify(compilePorticoArt(), null, 2)}\n`)
  console.log(`wrote ${porticoArtArtifactPath}`)
}
