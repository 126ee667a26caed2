import type { Portico } from '../createPortico'
import { useSelector } from './useSelector'
import { useI18n } from './useTexts'

/**
 * The toast of the toast slice, a spec text in the current locale; announced politely to screen
 * readers. A message of several spec texts (one per line, e.g. 'Signature declined' and its
 * smart-account line) is translated line by line, since the catalogues hold each text alone.
 */
export function Toast({ portico }: { portico: Portico }) {
  const toast = useSelector(portico, (state) => state.toast)
  const i18n = useI18n(portico)
  return (
    <div role="status" aria-live="polite" className={toast.open ? undefined : 'pc-visually-hidden'}>
      {toast.open && (
        <div className="pc-toast" data-variant={toast.variant} data-testid="portico-toast">
          {toast.message.split('\n').map((line, index) => (
            <span key={index}>{i18n.message(line)}</span>
          ))}
        </div>
      )}
    </div>
  )
}
