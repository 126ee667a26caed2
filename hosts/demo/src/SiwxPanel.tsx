import { useSyncExternalStore } from 'react'
import type { AnyPlugin, Portico, SIWXConfig } from 'portico'
import siwx, { accountKey, createLocalSiwx, getSiwx } from 'portico/plugins/siwx'

type SignInMode = 'off' | 'optional' | 'required'

const readMode = (): SignInMode => {
  const value = new URLSearchParams(location.search).get('siwx')
  return value === 'optional' || value === 'required' ? value : 'off'
}

/**
 * The demo's sign-in setting, from the page URL: `?siwx=optional|required` turns on the siwx
 * plugin with the local config; `?siwxDomain=<host>` makes the verifier expect another domain
 * than the page's (a page on a hostile host: its sign-ins are rejected).
 */
export function demoSiwx(): { plugin: AnyPlugin; config: SIWXConfig } | undefined {
  const mode = readMode()
  if (mode === 'off') return undefined
  const domain = new URLSearchParams(location.search).get('siwxDomain') ?? undefined
  return { plugin: siwx(), config: createLocalSiwx({ required: mode === 'required', statement: 'Sign in to the Portico demo', domain }) }
}

/** Sign-in mode switch (reloads with the new mode), session status and Sign out. */
export function SiwxPanel({ portico }: { portico: Portico }) {
  const state = useSyncExternalStore(portico.subscribe, portico.getState)
  const mode = readMode()
  const connection = state.connections[state.networks.activeNamespace]
  const network = state.networks.active[state.networks.activeNamespace]
  const address = connection?.caipAddress?.split(':').slice(2).join(':')
  const key = network && address ? accountKey(`${network}:${address}`) : undefined
  const signedIn = Boolean(key && state.siwx?.signedIn.includes(key))
  const setMode = (next: SignInMode) => {
    const query = new URLSearchParams(location.search)
    query.set('siwx', next)
    location.search = `?${query}`
  }
  return (
    <section className="demo-panel" aria-label="Sign in">
      <label>
        Sign-in{' '}
        <select value={mode} onChange={(e) => setMode(e.target.value as SignInMode)} data-testid="demo-siwx-mode">
          <option value="off">off</option>
          <option value="optional">optional</option>
          <option value="required">required</option>
        </select>
      </label>
      {mode !== 'off' && (
        <>
          <p>
            Session: <span data-testid="demo-siwx-session">{signedIn ? 'signed in' : 'signed out'}</span>
          </p>
          <button type="button" disabled={!signedIn} onClick={() => void getSiwx(portico).signOut()}>
            Sign out
          </button>
        </>
      )}
    </section>
  )
}
