import { useMemo, useState, useSyncExternalStore } from 'react'
import { createPortico, isSupportedLocale, SUPPORTED_LOCALES, type AnyPlugin, type Portico } from 'portico'
import { ConnectButton, PorticoEmbedded, PorticoProvider, useAccount, useI18n, useNetwork, usePortico } from 'portico/react'
import theme from 'portico/plugins/theme'
import sendSolana from 'portico/plugins/send-solana'
import sendEvm from 'portico/plugins/send-evm'
import receive from 'portico/plugins/receive'
import accountNames from 'portico/plugins/account-names'
import historyPlugin, { createHttpHistoryService } from 'portico/plugins/history'
import walletConnect from 'portico/plugins/walletconnect'
import emailAuth from 'portico/plugins/email-auth'
import socialAuth from 'portico/plugins/social-auth'
import onramp, { coinbase, localOnramp, meld } from 'portico/plugins/onramp'
import { EmailPanel } from './EmailPanel'
import { WalletConnectPanel } from './WalletConnectPanel'
import { demoNetworks, demoSolanaNetworks, readDemoConfig } from './demoConfig'
import { demoConnectOptions } from './demoConnectOptions'
import { SolanaPanel } from './SolanaPanel'
import { BitcoinPolkadotPanel, demoBitcoinPolkadot } from './BitcoinPolkadotPanel'
import { demoSiwx, SiwxPanel } from './SiwxPanel'
import { SwitchNetworkForm } from './SwitchNetworkForm'
import { demoSwap, SwapPanel } from './demoSwap'

/** Settings live in the page URL, so a reload (and a test) reproduces them. */
type Settings = { themeMode: 'dark' | 'light'; themePlugin: boolean; embedded: boolean; exclude: string[] }

function readSettings(): Settings {
  const query = new URLSearchParams(location.search)
  return {
    themeMode: query.get('theme') === 'light' ? 'light' : 'dark',
    themePlugin: query.get('themePlugin') !== '0',
    embedded: query.get('embedded') === '1',
    exclude: query.getAll('exclude'),
  }
}

/** `?locale=ja`: the modal's language (absent: the page's language, else English). */
function readLocale() {
  const locale = new URLSearchParams(location.search).get('locale')
  return locale !== null && isSupportedLocale(locale) ? locale : undefined
}

function writeSettings(settings: Settings) {
  const query = new URLSearchParams(location.search)
  query.set('theme', settings.themeMode)
  query.set('themePlugin', settings.themePlugin ? '1' : '0')
  query.set('embedded', settings.embedded ? '1' : '0')
  history.replaceState(null, '', `?${query}`)
}

