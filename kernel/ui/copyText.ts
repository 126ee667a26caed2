import type { Portico } from '../createPortico'

/** Toast texts of a copy: what was copied, and the failure. */
export type CopyTexts = { copied: string; failed: string }

/** The texts of copying an address. */
export const ADDRESS_COPY_TEXTS: CopyTexts = { copied: 'Address copied', failed: 'Unable to copy the address' }

/**
 * Copies `text` to the clipboard and says so with a toast; a denied clipboard shows the failure
 * toast instead of throwing.
 *
 * @example
 * <button onClick={() => copyText(portico, address, ADDRESS_COPY_TEXTS)}>Copy</button>
 */
export async function copyText(portico: Pick<Portico, 'services'>, text: string, texts: CopyTexts): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    portico.services.toast.show({ message: texts.copied, variant: 'success' })
  } catch {
    portico.services.toast.show({ message: texts.failed, variant: 'error' })
  }
}
