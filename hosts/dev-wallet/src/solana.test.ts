// @vitest-environment jsdom
import { ed25519 } from '@noble/curves/ed25519'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { base58Decode } from './base58.js'
import { installDevWallet } from './install.js'
import type { DevSolanaWallet, SolanaSignMessageInput, SolanaSignMessageOutput } from './solana.js'
import { memoryStorage } from './storage.js'

const SEED = '11'.repeat(32)
const install = (storage = memoryStorage(), mode: 'approve' | 'hold' = 'approve') =>
  installDevWallet({ storage, mode, solanaSeed: SEED, eip6963: false, panel: false, expose: false })

type Connect = { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly Wallet['accounts'][number][] }> }
type SignMessage = { signMessage(...inputs: SolanaSignMessageInput[]): Promise<readonly SolanaSignMessageOutput[]> }
const feature = <T>(wallet: Wallet, name: string): T => (wallet.features as Record<string, unknown>)[name] as T

describe('Wallet Standard registration', () => {
  it('behavior: a wallet installed before the app registers on wallet-standard:app-ready', () => {
    const control = install()
    const wallets = getWallets()
    expect(wallets.get()).toContain(control.solana)
    control.uninstall()
    expect(wallets.get()).not.toContain(control.solana)
  })

  it('behavior: a wallet installed after the app registers through wallet-standard:register-wallet', () => {
    const wallets = getWallets()
    const registered: Wallet[] = []
    const off = wallets.on('register', (...list) => registered.push(...list))
    const control = install()
    off()
    expect(registered).toEqual([control.solana])
    const wallet = registered[0] as Wallet
    expect(wallet.name).toBe('Portico Dev Wallet')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual(expect.arrayContaining(['solana:devnet', 'solana:localnet']))
    expect(Object.keys(wallet.features).sort()).toEqual(['solana:signMessage', 'solana:signTransaction', 'standard:connect', 'standard:disconnect', 'standard:events'])
    control.uninstall()
  })
})

describe('DevSolanaWallet', () => {
  it('behavior: connect (approved) exposes a base58 ed25519 account; signMessage verifies', async () => {
    const control = install()
    const wallet = control.solana as DevSolanaWallet
    expect(wallet.accounts).toEqual([])
    const changes: unknown[] = []
    feature<{ on(e: 'change', l: (p: unknown) => void): () => void }>(wallet, 'standard:events').on('change', (p) => changes.push(p))
    const { accounts } = await feature<Connect>(wallet, 'standard:connect').connect()
    const account = accounts[0]
    if (!account) throw new Error('no account')
    expect(base58Decode(account.address)).toEqual(account.publicKey)
    expect(account.publicKey).toEqual(ed25519.getPublicKey(Uint8Array.from(Buffer.from(SEED, 'hex'))))
    expect(account.features).toEqual(['solana:signMessage', 'solana:signTransaction'])
    expect(changes).toEqual([{ accounts: [account] }])
    const message = new TextEncoder().encode('Sign in to Portico')
    const [output] = await feature<SignMessage>(wallet, 'solana:signMessage').signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(ed25519.verify(output?.signature as Uint8Array, message, account.publicKey as Uint8Array)).toBe(true)
    control.uninstall()
  })

  it('behavior: connect waits for approval; silent connect never asks; authorisation is remembered', async () => {
    const storage = memoryStorage()
    const control = install(storage, 'hold')
    const wallet = control.solana as DevSolanaWallet
    const connect = feature<Connect>(wallet, 'standard:connect')
    expect((await connect.connect({ silent: true })).accounts).toEqual([])
    const pending = connect.connect()
    expect(control.pending().map((p) => p.method)).toEqual(['standard:connect'])
    control.approve()
    expect((await pending).accounts).toHaveLength(1)
    control.uninstall()
    const again = install(storage, 'hold')
    const restored = await feature<Connect>(again.solana as Wallet, 'standard:connect').connect({ silent: true })
    expect(restored.accounts.map((a) => a.address)).toEqual([again.solanaAddress])
    await feature<{ disconnect(): Promise<void> }>(again.solana as Wallet, 'standard:disconnect').disconnect()
    expect(again.solana?.accounts).toEqual([])
    again.uninstall()
  })

  it('error: signMessage rejected with 4001, or refused for a foreign account', async () => {
    const control = install()
    const wallet = control.solana as DevSolanaWallet
    const [account] = (await feature<Connect>(wallet, 'standard:connect').connect()).accounts
    control.setMode('reject')
    const sign = feature<SignMessage>(wallet, 'solana:signMessage')
    const message = new Uint8Array([1, 2, 3])
    await expect(sign.signMessage({ account: account as Wallet['accounts'][number], message })).rejects.toMatchObject({ code: 4001 })
    const foreign = { ...(account as Wallet['accounts'][number]), address: '11111111111111111111111111111111' }
    await expect(sign.signMessage({ account: foreign, message })).rejects.toThrow(/invalid account/)
    control.uninstall()
  })

  it('behavior: a generated seed is kept in storage, so the address survives a reload', () => {
    const storage = memoryStorage()
    const first = installDevWallet({ storage, eip6963: false, panel: false, expose: false })
    first.uninstall()
    const second = installDevWallet({ storage, eip6963: false, panel: false, expose: false })
    expect(second.solanaAddress).toBe(first.solanaAddress)
    second.uninstall()
  })
})
