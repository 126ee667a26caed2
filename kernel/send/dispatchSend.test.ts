import { describe, expect, test } from 'vitest'
import type { AnalyticsEvent } from '../analytics/events'
import { createPortico } from '../createPortico'
import { SendFailedError } from './errors'
import type { SendRequest } from '../hooks'
import { mainnet, solana } from '../networks'
import { definePlugin } from '../plugin'
import { connectionsSlice } from '../store/connectionsSlice'

const EVM_FROM = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL_FROM = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const evm: SendRequest = { namespace: 'eip155', network: mainnet, from: EVM_FROM, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 1n, decimals: 18 }
const sol: SendRequest = { namespace: 'solana', network: solana, from: SOL_FROM, to: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', amount: 1n, tokenAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 }

function setup(send: (request: SendRequest) => Promise<{ hash: string }>) {
  const events: AnalyticsEvent[] = []
  const chains = definePlugin({
    id: 'chains',
    apply({ hooks }) {
      hooks.send.for('eip155').tapPromise(send)
      hooks.send.for('solana').tapPromise(send)
    },
  })
  const portico = createPortico({ networks: [mainnet, solana], plugins: [chains], onAnalyticsEvent: (event) => void events.push(event), logLevel: 'silent' })
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: EVM_FROM, connectorId: 'w', accountType: 'smartAccount' }))
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'solana', caipAddress: SOL_FROM, connectorId: 'w', accountType: 'eoa' }))
  const sends = () => events.filter((event) => event.event.startsWith('SEND_')).map(({ event, properties }) => ({ event, properties }))
  return { portico, sends }
}

describe('dispatchSend', () => {
  test('§7 behavior: SEND_INITIATED then SEND_SUCCESS, once, with the same properties on every namespace', async () => {
    const { portico, sends } = setup(async () => ({ hash: '0x1' }))
    await portico.send(evm)
    await portico.send(sol)
    expect(sends()).toEqual([
      { event: 'SEND_INITIATED', properties: { namespace: 'eip155', network: 'eip155:1', token: 'native', isSmartAccount: true } },
      { event: 'SEND_SUCCESS', properties: { namespace: 'eip155', network: 'eip155:1', token: 'native', isSmartAccount: true } },
      { event: 'SEND_INITIATED', properties: { namespace: 'solana', network: solana.caipNetworkId, token: sol.tokenAddress, isSmartAccount: false } },
      { event: 'SEND_SUCCESS', properties: { namespace: 'solana', network: solana.caipNetworkId, token: sol.tokenAddress, isSmartAccount: false } },
    ])
    portico.destroy()
  })

  test('§7 behavior: a failure is one SEND_ERROR carrying the deepest cause\'s text; the error reaches the caller', async () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { portico, sends } = setup(async () => Promise.reject(new SendFailedError({ cause: rejected })))
    await expect(portico.send(evm)).rejects.toBeInstanceOf(SendFailedError)
    expect(sends()).toEqual([
      { event: 'SEND_INITIATED', properties: expect.objectContaining({ namespace: 'eip155' }) },
      { event: 'SEND_ERROR', properties: expect.objectContaining({ namespace: 'eip155', message: 'User rejected the request.' }) },
    ])
    portico.destroy()
  })

  test('§4 error: a namespace no plugin serves is Unsupported chain, reported as SEND_ERROR; the view moved to Account first', async () => {
    const { portico, sends } = setup(async () => ({ hash: '0x1' }))
    portico.router.push('WalletSend')
    const bitcoin = { ...evm, namespace: 'bip122' as const }
    await expect(portico.send(bitcoin)).rejects.toThrow('Unsupported chain')
    expect(portico.getState().router.history).toEqual([{ view: 'Account' }])
    expect(sends().map((e) => [e.event, e.properties?.['message']])).toEqual([['SEND_INITIATED', undefined], ['SEND_ERROR', 'Unsupported chain']])
    portico.destroy()
  })
})
