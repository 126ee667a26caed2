import * as z from 'zod/mini'
import { HttpStatusError, InvalidWalletResponseError, type CaipNetwork, type CaipNetworkId, type FetchFn } from 'portico'
import { createHttpClient } from 'portico/services'
import { AccountNameTakenError } from './errors'
import type { NameService } from './types'

/** Options of {@link createHttpNameService}. */
export type HttpNameServiceParameters = {
  /** Prefix of the API: `GET {baseUrl}/names/{label}`, `POST {baseUrl}/names`... */
  baseUrl: string
  /** The eip155 networks the service names accounts on (a registration is signed with `personal_sign`). */
  networks: readonly `eip155:${string}`[]
  /** Added to every call as the `clientId` query param. */
  clientId?: string | undefined
  /** Headers sent with every call (an API key, say). */
  headers?: Record<string, string> | undefined
  /** Milliseconds before a call fails. Default 10 000. */
  timeout?: number | undefined
  /** Fetch implementation. Default `globalThis.fetch`. */
  fetch?: FetchFn | undefined
}

/** A {@link NameService} over HTTP, which also resolves a name to its address. */
export type HttpNameService = NameService & {
  /** The address `label` (under the parent name) points to, or `undefined` when nobody holds it. */
  addressOf(label: string, network: CaipNetwork): Promise<string | undefined>
}

const nameRecord = z.object({ name: z.string().check(z.minLength(1)), address: z.nullable(z.string().check(z.minLength(1))), available: z.boolean() })
const parentRecord = z.object({ parentName: z.string().check(z.minLength(1)) })
const reverseRecord = z.object({ name: z.nullable(z.string().check(z.minLength(1))) })
const registered = z.object({ name: z.string().check(z.minLength(1)) })
const hexSignature = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/))

/** HTTP 409 Conflict: the name was taken between the check and the registration. */
const CONFLICT = 409

const utf8Hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * The text an account signs (`personal_sign`) to register a name with {@link createHttpNameService}:
 * two lines, the claim and the time. A server rebuilds it from the request's fields and checks
 * the signature (EIP-191) and that the time is recent.
 *
 * @example
 * import { accountNameRegistrationMessage } from 'portico/plugins/account-names'
 * accountNameRegistrationMessage({ name: 'alice.dapp.eth', address: '0xf39F…2266', network: 'eip155:1', issuedAt: '2026-01-01T00:00:00.000Z' })
 * // 'Register the name alice.dapp.eth for 0xf39F…2266 on eip155:1\nIssued At: 2026-01-01T00:00:00.000Z'
 */
export function accountNameRegistrationMessage(input: { name: string; address: string; network: CaipNetworkId; issuedAt: string }): string {
  return `Register the name ${input.name} for ${input.address} on ${input.network}\nIssued At: ${input.issuedAt}`
}

/**
 * A {@link NameService} over an HTTP API of this shape (README, "Account names from your own
 * service"); every call carries the `network` query param (CAIP-2) and every answer is validated
 * with zod (a malformed one rejects with `InvalidResponseError`, a non-OK status with
 * 'HTTP status code: {n}'):
 *
 * - `GET {baseUrl}/parent` -> `{ parentName }`
 * - `GET {baseUrl}/names/{label}` -> `{ name, address: string | null, available }` (lookup and availability)
 * - `GET {baseUrl}/addresses/{address}` -> `{ name: string | null }` (reverse)
 * - `POST {baseUrl}/names` `{ label, address, network, message, signature }` -> `{ name }`; 409 when
 *   taken ('This name is taken'). `message` is {@link accountNameRegistrationMessage}, signed by
 *   the account with `personal_sign`, asked only after the name was checked available.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import accountNames, { createHttpNameService } from 'portico/plugins/account-names'
 * const service = createHttpNameService({ baseUrl: 'https://names.dapp.example/v1', networks: ['eip155:1'] })
 * const portico = createPortico({ networks: [mainnet], projectId: 'my-project', plugins: [accountNames({ service })] })
 */
export function createHttpNameService(parameters: HttpNameServiceParameters): HttpNameService {
  const http = createHttpClient(parameters)
  const served = new Set<string>(parameters.networks)
  const parents = new Map<CaipNetworkId, Promise<string>>()
  const lookup = (label: string, network: CaipNetwork) =>
    http.get(`names/${encodeURIComponent(label)}`, { params: { network: network.caipNetworkId }, schema: nameRecord })

  const service: HttpNameService = {
    supports: (network) => served.has(network.caipNetworkId),
    parentName(network) {
      let parent = parents.get(network.caipNetworkId)
      if (!parent) {
        parent = http.get('parent', { params: { network: network.caipNetworkId }, schema: parentRecord }).then((answer) => answer.parentName)
        parent.catch(() => parents.delete(network.caipNetworkId))
        parents.set(network.caipNetworkId, parent)
      }
      return parent
    },
    isAvailable: async (label, network) => (await lookup(label, network)).available,
    addressOf: async (label, network) => (await lookup(label, network)).address ?? undefined,
    nameOf: async (address, network) =>
      (await http.get(`addresses/${encodeURIComponent(address)}`, { params: { network: network.caipNetworkId }, schema: reverseRecord })).name ?? undefined,
    async register({ label, address, network, wallet }) {
      // Refused before anything is signed.
      const record = await lookup(label, network)
      if (!record.available) throw new AccountNameTakenError(label)
      const message = accountNameRegistrationMessage({ name: record.name, address, network: network.caipNetworkId, issuedAt: new Date().toISOString() })
      const signature = hexSignature.safeParse(await wallet.request({ method: 'personal_sign', params: [utf8Hex(message), address] }))
      if (!signature.success) throw new InvalidWalletResponseError('personal_sign')
      try {
        return await http.post('names', { body: { label, address, network: network.caipNetworkId, message, signature: signature.data }, schema: registered })
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === CONFLICT) throw new AccountNameTakenError(label)
        throw error
      }
    },
  }
  return service
}
