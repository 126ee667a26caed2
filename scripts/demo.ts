// `npm run demo`: starts every local service the demo needs and the demo host (Vite dev
// server), prints the URLs, and stops everything on Ctrl-C.
import { demoLinks, startDevDemo } from '../hosts/demo/server/startDevDemo'

const demo = await startDevDemo(Number(process.env.PORT ?? 5173))
const lines = demoLinks(demo).map((link) => `  ${link.label.padEnd(16)} ${link.url} (${link.note})`)

console.log(`
Portico demo is running.
${lines.join('\n')}

Try it: Connect Wallet -> "Portico Dev Wallet", then approve in the dev wallet's panel at the
bottom left; or type any email and read its one-time code in the dev mailbox.
Ctrl-C stops everything.
`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await demo.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
