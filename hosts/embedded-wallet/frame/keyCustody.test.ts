import { describe, expect, test, vi } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ServerError, type ServerUser } from './api'
import { createKeyCustody, type DeviceShareStore, type ShareServer } from './keyCustody'
import { fromHex, splitSecret, toHex } from './vault'

// Issue 14: the frame's key custody against an in-memory server that keeps the auth server's
// rule (one wallet per user: a second store is refused with 409 wallet_exists).
function setup() {
  let user: ServerUser = { id: 'user-1', email: 'ada@example.com', address: null, preferredAccountType: null }
  const held: { serverShare?: string; recoveryShare?: string } = {}
  const server: ShareServer & { stores: number } = {
    stores: 0,
    currentUser: async () => user,
    async store(input) {
      this.stores++
      await new Promise((resolve) => setTimeout(resolve, 5)) // a network round trip: calls overlap
      if (user.address) throw new ServerError(409, 'wallet_exists', 'This account already has a wallet')
      user = { ...user, address: input.address }
      Object.assign(held, { serverShare: input.serverShare, recoveryShare: input.recoveryShare })
      return user
    },
    async read(recovery) {
      if (!held.serverShare || !held.recoveryShare) throw new ServerError(404, 'no_wallet', 'This account has no wallet yet')
      return recovery ? { serverShare: held.serverShare, recoveryShare: held.recoveryShare } : { serverShare: held.serverShare }
    },
  }
  const shares = new Map<string, Uint8Array>()
  const device: DeviceShareStore = { load: async (id) => shares.get(id), save: async (id, share) => void shares.set(id, share) }
  return { server, device, held, current: () => user, custody: createKeyCustody({ server, device }) }
}

const signerOf = (secret: Uint8Array) => privateKeyToAccount(`0x${toHex(secret)}`).address

describe('issue 14: key custody in the frame', () => {
  test('key creation is single-flight: parallel first logins create one key, and this device can sign with it', async () => {
    const { server, custody, current } = setup()
    const first = current()
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => custody.ensureKey(first)))
    expect(settled.every((outcome) => outcome.status === 'fulfilled')).toBe(true)
    expect(server.stores).toBe(1)
    const address = current().address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(custody.withKey(current(), async (secret) => signerOf(secret))).resolves.toBe(address)
  })

  test('withKey refuses a rebuilt key that is not the account: a swapped server share never signs', async () => {
    const { custody, held, current } = setup()
    const user = await custody.ensureKey(current())
    // The server answers with a share of another key (a bug, a restore from the wrong backup, an attacker).
    const [, otherServerShare] = await splitSecret(fromHex(generatePrivateKey().slice(2)))
    held.serverShare = toHex(otherServerShare)
    const run = vi.fn(async (secret: Uint8Array) => signerOf(secret))
    await expect(custody.withKey(user, run)).rejects.toThrow('The key shares do not rebuild this account')
    expect(run).not.toHaveBeenCalled()
  })

  test('a second frame that loses the creation race joins the wallet the first one made', async () => {
    const { server, device, custody, current } = setup()
    const otherTab = createKeyCustody({ server, device: { load: async () => undefined, save: device.save } })
    const [mine, theirs] = await Promise.all([custody.ensureKey(current()), otherTab.ensureKey(current())])
    expect(server.stores).toBe(2)
    expect(theirs.address).toBe(mine.address)
    await expect(custody.withKey(current(), async (secret) => signerOf(secret))).resolves.toBe(mine.address)
  })

  test('withKey refuses a user without a wallet', async () => {
    const { custody, current } = setup()
    await expect(custody.withKey(current(), async () => 'signed')).rejects.toThrow('This device holds no key share')
  })
})
