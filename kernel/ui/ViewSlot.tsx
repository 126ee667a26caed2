import { Component, memo, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { Portico } from '../createPortico'
import { messages } from '../errors/messages'
import { RetryError } from './primitives/RetryError'
import { forgetView, resolveView, type ResolvedView } from './viewTable'

type BoundaryProps = { children: ReactNode; onError: (error: unknown) => void; onRetry: () => void }

/** Catches a view's failure (a chunk that did not arrive, a render that threw) in its own place. */
class ViewErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  override render() {
    return this.state.failed ? <RetryError message={messages.somethingWentWrong} onRetry={this.props.onRetry} /> : this.props.children
  }
}

/**
 * The view, or `fallback` while its chunk loads. It does not suspend for its own chunk: React
 * holds a suspended boundary's content back until 300 ms after its fallback showed, so an
 * email field whose chunk came 20 ms after the opening click appeared 300 ms later and grew the
 * settled dialog again. A failed load is thrown to the error boundary around it.
 */
function LoadedView({ view, portico, fallback }: { view: ResolvedView; portico: Portico; fallback: ReactNode }) {
  const [, setArrived] = useState(0)
  const [failure, setFailure] = useState<{ error: unknown }>()
  const loaded = view.current()
  useEffect(() => {
    if (loaded) return
    let live = true
    view.load().then(
      () => live && setArrived((count) => count + 1),
      (error: unknown) => live && setFailure({ error }),
    )
    return () => void (live = false)
  }, [view, loaded])
  if (failure) throw failure.error
  return loaded ? <loaded.Component portico={portico} /> : fallback
}

/**
 * One view in its own boundaries: while it loads, `fallback` stands in its place; when it fails
 * to load or render, 'Something went wrong' and "Try again" (which loads it again) do. Nothing
 * around it waits or breaks. The modal's current view, each connect method of the Connect view
 * and each plugin tab of the Account view render this way. Renders `missing` for a name no view
 * is registered under. Memoized: the view renders from its own state, not when the view around
 * it does (a wallet list update leaves the email field alone).
 */
export const ViewSlot = memo(function ViewSlot({ portico, name, fallback, missing = null }: { portico: Portico; name: string; fallback: ReactNode; missing?: ReactNode }) {
  const [attempt, setAttempt] = useState(0)
  const view = resolveView(portico, name)
  if (!view) return missing
  const retry = () => {
    forgetView(portico, name)
    setAttempt((count) => count + 1)
  }
  return (
    <ViewErrorBoundary key={`${name}#${attempt}`} onError={(error) => portico.services.logger.error(`The view ${name} failed`, error)} onRetry={retry}>
      {/* For anything inside the view that suspends. */}
      <Suspense fallback={fallback}>
        <LoadedView view={view} portico={portico} fallback={fallback} />
      </Suspense>
    </ViewErrorBoundary>
  )
})
