// `npm run demo`: starts every local service the demo needs and the demo host (Vite dev
// server), prints the URLs, and stops everything on Ctrl-C.
import { createServer } from 'vite'
import { startDemoServices } from '../hosts/demo/server/services'
import { startDemoEmbeddedWallet } from '../hosts/demo/server/embeddedWallet'
import { demoViteConfig } from '../hosts/demo/vite.config'

const services = await startDemoServices()
const vite = await createServer(demoViteConfig(services.config))
await vite.listen(Number(process.env.PORT ?? 5173))
const local = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'
// The embedded wallet (issue 7) allows the demo's origin, known once Vite listens.
const embedded = await startDemoEmbeddedWallet(services.config, [...new Set([new URL(local).origin, new URL(local).origin.replace('localhost', '127.0.0.1')])])
services.config.embeddedWallet = embedded.config

console.log(`
Portico demo is running.
  demo host        ${local}
  demo, no wallet  ${local}?wallet=none
  local chain 1    ${services.config.chains[0]?.rpcUrl} (chain 31337: tokens, Multicall3, Uniswap V2)
  local chain 2    ${services.config.chains[1]?.rpcUrl} (chain 31338: unknown to the dev wallet)
  mobile wallet    ${local}mobile-wallet/ (WalletConnect: pair it with the QR view's link)
  WC relay         ${services.config.walletConnect?.relayUrl}
  wallet frame     ${embedded.wallet.frameUrl} (email login; auth server on the same origin, PGlite)
  dev mailbox      ${embedded.wallet.mailboxUrl} (the one-time codes and device links)
The dev wallet asks for approval in a panel at the bottom left. Ctrl-C stops everything.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await vite.close()
  await embedded.wallet.stop()
  await services.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
