import { useMemo, useState, useSyncExternalStore } from 'react'
import { createPortico, type AnyPlugin, type Portico } from 'portico'
import { ConnectButton, PorticoEmbedded, PorticoProvider, useAccount, useNetwork, usePortico } from 'portico/react'
import theme from 'portico/plugins/theme'
import { demoNetworks, readDemoConfig } from './demoConfig'

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
    return createPortico({
      networks: demoNetworks(config),
      metadata: { name: 'Portico demo', description: 'A host site for QA', url: location.origin, icons: [] },
      themeMode: settings.themeMode,
      embedded: settings.embedded,
      excludeWallets: settings.exclude,
      plugins,
      logLevel: 'warn',
    })
  }, [settings])
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
        </section>
        {settings.embedded && <PorticoEmbedded />}
        <StatePanel portico={portico} />
      </main>
    </PorticoProvider>
  )
}

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
      <details>
        <summary>Store state</summary>
        <pre data-testid="demo-state">{JSON.stringify(state, null, 2)}</pre>
      </details>
    </section>
  )
}
