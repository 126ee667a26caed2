/** EIP-6963 provider info. Not validated: tests announce hostile values on purpose. */
export interface ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** An EIP-6963 announcement's detail. */
export interface ProviderDetail {
  info: ProviderInfo
  provider: unknown
}

const uuid = (): string => {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID()
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** Fills in a random `uuid` when `info` has none. */
export function withUuid(info: Partial<ProviderInfo> & Omit<ProviderInfo, 'uuid'>): ProviderInfo {
  return { ...info, uuid: info.uuid ?? uuid() }
}

/**
 * Announces `detail` on `eip6963:announceProvider` now and again on every
 * `eip6963:requestProvider`. Returns a function that stops re-announcing.
 *
 * @param target - the window to announce on
 */
export function announceProvider(target: Window, detail: ProviderDetail): () => void {
  const frozen: ProviderDetail = Object.freeze({ info: Object.freeze({ ...detail.info }), provider: detail.provider })
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: frozen }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