export function App() {
  const [settings, setSettings] = useState(readSettings)
  const portico = useMemo(() => {
    const config = readDemoConfig()
    const plugins: AnyPlugin[] = settings.themePlugin ? [theme()] : []
    plugins.push(sendSolana())
    plugins.push(sendEvm())
    plugins.push(receive())
    // Account names: subnames of portico.eth from the devnet's first-come registrar.
    plugins.push(accountNames())
    // Buy crypto: the local checkout (served by the demo server) funds the account on the local
    // chains for real; Coinbase and Meld are listed unavailable (no session-token server, no key).
    const localChains = config.chains.map((chain) => `eip155:${chain.chainId}` as const)
    plugins.push(onramp({ providers: [localOnramp({ checkoutUrl: `${location.origin}/onramp/checkout`, chains: localChains }), coinbase(), meld()] }))
    // Swaps on the devnet's Uniswap V2 router; `?swap=1inch|0x` uses the local aggregator servers.
    plugins.push(demoSwap(config))
    // Activity: the history read from the local node (logs, traces, receipts); no indexer needed.
    // `?historyIndexer=<url>` reads it from an indexer speaking the documented shape instead (tests).
    const historyIndexer = new URLSearchParams(location.search).get('historyIndexer')
    plugins.push(historyPlugin(historyIndexer ? { service: createHttpHistoryService({ baseUrl: historyIndexer }) } : {}))
    // Sign in with X: `?siwx=optional|required` (see SiwxPanel).
    const signIn = demoSiwx()
    if (signIn) plugins.push(signIn.plugin)
    // WalletConnect through the local relay, without the Verify iframe and telemetry (no internet
    // here); `?wcExpiry=<ms>` shortens the pairing life (tests).
    const wcExpiry = Number(new URLSearchParams(location.search).get('wcExpiry')) || undefined
    if (config.walletConnect) plugins.push(walletConnect({ verify: false, telemetryEnabled: false, pairingExpiryMs: wcExpiry }))
    // Email and social login through the embedded wallet frame (issues 7 and 19); `?email=0`
    // leaves both out (the social buttons sign in to the same wallet, through the same frame);
    // `?socialRedirect=1` signs in by redirect instead of a popup, as a Telegram mini-app does.
    if (config.embeddedWallet && new URLSearchParams(location.search).get('email') !== '0')
      plugins.push(emailAuth({ frameUrl: config.embeddedWallet.frameUrl }), socialAuth({ redirect: new URLSearchParams(location.search).get('socialRedirect') === '1' }))
    // Bitcoin and Polkadot browser wallets: `?bitcoin=1`, `?polkadot=1` (issue 20).
    const bitcoinPolkadot = demoBitcoinPolkadot()
    plugins.push(...bitcoinPolkadot.plugins)
    return createPortico({
      networks: [...demoNetworks(config), ...demoSolanaNetworks(config), ...bitcoinPolkadot.networks],
      metadata: { name: 'Portico demo', description: 'A host site for QA', url: location.origin, icons: [] },
      projectId: 'portico-demo',
      relayUrl: config.walletConnect?.relayUrl,
      themeMode: settings.themeMode,
      embedded: settings.embedded,
      excludeWallets: settings.exclude,
      plugins,
      siwx: signIn?.config,
      ...demoConnectOptions(),
      logLevel: 'warn',
      locale: readLocale(),
    })
  }, [settings])
  const mailboxUrl = readDemoConfig().embeddedWallet?.mailboxUrl
  const update = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch }
    writeSettings(next)
    setSettings(next)
  }
  return (
    <PorticoProvider key={JSON.stringify(settings)} portico={portico}>
      <main className="demo">
        <header className="demo-header">
          <h1>Portico demo host</h1>
          <ConnectButton className="demo-connect" />
          <a href="/mobile-wallet/" target="_blank" rel="noopener" data-testid="demo-mobile-wallet-link">
            Mobile wallet (WalletConnect)
          </a>
        </header>
        <section className="demo-controls" aria-label="Settings">
          <label>
            <input type="checkbox" checked={settings.themeMode === 'light'} onChange={(e) => update({ themeMode: e.target.checked ? 'light' : 'dark' })} /> Light theme
          </label>
          <label>
            <input type="checkbox" checked={settings.themePlugin} onChange={(e) => update({ themePlugin: e.target.checked })} /> Theme plugin
          </label>
          <label>
            <input type="checkbox" checked={settings.embedded} onChange={(e) => update({ embedded: e.target.checked })} /> Embedded mode
          </label>
          <LocalePicker portico={portico} />
        </section>
        <p className="demo-intro" data-testid="demo-intro">
          Try it: <strong>Connect Wallet</strong>, pick <strong>Portico Dev Wallet</strong> and approve in its panel at the
          bottom left (a browser wallet on local keys, EVM and Solana). Or type any email: its one-time code arrives in the{' '}
          {mailboxUrl ? <a href={mailboxUrl} target="_blank" rel="noopener">dev mailbox</a> : 'dev mailbox'}. Or open the mobile
          wallet above in another tab and pair it through WalletConnect.
        </p>
        {settings.embedded && <PorticoEmbedded />}
        <StatePanel portico={portico} />
        <WalletConnectPanel portico={portico} />
        <SwapPanel />
        <SiwxPanel portico={portico} />
        <EmailPanel portico={portico} />
        {portico.config.networks.some((n) => n.chainNamespace === 'solana') && <SolanaPanel portico={portico} />}
        {portico.config.networks.some((n) => n.chainNamespace === 'bip122' || n.chainNamespace === 'polkadot') && <BitcoinPolkadotPanel portico={portico} />}
      </main>
    </PorticoProvider>
  )
}

/** Switches the modal's language at run time (`portico.setLocale`), kept in the URL for a reload. */
function LocalePicker({ portico }: { portico: Portico }) {
  const { locale } = useI18n(portico)
  const choose = (value: string) => {
    if (!isSupportedLocale(value)) return
    const query = new URLSearchParams(location.search)
    query.set('locale', value)
    history.replaceState(null, '', `?${query}`)
    portico.setLocale(value).catch((error: unknown) => portico.services.logger.error('Unable to switch the language', error))
  }
  return (
    <label>
      Language{' '}
      <select data-testid="demo-locale" value={locale} onChange={(e) => choose(e.target.value)}>
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Lists longer than this show as their length in the state dump. */
const DUMP_LIST_MAX = 100

/**
 * JSON replacer of the state dump: a long list (the history of an account with 10,000 transfers)
 * shows as `'[10000 items]'`. Written out in full, it made every store update serialise and
 * redraw megabytes of text: long tasks of the host page, measured by the history bench.
 */
const shortLists = (_key: string, value: unknown) => (Array.isArray(value) && value.length > DUMP_LIST_MAX ? `[${value.length} items]` : value)

function StatePanel({ portico }: { portico: Portico }) {
  const account = useAccount()
  const { network } = useNetwork()
  const { open } = usePortico()
  const state = useSyncExternalStore(portico.subscribe, portico.getState)
  return (
    <section className="demo-panel" aria-label="State">
      <dl>
        <dt>Status</dt>
        <dd data-testid="demo-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="demo-address">{account.address ?? '-'}</dd>
        <dt>Network</dt>
        <dd data-testid="demo-network">{network?.caipNetworkId ?? '-'}</dd>
      </dl>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Switch network
      </button>
      <SwitchNetworkForm />
      <details>
        <summary>Store state</summary>
        <pre data-testid="demo-state">{JSON.stringify(state, shortLists, 2)}</pre>
      </details>
    </section>
  )
}
