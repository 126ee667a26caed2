import { devnetAddresses } from '../../../devnet/addresses'
import { startEmbeddedWallet, type EmbeddedWallet } from '../../embedded-wallet/server/startEmbeddedWallet'
import { startDevSocialProviders } from '../../embedded-wallet/server/social/devProviders'
import { startDevFarcasterRelay } from '../../embedded-wallet/server/farcaster/devRelay'
import type { DemoConfig } from './demoConfig'

/** The demo's project id (the demo App passes it to createPortico). */
export const DEMO_PROJECT_ID = 'portico-demo'

/**
 * Starts the embedded wallet for the demo (issue 7): the auth server with PGlite, the dev
 * mailbox, the dev social providers (issue 19) and the frame on `localhost`, allowing `hostOrigins` to embed the frame and signing
 * on the demo's chains. Returns what goes into the demo config.
 *
 * @example
 * const wallet = await startDemoEmbeddedWallet(services.config, ['http://127.0.0.1:5173'])
 * services.config.embeddedWallet = wallet.config
 */
export async function startDemoEmbeddedWallet(
  config: DemoConfig,
  hostOrigins: string[],
  options: { databaseUrl?: string; testClock?: boolean } = {},
): Promise<{ wallet: EmbeddedWallet; config: NonNullable<DemoConfig['embeddedWallet']> }> {
  // Smart accounts on the devnet: its ERC-4337 entry point and factory, and its funded bundler key.
  const { chainId: devnetChainId, smartAccounts, farcaster } = devnetAddresses()
  // Social login (issue 19): one local OAuth/OIDC provider per social provider, each with its
  // login page to pick a test user.
  const social = await startDevSocialProviders()
  // Sign In With Farcaster: a local relay whose approval page signs as a dev fid's wallet; the
  // fids' custody addresses are read from the devnet's IdRegistry on the local chain.
  const devnetRpcUrl = config.chains.find((chain) => chain.chainId === devnetChainId)?.rpcUrl
  if (!devnetRpcUrl) throw new Error(`The demo config has no devnet chain (${devnetChainId}) to read Farcaster custody from`)
  const farcasterRelay = await startDevFarcasterRelay()
  const started = await startEmbeddedWallet({
    projects: [{ id: DEMO_PROJECT_ID, origins: hostOrigins }],
    chains: config.chains.map((chain) =>
      chain.chainId === devnetChainId ? { ...chain, smartAccount: { entryPoint: smartAccounts.entryPoint, factory: smartAccounts.factory } } : chain,
    ),
    bundlerKey: smartAccounts.bundler.privateKey,
    databaseUrl: options.databaseUrl ?? process.env.PORTICO_WALLET_DATABASE_URL,
    testClock: options.testClock,
    socialProviders: social.configs,
    farcaster: { relayUrl: farcasterRelay.url, idRegistry: { rpcUrl: devnetRpcUrl, address: farcaster.idRegistry } },
  })
  const wallet: EmbeddedWallet = {
    ...started,
    async stop() {
      await started.stop()
      await social.stop()
      await farcasterRelay.stop()
    },
  }
  return { wallet, config: { frameUrl: wallet.frameUrl, mailboxUrl: wallet.mailboxUrl } }
}
