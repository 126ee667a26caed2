import { privateKeyToAccount } from 'viem/accounts'
import { secp256k1 } from '@noble/curves/secp256k1'
import { ServerError, type ServerUser } from './api'
import { combineShares, fromHex, splitSecret, toHex } from './vault'

/** Where this device keeps its share (vault.ts in the frame). */
export type DeviceShareStore = {
  load(userId: string): Promise<Uint8Array | undefined>
  save(userId: string, share: Uint8Array): Promise<void>
}

/** The auth server's share endpoints, as the frame calls them. */
export type ShareServer = {
  /** The signed-in user as the server has it now. */
  currentUser(): Promise<ServerUser>
  /** Stores the server and recovery shares of a new wallet; the updated user. */
  store(input: { address: string; serverShare: string; recoveryShare: string }): Promise<ServerUser>
  /** The server share, and the recovery share when `recovery` (a device without its own). */
  read(recovery: boolean): Promise<{ serverShare: string; recoveryShare?: string | undefined }>
}

const KEY_MISMATCH = 'The key shares do not rebuild this account'
const addressOf = (secret: Uint8Array) => privateKeyToAccount(`0x${toHex(secret)}`).address

/**
 * The frame's key custody: creates the key on first login (2-of-3 shares: device, server,
 * recovery) and rebuilds it from the device and server shares for one signature.
 *
 * @example
 * const custody = createKeyCustody({ server, device })
 * const user = await custody.ensureKey(await currentUser())
 * const signature = await custody.withKey(user, (secret) => sign(secret))
 */
export function createKeyCustody(options: { server: ShareServer; device: DeviceShareStore }) {
  const { server, device } = options

  /** Key creations under way, per user: parallel first logins in this frame share one. */
  const creating = new Map<string, Promise<ServerUser>>()

  async function createKey(user: ServerUser): Promise<ServerUser> {
    const secret = secp256k1.utils.randomPrivateKey()
    const address = addressOf(secret)
    const [deviceShare, serverShare, recoveryShare] = await splitSecret(secret)
    secret.fill(0)
    let stored: ServerUser
    try {
      stored = await server.store({ address, serverShare: toHex(serverShare), recoveryShare: toHex(recoveryShare) })
    } catch (error) {
      // Another frame (a second tab) created the wallet first: join it as a new device would.
      if (error instanceof ServerError && error.code === 'wallet_exists') return joinKey(await server.currentUser())
      throw error
    }
    // Saved only once the server took its shares: a refused key never replaces this device's share.
    await device.save(user.id, deviceShare)
    return stored
  }

  /** A device without its share: rebuild from the server and recovery shares, check, keep the recovery share. */
  async function joinKey(user: ServerUser): Promise<ServerUser> {
    if (!user.address) throw new Error('This account has no wallet yet')
    if (await device.load(user.id)) return user
    const shares = await server.read(true)
    if (!shares.recoveryShare) throw new Error('The wallet server kept the recovery share')
    const recovery = fromHex(shares.recoveryShare)
    const secret = await combineShares(fromHex(shares.serverShare), recovery)
    const address = addressOf(secret)
    secret.fill(0)
    if (address.toLowerCase() !== user.address.toLowerCase()) throw new Error(KEY_MISMATCH)
    await device.save(user.id, recovery)
    return user
  }

  function ensureKey(user: ServerUser): Promise<ServerUser> {
    if (user.address) return joinKey(user)
    const running = creating.get(user.id)
    if (running) return running
    const created = createKey(user).finally(() => creating.delete(user.id))
    creating.set(user.id, created)
    return created
  }

  async function withKey<T>(user: ServerUser, run: (secret: Uint8Array) => Promise<T>): Promise<T> {
    const local = await device.load(user.id)
    if (!local) throw new Error('This device holds no key share')
    const { serverShare } = await server.read(false)
    const secret = await combineShares(local, fromHex(serverShare))
    // A key that is not the account's (a swapped or corrupted share) never signs anything.
    if (!user.address || addressOf(secret).toLowerCase() !== user.address.toLowerCase()) {
      secret.fill(0)
      throw new Error(user.address ? KEY_MISMATCH : 'This account has no wallet yet')
    }
    try {
      return await run(secret)
    } finally {
      secret.fill(0)
    }
  }

  return {
    /** Makes sure this device holds a share of the user's key; creates the key on first login. */
    ensureKey,
    /** Rebuilds the key from the device share and the server share, for one signature. */
    withKey,
  }
}
