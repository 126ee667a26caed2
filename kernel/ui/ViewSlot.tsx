import { Component, memo, Suspense, useState, type ReactNode } from 'react'
import type { Portico } from '../createPortico'
import { messages } from '../errors/messages'
import { RetryError } from './primitives/RetryError'
import { forgetView, resolveView } from './viewTable'

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
      <Suspense fallback={fallback}>
        <view.Component portico={portico} />
      </Suspense>
    </ViewErrorBoundary>
  )
})
