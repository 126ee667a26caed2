/** Bytes as base64 (PSBTs and signatures travel as base64). */
export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))

/** Base64 as bytes; throws on anything else. */
export function fromBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new TypeError('Not base64')
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/** Bytes as lower-case hex, no prefix. */
export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** Hex (no prefix) as bytes; throws on anything else. */
export function fromHex(hex: string): Uint8Array {
  if (!/^([0-9a-fA-F]{2})*$/.test(hex)) throw new TypeError('Not hex')
  return Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16))
}
