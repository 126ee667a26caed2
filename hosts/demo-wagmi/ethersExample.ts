import { BrowserProvider } from 'ethers'
import type { Portico } from 'portico'

/**
 * The README's ethers v6 example: a `BrowserProvider` on `portico.getProvider('eip155')`.
 * `getSigner()` asks `eth_requestAccounts`, which opens Portico's modal when nothing is connected.
 */
export async function signWithEthers(portico: Portico, message: string): Promise<{ address: string; signature: string }> {
  const provider = new BrowserProvider(portico.getProvider('eip155'))
  const signer = await provider.getSigner()
  return { address: await signer.getAddress(), signature: await signer.signMessage(message) }
}
