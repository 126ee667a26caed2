import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SOLANA_DEV_WALLET_SEED, startSolanaDevnet, type SolanaDevnet } from '../../devnet/solana'
import { ApprovalQueue } from '../../hosts/dev-wallet/src/approvals'
import { DevSolanaWallet } from '../../hosts/dev-wallet/src/solana'
import { memoryStorage, WalletStore } from '../../hosts/dev-wallet/src/storage'
import { createPortico, defineNetwork, kernelTexts, type CaipAddress, type Portico, type SendRequest } from 'portico'
import { createWalletStandardConnector } from 'portico/chains/solana'
import { estimateSolanaFee } from './estimateSolanaFee'
import sendSolana from './index'

let devnet: SolanaDevnet
let rpc: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  rpc = new Connection(devnet.url, { wsEndpoint: devnet.wsUrl, commitment: 'confirmed' })
})
afterAll(async () => {
  await devnet.stop()
})

const localnet = () =>
  defineNetwork({
    chainNamespace: 'solana',
    id: 'localnet',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [devnet.url], webSocket: [devnet.wsUrl] } },
    testnet: true,
  })

async function setup(options: { signAndSend?: boolean } = {}) {
  const network = localnet()
  const approvals = new ApprovalQueue('approve')
  const wallet = new DevSolanaWallet({
    approvals,
    store: new WalletStore(memoryStorage(), 'k'),
    origin: 'http://dapp.test',
    seed: SOLANA_DEV_WALLET_SEED,
    ...(options.signAndSend === false ? {} : { rpcUrl: devnet.url }),
  })
  const portico = createPortico({ networks: [network], plugins: [sendSolana()], logLevel: 'silent' })
  const connector = createWalletStandardConnector({ wallet })
  portico.connection.addConnector(connector)
  await portico.connection.connect(connector.info.id)
  const balanceEntry = () => portico.services.balances.getEntry({ network: portico.config.networks[0] as SendRequest['network'], address: devnet.devWallet })
  const events: string[] = []
  portico._internal.hooks.analytics.tap('test', (event) => void events.push(event.event))
  return { portico, network, approvals, balanceEntry, events }
}

const request = (portico: Portico, fields: Partial<SendRequest>): SendRequest => ({
  namespace: 'solana',
  network: portico.config.networks[0] as SendRequest['network'],
  from: `solana:localnet:${devnet.devWallet}` as CaipAddress,
  to: Keypair.generate().publicKey.toBase58(),
  amount: 1_000_000_000n,
  decimals: 9,
  ...fields,
})

const lamports = async (key: string) => BigInt(await rpc.getBalance(new PublicKey(key)))

describe('send-solana fees (against the local Solana RPC)', () => {
  test.each([
    ['SUSD (SPL Token)', () => devnet.mint, 6, 165],
    ['S22 (Token-2022)', () => devnet.tokens.S22.mint, 9, 170],
  ] as const)('§4 behavior: a %s send to a receiver without a token account costs 5000 lamports plus that account\'s rent, exactly what the sender pays', async (_name, mint, decimals, size) => {
    const { portico, network } = await setup()
    const to = Keypair.generate().publicKey.toBase58()
    const draft = { namespace: 'solana' as const, network, from: devnet.devWallet, to, amount: 5n, tokenAddress: mint(), decimals, accountType: 'eoa' as const }
    const rent = BigInt(await rpc.getMinimumBalanceForRentExemption(size))
    const fee = await portico._internal.hooks.estimateFee.for('solana').promise({ ...draft, nativeBalance: await lamports(devnet.devWallet) })
    expect(fee).toEqual({ gasPrice: 5000n, gasLimit: 1n, total: 5000n + rent, deposit: rent, gasInsufficient: false })
    const before = await lamports(devnet.devWallet)
    await portico.send(request(portico, { to, tokenAddress: mint(), amount: 5n, decimals }))
    expect(before - (await lamports(devnet.devWallet))).toBe(fee?.total)
    // The account exists now: the next send pays the signature only.
    await expect(estimateSolanaFee({ ...draft, nativeBalance: before })).resolves.toEqual({ gasPrice: 5000n, gasLimit: 1n, total: 5000n, gasInsufficient: false })
    portico.destroy()
  })

  test('§5 behavior: funds are insufficient when SOL cannot pay the fee, the rent and a SOL amount', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    const draft = { namespace: 'solana' as const, network: localnet(), from: devnet.devWallet, to, amount: 5n, tokenAddress: devnet.mint, decimals: 6, accountType: 'eoa' as const }
    const rent = BigInt(await rpc.getMinimumBalanceForRentExemption(165))
    await expect(estimateSolanaFee({ ...draft, nativeBalance: 5000n + rent })).resolves.toMatchObject({ gasInsufficient: false })
    await expect(estimateSolanaFee({ ...draft, nativeBalance: 5000n + rent - 1n })).resolves.toMatchObject({ gasInsufficient: true })
    const sol = { ...draft, tokenAddress: undefined, decimals: 9, amount: 1_000n }
    await expect(estimateSolanaFee({ ...sol, nativeBalance: 6_000n })).resolves.toMatchObject({ total: 5000n, gasInsufficient: false })
    await expect(estimateSolanaFee({ ...sol, nativeBalance: 5_999n })).resolves.toMatchObject({ gasInsufficient: true })
  })
})

