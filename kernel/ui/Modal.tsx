import * as React from 'react'
import { useCallback, useRef, useState } from 'react'
import type { Portico } from '../createPortico'
import { kernelTexts } from '../i18n/kernelTexts'
import { BackIcon, CloseIcon } from './primitives/icons'
import { Spinner } from './primitives/Spinner'
import { Toast } from './Toast'
import { useAnimatedHeight } from './useAnimatedHeight'
import { useEscape, useFocusTrap, useKeepFocusInside, useScrollLock } from './useFocusTrap'
import { useSelector } from './useSelector'
import { useI18n } from './useTexts'
import { resolveView } from './viewTable'
import { ViewSlot } from './ViewSlot'

const TITLE_ID = 'pc-title'
/**
 * React's `<Activity>` (19.2 and later); undefined on an older React (the peer range starts at
 * 18), where the dialog renders on opening only. Read from the namespace: a named import of a
 * missing export fails to link in Node's ESM (server-side rendering).
 */
const Activity = (React as { Activity?: typeof React.Activity }).Activity
const selectView = (state: ReturnType<Portico['getState']>) => state.router.history[state.router.history.length - 1]
const selectCanGoBack = (state: ReturnType<Portico['getState']>) => state.router.history.length > 1

/** The current view with its header; shared by the modal and the embedded form. */
export function ViewFrame({ portico, onClose }: { portico: Portico; onClose: (() => void) | undefined }) {
  const entry = useSelector(portico, selectView)
  const canGoBack = useSelector(portico, selectCanGoBack)
  const view = resolveView(portico, entry?.view ?? 'Connect')
  const { inner, height, instant } = useAnimatedHeight<HTMLDivElement>()
  const i18n = useI18n(portico)
  const t = (key: keyof typeof kernelTexts.en) => i18n.t(kernelTexts, key)
  const title = view ? i18n.label(view.title) : 'Portico'
  return (
    <>
      <header className="pc-header">
        {canGoBack ? (
          <button type="button" className="pc-icon-button pc-back" aria-label={t('back')} onClick={() => portico.router.goBack()}>
            <BackIcon />
          </button>
        ) : (
          <span />
        )}
        <h2 id={TITLE_ID} className="pc-title" key={title}>
          {title}
        </h2>
        {onClose ? (
          <button type="button" className="pc-icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        ) : (
          <span />
        )}
      </header>
      <div className="pc-body" style={height === undefined ? undefined : { height, ...(instant ? { transition: 'none' } : {}) }}>
        <div className="pc-body-inner" ref={inner}>
          <div className="pc-view" key={entry?.view}>
            <ViewSlot
              portico={portico}
              name={entry?.view ?? 'Connect'}
              fallback={<Spinner label={t('loading')} />}
              missing={
                <p className="pc-error" role="alert">
                  {i18n.t(kernelTexts, 'unknownView', { view: entry?.view ?? '' })}
                </p>
              }
            />
          </div>
        </div>
      </div>
    </>
  )
}

function Dialog({ portico }: { portico: Portico }) {
  const dialog = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog)
  useScrollLock(dialog)
  const close = useCallback(() => portico.close(), [portico])
  useEscape(dialog, close)
  useKeepFocusInside(dialog, useSelector(portico, selectView)?.view)
  return (
    // The overlay only closes on a click on itself; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="pc-overlay" onClick={(event) => event.target === event.currentTarget && close()}>
      <div ref={dialog} className="pc-dialog" role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} tabIndex={-1} data-testid="portico-dialog">
        <ViewFrame portico={portico} onClose={close} />
      </div>
    </div>
  )
}

/**
 * The modal: a dialog while open, and the toast at all times. Before the first opening the dialog
 * is rendered ahead, hidden (`<Activity mode="hidden">`: React renders it when the page has
 * nothing else to do, with no effect mounted, so no view loads anything and nothing is focused),
 * and the first click only reveals it. After a close it unmounts, as each later opening starts
 * afresh. Without `<Activity>` (React before 19.2) it renders on opening.
 */
export function Modal({ portico }: { portico: Portico }) {
  const open = useSelector(portico, (state) => state.modal.open)
  const [openedOnce, setOpenedOnce] = useState(open)
  if (open && !openedOnce) setOpenedOnce(true)
  const dialog = (open || !openedOnce) && <Dialog portico={portico} />
  return (
    <>
      {Activity ? <Activity mode={open ? 'visible' : 'hidden'}>{dialog}</Activity> : open && dialog}
      <Toast portico={portico} />
    </>
  )
}
