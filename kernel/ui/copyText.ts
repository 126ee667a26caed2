import type { Portico } from '../createPortico'
import { kernelTexts } from '../i18n/kernelTexts'

/**
 * Toast texts of a copy: what was copied, and the failure.
 *
 * @example
 * import type { CopyTexts } from 'portico/react'
 * const LINK_COPY_TEXTS: CopyTexts = { copied: 'Link copied', failed: 'Unable to copy the link' }
 */
export type CopyTexts = { copied: string; failed: string }

/**
 * The texts of copying an address (English: the toast shows them in the current locale).
 *
 * @example
 * import { ADDRESS_COPY_TEXTS } from 'portico/react'
 * ADDRESS_COPY_TEXTS.copied // 'Address copied'
 */
export const ADDRESS_COPY_TEXTS: CopyTexts = { copied: kernelTexts.en.addressCopied, failed: kernelTexts.en.addressCopyFailed }

/**
 * Copies `text` to the clipboard and says so with a toast; a denied clipboard shows the failure
 * toast instead of throwing.
 *
 * @example
 * import type { Portico } from 'portico'
 * import { ADDRESS_COPY_TEXTS, copyText } from 'portico/react'
 * export const CopyAddress = ({ portico, address }: { portico: Portico; address: string }) => (
 *   <button type="button" onClick={() => copyText(portico, address, ADDRESS_COPY_TEXTS)}>Copy</button>
 * )
 */
export async function copyText(portico: Pick<Portico, 'services'>, text: string, texts: CopyTexts): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    portico.services.toast.show({ message: texts.copied, variant: 'success' })
  } catch {
    portico.services.toast.show({ message: texts.failed, variant: 'error' })
  }
}