describe('send-solana', () => {
  test('§4 behavior: a SOL send lands exact lamports, then refreshes balances', async () => {
    const { portico, balanceEntry, events } = await setup()
    const to = Keypair.generate().publicKey.toBase58()
    const { hash } = await portico.send(request(portico, { to, amount: 1_234_567_890n }))
    expect(BigInt(await rpc.getBalance(new PublicKey(to)))).toBe(1_234_567_890n)
    expect((await rpc.getSignatureStatuses([hash])).value[0]?.err).toBeNull()
    // the refresh ran after confirmation: the service already holds the post-send balance
    const native = balanceEntry().tokens.find((token) => token.address === undefined)
    expect(native?.amount).toBe(BigInt(await rpc.getBalance(new PublicKey(devnet.devWallet))))
    expect(events).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']))
    portico.destroy()
  })

  test('§4 behavior: an SPL send creates the receiver token account and lands exact base units', async () => {
    const { portico } = await setup()
    const to = Keypair.generate().publicKey
    await portico.send(request(portico, { to: to.toBase58(), tokenAddress: devnet.mint, amount: 3_000_001n, decimals: 6 }))
    const ata = getAssociatedTokenAddressSync(new PublicKey(devnet.mint), to)
    expect((await rpc.getTokenAccountBalance(ata)).value.amount).toBe('3000001')
    // a second send reuses the account
    await portico.send(request(portico, { to: to.toBase58(), tokenAddress: devnet.mint, amount: 2n, decimals: 6 }))
    expect((await rpc.getTokenAccountBalance(ata)).value.amount).toBe('3000003')
    portico.destroy()
  })

  test('behavior: Token-2022 sends use the mint program; a wallet without signAndSend signs and the plugin sends', async () => {
    const { portico } = await setup({ signAndSend: false })
    const to = Keypair.generate().publicKey
    await portico.send(request(portico, { to: to.toBase58(), tokenAddress: devnet.tokens.S22.mint, amount: 7n, decimals: 9 }))
    const parsed = await rpc.getParsedTokenAccountsByOwner(to, { mint: new PublicKey(devnet.tokens.S22.mint) })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('7')
    expect(parsed.value[0]?.account.data.program).toBe('spl-token-2022')
    portico.destroy()
  })

  test('§5 error: a send without amount or receiver is refused with the spec text and sends nothing', async () => {
    const { portico, events } = await setup()
    const before = await rpc.getBalance(new PublicKey(devnet.devWallet))
    await expect(portico.send(request(portico, { amount: 0n }))).rejects.toThrow('Please enter a valid amount and receiver address')
    await expect(portico.send(request(portico, { to: '' }))).rejects.toThrow('Please enter a valid amount and receiver address')
    await expect(portico.send(request(portico, { to: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' }))).rejects.toThrow('Please enter a valid amount and receiver address')
    expect(await rpc.getBalance(new PublicKey(devnet.devWallet))).toBe(before)
    expect(events).toContain('SEND_ERROR')
    portico.destroy()
  })

  test('§8 error: a rejected signature is "Failed to send transaction. Please try again." and sends nothing', async () => {
    const { portico, approvals, balanceEntry } = await setup()
    await expect.poll(() => balanceEntry().status).toBe('ready')
    const fetchedAt = balanceEntry().updatedAt
    approvals.setMode('reject')
    const to = Keypair.generate().publicKey
    const before = await rpc.getBalance(new PublicKey(devnet.devWallet))
    const error = await portico.send(request(portico, { to: to.toBase58() })).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'SendFailedError', shortMessage: 'Failed to send transaction. Please try again.' })
    expect(await rpc.getBalance(to)).toBe(0)
    expect(await rpc.getBalance(new PublicKey(devnet.devWallet))).toBe(before)
    expect(balanceEntry().updatedAt).toBe(fetchedAt) // no refresh after a failed send
    portico.destroy()
  })

  test('§8 error: a send the node refuses (above the balance) fails with the Solana text', async () => {
    const { portico } = await setup()
    await expect(portico.send(request(portico, { amount: 10n ** 18n }))).rejects.toMatchObject({ shortMessage: 'Failed to send transaction. Please try again.' })
    portico.destroy()
  })

  test('behavior: contributes the send feature on solana only, with the solana chain module; uninstall removes its taps', async () => {
    const { portico } = await setup()
    const features = portico._internal.hooks.accountFeatures.call([])
    expect(features).toEqual([{ feature: 'send', label: kernelTexts.ref('send'), view: 'WalletSend', namespaces: ['solana'] }])
    await expect(portico._internal.hooks.validateAddress.for('solana').promise(devnet.devWallet)).resolves.toBe(true)
    await expect(portico._internal.hooks.validateAddress.for('solana').promise('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')).resolves.toBe(false)
    expect(portico.plugins()).toEqual(['chain-solana', 'send-solana'])
    portico.uninstall('send-solana')
    expect(portico._internal.hooks.accountFeatures.call([])).toEqual([])
    expect(portico._internal.hooks.estimateFee.get('solana')?.isUsed()).toBe(false)
    await expect(portico.send(request(portico, {}))).rejects.toThrow('Unsupported chain')
    portico.destroy()
  })
})
