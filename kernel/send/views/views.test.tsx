// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import sendEvm from 'portico/plugins/send-evm'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { TokenBalance } from '../../balances/types'
import { createPortico, type Portico } from '../../createPortico'
import { STAGE_VALIDATE } from '../../hooks'
import { defineNetwork } from '../../networks/defineNetwork'
import { definePlugin } from '../../plugin'
import type { RpcService } from '../../rpc/createRpcService'
import { connectionsSlice } from '../../store/connectionsSlice'
import { selectSend } from '../ensureSendSlice'
import WalletSendPreviewView from './WalletSendPreviewView'
import WalletSendSelectTokenView from './WalletSendSelectTokenView'
import WalletSendView from './WalletSendView'

const NETWORK = defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const GAS_PRICE = 1_000_000_000n // 1 gwei; 21000 gas -> fee 0.000021 ETH
const balance = (fields: Partial<TokenBalance> & { symbol: string; amount: bigint; decimals: number }): TokenBalance => ({
  name: fields.symbol, chainId: NETWORK.caipNetworkId, value: 0, price: 0, quantity: { decimals: String(fields.decimals), numeric: '' }, ...fields,
})
const ETH = balance({ symbol: 'ETH', amount: 10n ** 18n, decimals: 18 })
const PUSDC = balance({ symbol: 'PUSDC', address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', amount: 5_000_000n, decimals: 6 })

type Setup = { tokens?: TokenBalance[]; accountType?: 'eoa' | 'smartAccount'; send?: () => Promise<{ hash: string }> }
let portico: Portico
function setup({ tokens = [ETH, PUSDC], accountType = 'eoa', send }: Setup = {}) {
  const sends = vi.fn(send ?? (async () => ({ hash: `0x${'ab'.repeat(32)}` })))
  // The wallet side is faked; the receiver check, fee and gas rule are send-evm's own (its taps).
  const plugin = definePlugin({
    id: 'test-send',
    apply({ hooks }) {
      hooks.beforeSend.tapPromise(async (request) => request, { stage: STAGE_VALIDATE })
      hooks.send.for('eip155').tapPromise(() => sends())
    },
  })
  portico = createPortico({ networks: [NETWORK], plugins: [plugin, sendEvm()], storage: { type: 'memory' }, logLevel: 'silent' })
  const rpc: RpcService = {
    forNetwork: () => ({ request: async ({ method }: { method: string }) => (method === 'eth_gasPrice' ? `0x${GAS_PRICE.toString(16)}` : '0x5208') }),
    destroy: () => {},
  } as unknown as RpcService
  const identity = {
    lookupAddress: vi.fn(async (name: string) => (name === 'bob.eth' ? BOB : undefined)),
    getProfile: vi.fn(async () => ({ name: 'bob.eth', image: 'javascript:alert(1)' })),
  }
  Object.assign(portico.services, { rpc, balances: { get: vi.fn(async () => tokens) }, identity })
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${SENDER}`, connectorId: 'test', accountType }))
  portico.router.push('WalletSend')
  return { sends, identity }
}
afterEach(() => {
  cleanup()
  portico?.destroy()
})

const amount = () => screen.getByTestId<HTMLInputElement>('send-amount')
const receiver = () => screen.getByTestId<HTMLInputElement>('send-receiver')
const previewButton = () => screen.getByTestId<HTMLButtonElement>('send-preview')

describe('WalletSend', () => {
  test('§4 behavior: picks the native token from the balance service; a complete form goes to the preview', async () => {
    setup()
    render(<WalletSendView portico={portico} />)
    await waitFor(() => expect(screen.getByTestId('send-token').textContent).toContain('ETH'))
    expect(screen.getByTestId('send-token-balance').textContent).toBe('1.00')
    fireEvent.change(amount(), { target: { value: '0.25' } })
    fireEvent.change(receiver(), { target: { value: BOB } })
    await waitFor(() => expect(previewButton().disabled).toBe(false))
    expect(screen.getByTestId('send-fee').textContent).toBe('Network fee: 0.000021 ETH')
    expect(selectSend(portico.getState())).toMatchObject({ sendTokenAmount: '0.25', receiverAddress: BOB, gasPrice: GAS_PRICE.toString() })
    fireEvent.click(previewButton())
    expect(portico.getState().router.history.at(-1)?.view).toBe('WalletSendPreview')
  })

  test('§5 behavior: the amount field takes only decimal text; other input changes nothing', async () => {
    setup()
    render(<WalletSendView portico={portico} />)
    fireEvent.change(amount(), { target: { value: '1.5' } })
    for (const bad of ['1e3', '-1', '1,5', '1.2.3', 'abc']) fireEvent.change(amount(), { target: { value: bad } })
    expect(amount().value).toBe('1.5')
    expect(selectSend(portico.getState()).sendTokenAmount).toBe('1.5')
  })

  test('§4 behavior: native Max leaves the fee; token Max is the whole balance, exactly', async () => {
    setup()
    render(<WalletSendView portico={portico} />)
    const max = screen.getByTestId<HTMLButtonElement>('send-max')
    await waitFor(() => expect(max.disabled).toBe(false))
    fireEvent.click(max)
    expect(amount().value).toBe('0.999979')
    fireEvent.click(screen.getByTestId('send-token'))
    render(<WalletSendSelectTokenView portico={portico} />)
    fireEvent.click(screen.getByTestId('send-token-option-PUSDC'))
    expect(amount().value).toBe('')
    fireEvent.click(max)
    expect(amount().value).toBe('5')
  })

  test('§5 behavior: a mixed-case address with a bad checksum and an amount above balance are shown and block', async () => {
    setup()
    render(<WalletSendView portico={portico} />)
    await waitFor(() => expect(screen.getByTestId('send-token').textContent).toContain('ETH'))
    fireEvent.change(amount(), { target: { value: '0.1' } })
    fireEvent.change(receiver(), { target: { value: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' } })
    // The eip155 chain module checks EIP-55 (its keccak loads with the first receiver).
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Invalid receiver address'))
    expect(previewButton().disabled).toBe(true)
    fireEvent.change(receiver(), { target: { value: BOB } })
    fireEvent.change(amount(), { target: { value: '1.000000000000000001' } })
    expect(screen.getByTestId('send-error').textContent).toBe('Insufficient balance')
    expect(previewButton().disabled).toBe(true)
  })

  /** Picks PUSDC in the send form (the account holds no ETH) and fills 1 PUSDC to BOB. */
  async function fillOnePusdcToBob() {
    render(<WalletSendView portico={portico} />)
    await waitFor(() => expect(screen.getByTestId('send-token').textContent).toContain('ETH'))
    fireEvent.click(screen.getByTestId('send-token'))
    render(<WalletSendSelectTokenView portico={portico} />)
    fireEvent.click(screen.getByTestId('send-token-option-PUSDC'))
    fireEvent.change(amount(), { target: { value: '1' } })
    fireEvent.change(receiver(), { target: { value: BOB } })
  }

  test('§5 behavior: with no ETH the form shows insufficient gas before any submit; a smart account is not blocked', async () => {
    const broke = balance({ symbol: 'ETH', amount: 0n, decimals: 18 })
    setup({ tokens: [broke, PUSDC] })
    await fillOnePusdcToBob()
    await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('Insufficient funds for gas'))
    expect(previewButton().disabled).toBe(true)
    cleanup()
    portico.destroy()
    setup({ tokens: [broke, PUSDC], accountType: 'smartAccount' })
    await fillOnePusdcToBob()
    await waitFor(() => expect(previewButton().disabled).toBe(false))
  })

  test('§4 behavior: a name resolves through identity to the address; an unsafe avatar URL is dropped', async () => {
    const { identity } = setup()
    render(<WalletSendView portico={portico} />)
    fireEvent.change(receiver(), { target: { value: 'bob.eth' } })
    await waitFor(() => expect(screen.getByTestId('send-receiver-resolved').textContent).toBe(BOB))
    expect(identity.lookupAddress).toHaveBeenCalledWith('bob.eth', NETWORK)
    expect(selectSend(portico.getState())).toMatchObject({ receiverAddress: BOB, receiverProfileName: 'bob.eth', receiverProfileImageUrl: undefined })
    expect(receiver().value).toBe('bob.eth')
    fireEvent.change(receiver(), { target: { value: 'nobody.eth' } })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No address found for nobody.eth'))
    expect(selectSend(portico.getState()).receiverProfileName).toBeUndefined()
  })

  test('§4 behavior: balance failure shows Token Balance Unavailable and waits 30 s before fetching again', async () => {
    setup()
    const get = vi.fn(async () => Promise.reject(new Error('down')))
    Object.assign(portico.services, { balances: { get } })
    render(<WalletSendView portico={portico} />)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Token Balance Unavailable'))
    cleanup()
    render(<WalletSendView portico={portico} />)
    expect(get).toHaveBeenCalledTimes(1)
  })
})

describe('WalletSendPreview', () => {
  async function preview(options: Setup = {}) {
    const result = setup(options)
    render(<WalletSendView portico={portico} />)
    await waitFor(() => expect(screen.getByTestId('send-token').textContent).toContain('ETH'))
    fireEvent.change(amount(), { target: { value: '0.25' } })
    fireEvent.change(receiver(), { target: { value: BOB } })
    cleanup()
    render(<WalletSendPreviewView portico={portico} />)
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('send-confirm').disabled).toBe(false))
    return result
  }

  test('§4 behavior: shows amount, receiver and fee; a double click sends once', async () => {
    const { sends } = await preview()
    expect(screen.getByTestId('send-preview-amount').textContent).toBe('0.25 ETH')
    expect(screen.getByTestId('send-preview-fee').textContent).toBe('0.000021 ETH')
    const confirm = screen.getByTestId('send-confirm')
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(portico.getState().toast.message).toBe('Transaction started'))
    expect(sends).toHaveBeenCalledTimes(1)
    expect(selectSend(portico.getState()).sendTokenAmount).toBeUndefined()
  })

  test('§4 behavior: a failed send keeps the form; the button is disabled while pending', async () => {
    let fail: (error: Error) => void = () => {}
    const { sends } = await preview({ send: () => new Promise((_resolve, reject) => void (fail = reject)) })
    fireEvent.click(screen.getByTestId('send-confirm'))
    expect(selectSend(portico.getState()).loading).toBe(true)
    await waitFor(() => expect(sends).toHaveBeenCalledTimes(1))
    expect(screen.getByTestId<HTMLButtonElement>('send-confirm').disabled).toBe(true)
    fail(new Error('rejected'))
    await waitFor(() => expect(portico.getState().toast.message).toBe('Something went wrong'))
    expect(sends).toHaveBeenCalledTimes(1)
    expect(selectSend(portico.getState())).toMatchObject({ sendTokenAmount: '0.25', receiverAddress: BOB, loading: false })
  })
})
