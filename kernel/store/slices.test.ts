import { describe, expect, test } from 'vitest'
import { connectionsSlice } from './connectionsSlice'
import { connectorsSlice } from './connectorsSlice'
import { networksSlice, initialNetworksState } from './networksSlice'
import { CONNECT_VIEW, routerSlice } from './routerSlice'
import { toastSlice } from './toastSlice'

const { actions: c, reducer: connections } = connectionsSlice
const address = 'eip155:1:0x0000000000000000000000000000000000000001' as const

describe('§4 connection status per namespace', () => {
  test('behavior: a stored connected status becomes connecting until synced', () => {
    const state = connections({}, c.restored({ namespace: 'eip155', status: 'connected', connectorId: 'io.metamask' }))
    expect(state.eip155?.status).toBe('connecting')
    const synced = connections(state, c.connected({ namespace: 'eip155', caipAddress: address, connectorId: 'io.metamask' }))
    expect(synced.eip155).toMatchObject({ status: 'connected', caipAddress: address, addresses: [address] })
  })
  test('behavior: a stored disconnected status restores nothing', () => {
    expect(connections({}, c.restored({ namespace: 'eip155', status: 'disconnected', connectorId: 'x' }))).toEqual({})
  })
  test('behavior: a failed sync of an existing connection sets disconnected', () => {
    const restored = connections({}, c.restored({ namespace: 'solana', status: 'connected', connectorId: 'w' }))
    expect(connections(restored, c.syncFailed({ namespace: 'solana' })).solana?.status).toBe('disconnected')
    expect(connections({}, c.syncFailed({ namespace: 'solana' }))).toEqual({})
  })
  test('behavior: disconnected clears the address cache', () => {
    const connected = connections({}, c.connected({ namespace: 'eip155', caipAddress: address, connectorId: 'x', addresses: [address, address] }))
    expect(connections(connected, c.disconnected({ namespace: 'eip155' })).eip155).toEqual({
      status: 'disconnected', caipAddress: undefined, connectorId: undefined, accountType: undefined, addresses: [], walletNetworkId: undefined,
    })
  })
  test('behavior: namespaces are independent', () => {
    const state = connections({}, c.connected({ namespace: 'eip155', caipAddress: address, connectorId: 'x' }))
    expect(connections(state, c.disconnected({ namespace: 'solana' })).eip155?.status).toBe('connected')
  })
})

describe('§2 router', () => {
  const { actions: r, reducer: router } = routerSlice
  const initial = router(undefined, { type: 'init' })
  test('default: the Connect view', () => {
    expect(initial.history).toEqual([{ view: CONNECT_VIEW }])
  })
  test('behavior: push, replace, goBack, reset', () => {
    let state = router(initial, r.pushed({ view: 'AllWallets' }))
    state = router(state, r.pushed({ view: 'ConnectingExternal', data: { connectorId: 'a' } }))
    state = router(state, r.replaced({ view: 'ConnectingExternal', data: { connectorId: 'b' } }))
    expect(state.history.map((e) => e.view)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(state.history[2]?.data).toEqual({ connectorId: 'b' })
    state = router(state, r.wentBack())
    expect(state.history.map((e) => e.view)).toEqual(['Connect', 'AllWallets'])
    expect(router(state, r.reset(undefined)).history).toEqual([{ view: 'Connect' }])
  })
  test('behavior: goBack never empties the stack; pushing the top view again replaces it', () => {
    expect(router(initial, r.wentBack()).history).toHaveLength(1)
    expect(router(initial, r.pushed({ view: 'Connect' })).history).toHaveLength(1)
  })
  test('§4 behavior: popping the transaction stack returns to the view it held', () => {
    let state = router(initial, r.pushed({ view: 'Account' }))
    state = router(state, r.transactionPushed({ view: 'Account' }))
    state = router(state, r.pushed({ view: 'ApproveTransaction', data: { id: 1 } }))
    state = router(state, r.transactionPushed({ view: 'ApproveTransaction', data: { id: 1 } }))
    state = router(state, r.pushed({ view: 'ApproveTransaction', data: { id: 2 } }))
    state = router(state, r.transactionPopped())
    expect(state.history).toEqual([{ view: 'Connect' }, { view: 'Account' }, { view: 'ApproveTransaction', data: { id: 1 } }])
    state = router(state, r.transactionPopped())
    expect(state.history).toEqual([{ view: 'Connect' }, { view: 'Account' }])
    expect(state.transactionStack).toEqual([])
    expect(router(state, r.transactionPopped())).toEqual(state)
  })
})

describe('§3 recent wallets', () => {
  const { actions: w, reducer } = connectorsSlice
  test('behavior: at most 2 kept, most recent first, no duplicates', () => {
    let state = reducer(undefined, w.recentWalletUsed('a'))
    state = reducer(state, w.recentWalletUsed('b'))
    state = reducer(state, w.recentWalletUsed('c'))
    expect(state.recent).toEqual(['c', 'b'])
    expect(reducer(state, w.recentWalletUsed('b')).recent).toEqual(['b', 'c'])
    expect(reducer(state, w.recentWalletsRestored(['x', 'x', 'y', 'z'])).recent).toEqual(['x', 'y'])
  })
  test('behavior: connectors are upserted by id', () => {
    const info = { id: 'a', type: 'ANNOUNCED' as const, name: 'A', imageUrl: undefined, rdns: 'a', namespaces: ['eip155' as const], installed: true }
    let state = reducer(undefined, w.connectorsAdded([info]))
    state = reducer(state, w.connectorsAdded([{ ...info, name: 'A2' }]))
    expect(state.list.map((x) => x.name)).toEqual(['A2'])
  })
})

describe('§4 networks', () => {
  test('behavior: selecting a network sets its namespace active', () => {
    let state = initialNetworksState('eip155:1')
    state = networksSlice.reducer(state, networksSlice.actions.networkSelected('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
    expect(state).toEqual({ activeNamespace: 'solana', active: { eip155: 'eip155:1', solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } })
  })
})

describe('§3 toast', () => {
  test('behavior: hide restores the defaults', () => {
    const shown = toastSlice.reducer(undefined, toastSlice.actions.shown({ message: 'x', variant: 'error', svg: 'info' }))
    expect(shown).toMatchObject({ open: true, message: 'x', variant: 'error', autoClose: true })
    expect(toastSlice.reducer(shown, toastSlice.actions.hidden())).toEqual(toastSlice.reducer(undefined, { type: 'init' }))
  })
  test('default: a loading toast does not auto close', () => {
    expect(toastSlice.reducer(undefined, toastSlice.actions.shown({ message: 'x', variant: 'loading' })).autoClose).toBe(false)
  })
})
