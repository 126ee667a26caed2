import { useState, useSyncExternalStore } from 'react'
import { bitcoin, parseCaipAddress, polkadot, type AnyPlugin, type CaipNetwork, type Portico } from 'portico'
import bip122Chain from 'portico/chains/bip122'
import polkadotChain from 'portico/chains/polkadot'

/**
 * The demo's Bitcoin and Polkadot setting, from the page URL: `?bitcoin=1` lists Bitcoin and
 * installs the bip122 chain module, `?polkadot=1` the same for Polkadot (browser wallets such as
 * the dev wallet's sats-connect provider and injectedWeb3 extension then join the wallet list).
 */
export function demoBitcoinPolkadot(): { networks: CaipNetwork[]; plugins: AnyPlugin[] } {
  const query = new URLSearchParams(location.search)
  const withBitcoin = query.get('bitcoin') === '1'
  const withPolkadot = query.get('polkadot') === '1'
  return {
    networks: [...(withBitcoin ? [bitcoin] : []), ...(withPolkadot ? [polkadot] : [])],
    plugins: [...(withBitcoin ? [bip122Chain()] : []), ...(withPolkadot ? [polkadotChain()] : [])],
  }
}

/**
 * The demo's Bitcoin and Polkadot panel: each connection (status, address) and, for Bitcoin, a
 * PSBT field and a button that signs it through `connection.request('bip122', { method:
 * 'signPsbt' })` (input 0, with the payment address), showing the signed PSBT, and a message
 * signed with the address picked (`signMessage`: BIP-137 or BIP-322, base64) (QA and tests).
 */
export function BitcoinPolkadotPanel({ portico }: { portico: Portico }) {
  const bip122 = useSyncExternalStore(portico.subscribe, () => portico.getState().connections.bip122)
  const dot = useSyncExternalStore(portico.subscribe, () => portico.getState().connections.polkadot)
  const [psbt, setPsbt] = useState('')
  const [signed, setSigned] = useState('-')
  const [message, setMessage] = useState('')
  const [signer, setSigner] = useState('')
  const [signature, setSignature] = useState('-')
  const address = (caipAddress: string | undefined) => (caipAddress ? parseCaipAddress(caipAddress).address : '-')
  const bitcoinAddresses = bip122?.addresses.map(address) ?? []
  const signMessage = async () => {
    setSignature('signing')
    try {
      const params = { message, address: signer || bitcoinAddresses[0] }
      const answer = (await portico.connection.request('bip122', { method: 'signMessage', params })) as { signature?: unknown }
      setSignature(typeof answer.signature === 'string' ? answer.signature : 'invalid answer')
    } catch (error) {
      setSignature(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const signPsbt = async () => {
    setSigned('signing')
    try {
      const params = { psbt: psbt.trim(), signInputs: [{ address: address(bip122?.caipAddress), index: 0 }] }
      const answer = (await portico.connection.request('bip122', { method: 'signPsbt', params })) as { psbt?: unknown }
      setSigned(typeof answer.psbt === 'string' ? answer.psbt : 'invalid answer')
    } catch (error) {
      setSigned(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return (
    <section className="demo-panel" aria-label="Bitcoin and Polkadot">
      <dl>
        <dt>Bitcoin</dt>
        <dd data-testid="demo-bitcoin-status">{bip122?.status ?? 'disconnected'}</dd>
        <dt>Bitcoin addresses</dt>
        <dd data-testid="demo-bitcoin-addresses">{bip122?.addresses.map(address).join(' ') || '-'}</dd>
        <dt>Bitcoin account type</dt>
        <dd data-testid="demo-bitcoin-account-type">{bip122?.accountType ?? '-'}</dd>
        <dt>Polkadot</dt>
        <dd data-testid="demo-polkadot-status">{dot?.status ?? 'disconnected'}</dd>
        <dt>Polkadot address</dt>
        <dd data-testid="demo-polkadot-address">{address(dot?.caipAddress)}</dd>
      </dl>
      <label>
        PSBT (base64) <textarea data-testid="demo-bitcoin-psbt" value={psbt} onChange={(e) => setPsbt(e.target.value)} />
      </label>
      <button type="button" disabled={bip122?.status !== 'connected' || psbt.trim() === ''} onClick={() => void signPsbt()}>
        Sign PSBT (Bitcoin)
      </button>
      <p data-testid="demo-bitcoin-signed-psbt" style={{ wordBreak: 'break-all' }}>{signed}</p>
      <label>
        Message <input data-testid="demo-bitcoin-message" value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <label>
        Signed by{' '}
        <select data-testid="demo-bitcoin-signer" value={signer} onChange={(e) => setSigner(e.target.value)}>
          {bitcoinAddresses.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={bip122?.status !== 'connected'} onClick={() => void signMessage()}>
        Sign message (Bitcoin)
      </button>
      <p data-testid="demo-bitcoin-signature" style={{ wordBreak: 'break-all' }}>{signature}</p>
    </section>
  )
}
