import { DevWalletProvider } from '../eip1193.js'
import type { ProviderOptions } from '../eip1193.js'
import { memoryStorage } from '../storage.js'

/** Anvil dev account #0. */
export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Anvil dev account #1 and its key. */
export const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const ACCOUNT_1_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
/** A burn address to send value to. */
export const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

/** A provider on `rpcUrl` (chain 31337) with memory storage and a fixed origin. */
export const makeProvider = (rpcUrl: string, options: ProviderOptions = {}): DevWalletProvider =>
  new DevWalletProvider({
    chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }],
    storage: memoryStorage(),
    origin: 'http://dapp.test',
    ...options,
  })

/** {@link makeProvider}, already connected (the mode must let `eth_requestAccounts` through). */
export const connectedProvider = async (rpcUrl: string, options: ProviderOptions = {}): Promise<DevWalletProvider> => {
  const provider = makeProvider(rpcUrl, options)
  await provider.request({ method: 'eth_requestAccounts' })
  return provider
}

/** The error `promise` rejects with; fails when it resolves. */
export const errorOf = (promise: Promise<unknown>): Promise<{ code: number; message: string }> =>
  promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: { code: number; message: string }) => error,
  )

type Receipt = { status: string; from: string }

/** One `eth_getTransactionReceipt` straight from the node (null while not mined). */
const fetchReceipt = async (url: string, hash: unknown): Promise<Receipt | null> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
  })
  return ((await response.json()) as { result: Receipt | null }).result
}

/**
 * The receipt once the node has mined the transaction: anvil answers `eth_sendRawTransaction`
 * before its automine finishes, so the first lookup can come back empty on a busy machine.
 */
export const receipt = async (url: string, hash: unknown): Promise<Receipt | null> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mined = await fetchReceipt(url, hash)
    if (mined) return mined
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}
