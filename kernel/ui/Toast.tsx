import type { Portico } from '../createPortico'
import { useSelector } from './useSelector'

/** The toast of the toast slice; announced politely to screen readers. */
export function Toast({ portico }: { portico: Portico }) {
  const toast = useSelector(portico, (state) => state.toast)
  return (
    <div role="status" aria-live="polite" className={toast.open ? undefined : 'pc-visually-hidden'}>
      {toast.open && (
        <div className="pc-toast" data-variant={toast.variant} data-testid="portico-toast">
          {toast.message}
        </div>
      )}
    </div>
  )
}
