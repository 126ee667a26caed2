import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil, type Devnet } from './anvil'
import { deliverNative, deliverToken, findTokenLayout, ONRAMP_TREASURY } from './onrampTreasury'

describe('onramp treasury on the devnet (real anvil)', () => {
  let devnet: Devnet
  const client = () => createPublicClient({ transport: http(devnet.url) })
  const tokenBalance = (token: Address, owner: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const supply = (token: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })

  beforeAll(async () => {
    devnet = await startAnvil()
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  test('behavior: native delivery raises the buyer by exactly the amount, in a real transaction from the treasury', async () => {
    const buyer = privateKeyToAddress(generatePrivateKey())
    const hash = await deliverNative(devnet.url, buyer, 8_250_000_000_000_000n)
    expect(await client().getBalance({ address: buyer })).toBe(8_250_000_000_000_000n)
    const transaction = await client().getTransaction({ hash })
    expect([transaction.from.toLowerCase(), transaction.to?.toLowerCase(), transaction.value]).toEqual([ONRAMP_TREASURY, buyer.toLowerCase(), 8_250_000_000_000_000n])
  })

  test('behavior: token delivery mints to the treasury (supply grows by the amount) and transfers, for the standard and the USDT-style token', async () => {
    const { PUSDC, PUSDT, PUSD } = devnet.addresses.tokens
    expect(await findTokenLayout(devnet.url, PUSDC.address)).toEqual({ balanceSlot: 0n, totalSupplySlot: 2n })
    expect(await findTokenLayout(devnet.url, PUSDT.address)).toEqual({ balanceSlot: 4n, totalSupplySlot: 3n })
    for (const [token, amount] of [[PUSDC.address, 99_000_000n], [PUSDT.address, 24_750_001n], [PUSD.address, 10n ** 18n + 1n]] as const) {
      const buyer = privateKeyToAddress(generatePrivateKey())
      const before = await supply(token)
      const hash = await deliverToken(devnet.url, token, buyer, amount)
      expect(await tokenBalance(token, buyer)).toBe(amount)
      expect(await supply(token)).toBe(before + amount)
      expect(await tokenBalance(token, ONRAMP_TREASURY)).toBe(0n)
      const receipt = await client().getTransactionReceipt({ hash })
      expect(receipt.logs).toHaveLength(1) // one Transfer, treasury -> buyer
      expect(receipt.logs[0]?.address.toLowerCase()).toBe(token.toLowerCase())
    }
  })

  test('error: a contract that is not a simple ERC-20 cannot be minted', async () => {
    await expect(findTokenLayout(devnet.url, devnet.addresses.multicall3)).rejects.toThrow()
  })
})
