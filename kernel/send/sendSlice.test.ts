import { describe, expect, test } from 'vitest'
import { createPortico } from '../createPortico'
import { mainnet } from '../networks'
import { ensureSendSlice, selectSend } from './ensureSendSlice'
import { initialSendState, sendSlice } from './sendSlice'
import type { SendToken } from './types'

const token = (address: string | undefined, amount: string): SendToken => ({
  name: 'T', symbol: 'T', chainId: 'eip155:1', address, value: 0, price: 0, quantity: { decimals: '6', numeric: '' }, amount, decimals: 6,
})
const { actions, reducer } = sendSlice

describe('send slice', () => {
  test('§3 behavior: the state has exactly the spec fields', () => {
    expect(Object.keys(initialSendState).sort()).toEqual(
      ['token', 'sendTokenAmount', 'receiverAddress', 'receiverProfileImageUrl', 'receiverProfileName', 'gasPrice', 'gasPriceInUSD', 'networkBalanceInUSD', 'loading', 'tokenBalances', 'lastRetry'].sort(),
    )
  })
  test('§4 behavior: reset clears token, amount, receiver, profile and balances', () => {
    let state = reducer(undefined, actions.tokenSelected(token('0x1', '5')))
    state = reducer(state, actions.amountChanged('1'))
    state = reducer(state, actions.receiverChanged('0xabc'))
    state = reducer(state, actions.receiverProfileResolved({ name: 'bob.eth', imageUrl: 'https://a/b.png' }))
    state = reducer(state, actions.balancesLoaded({ tokenBalances: [token(undefined, '1')], networkBalanceInUSD: 3 }))
    expect(reducer(state, actions.reset())).toEqual(initialSendState)
  })
  test('§4 behavior: a new receiver text clears the previous profile; the same text keeps it', () => {
    let state = reducer(undefined, actions.receiverChanged('0xabc'))
    state = reducer(state, actions.receiverProfileResolved({ name: 'bob.eth', imageUrl: undefined }))
    expect(reducer(state, actions.receiverChanged('0xabc')).receiverProfileName).toBe('bob.eth')
    expect(reducer(state, actions.receiverChanged('0xdef')).receiverProfileName).toBeUndefined()
  })
  test('§5 behavior: fresh balances refresh the picked token and clear lastRetry', () => {
    let state = reducer(undefined, actions.tokenSelected(token('0x1', '5')))
    state = reducer(state, actions.balancesFailed(1000))
    expect(state.lastRetry).toBe(1000)
    state = reducer(state, actions.balancesLoaded({ tokenBalances: [token('0x1', '7')], networkBalanceInUSD: undefined }))
    expect(state.token?.amount).toBe('7')
    expect(state.lastRetry).toBeUndefined()
  })
  test('§3 behavior: ensureSendSlice injects once per instance; instances share nothing', () => {
    const a = createPortico({ networks: [mainnet] })
    const b = createPortico({ networks: [mainnet] })
    ensureSendSlice(a.store)
    ensureSendSlice(a.store)
    a.store.dispatch(actions.amountChanged('2'))
    expect(selectSend(a.getState()).sendTokenAmount).toBe('2')
    expect(selectSend(b.getState())).toEqual(initialSendState)
  })
})
