import { readPageConfig } from './config'
import { createMobileWallet, type MobileWallet, type PendingItem } from './createMobileWallet'
import { describeParams } from './describeParams'
import { createKeyValueStorage, localStore } from './storage'

/** Builds an element with text content only (names and params come from a dapp: untrusted). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value)
  return node
}

const describe = (item: PendingItem) =>
  item.kind === 'proposal'
    ? `${item.dapp.name} (${item.dapp.url}) asks to connect: ${item.chains.join(', ')}`
    : item.kind === 'auth'
      ? `${item.dapp.name} (${item.dapp.url}) asks you to sign in to ${item.domain} on ${item.chains.join(', ')}`
      : `${item.dapp.name} asks for ${item.method} on ${item.chainId}: ${describeParams(item.method, item.params)}`

function render(root: HTMLElement, wallet: MobileWallet, status: string) {
  const pending = el('ul', undefined, { 'aria-label': 'Requests' })
  for (const item of wallet.pending()) {
    const row = el('li', undefined, { 'data-testid': `pending-${item.kind}` })
    row.append(el('p', describe(item)))
    const approve = el('button', item.kind === 'proposal' ? 'Approve' : item.kind === 'auth' ? 'Sign in' : 'Sign', { type: 'button' })
    const reject = el('button', 'Reject', { type: 'button' })
    approve.addEventListener('click', () => void wallet.approve(item.id))
    reject.addEventListener('click', () => void wallet.reject(item.id))
    row.append(approve, reject)
    pending.append(row)
  }
  const sessions = el('p', `Sessions: ${wallet.sessions().length}`, { 'data-testid': 'sessions' })
  const disconnect = el('button', 'Disconnect all', { type: 'button' })
  disconnect.addEventListener('click', () => void wallet.disconnectAll())
  root.querySelector('[data-slot=live]')?.replaceChildren(el('p', status, { role: 'status' }), sessions, disconnect, pending)
}

async function start() {
  const root = document.getElementById('root')
  if (!root) return
  const config = readPageConfig(document)
  const wallet = await createMobileWallet({
    relayUrl: config.relayUrl,
    evmChains: config.evmChains,
    solanaChains: config.solanaChains,
    solanaRpc: config.solanaRpc,
    storage: createKeyValueStorage('portico-mobile-wallet:', localStore(window.localStorage)),
  })
  let status = 'Ready: paste a WalletConnect link.'
  const form = el('form')
  const input = el('textarea', undefined, { 'aria-label': 'WalletConnect link', rows: '3', cols: '48', name: 'uri' })
  input.value = new URLSearchParams(location.search).get('uri') ?? ''
  form.append(el('label', 'WalletConnect link'), input, el('button', 'Pair', { type: 'submit' }))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    status = 'Pairing...'
    render(root, wallet, status)
    wallet.pair(input.value.trim()).then(
      () => ((status = 'Paired: waiting for the proposal.'), render(root, wallet, status)),
      (error: unknown) => ((status = `Pairing failed: ${error instanceof Error ? error.message : String(error)}`), render(root, wallet, status)),
    )
  })
  root.replaceChildren(
    el('h1', 'Portico mobile wallet'),
    el('p', `EVM ${wallet.keys.evm.address}`),
    el('p', config.solanaChains.length ? `Solana ${wallet.keys.solana.address}` : 'Solana: not served (no local Solana chain configured)'),
    form,
    el('div', undefined, { 'data-slot': 'live' }),
  )
  wallet.onChange(() => render(root, wallet, status))
  render(root, wallet, status)
}

void start()
