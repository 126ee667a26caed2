// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { useAnimatedHeight } from './useAnimatedHeight'

/** A ResizeObserver the test drives: `resize(height)` reports a new content height. */
function fakeResizeObserver() {
  let report: () => void = () => undefined
  let height = 0
  class FakeObserver {
    constructor(callback: () => void) {
      report = callback
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeObserver)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height)
  return { resize: (next: number) => act(() => void ((height = next), report())) }
}

function Body() {
  const { inner, height, instant } = useAnimatedHeight<HTMLDivElement>()
  return (
    <div data-testid="body" data-height={height} data-instant={instant}>
      <div ref={inner} />
    </div>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('§2 behavior: content that grows while the modal opens takes its height at once; later changes animate (150 ms)', async () => {
  const now = vi.spyOn(performance, 'now').mockReturnValue(1000)
  const observer = fakeResizeObserver()
  const { getByTestId } = render(<Body />)
  const body = getByTestId('body')
  await observer.resize(120)
  expect(body.dataset).toMatchObject({ height: '120', instant: 'true' })
  // The wallet catalog arrives a frame later, still within the open animation.
  now.mockReturnValue(1030)
  await observer.resize(260)
  expect(body.dataset).toMatchObject({ height: '260', instant: 'true' })
  // A view change after the modal has opened animates.
  now.mockReturnValue(1400)
  await observer.resize(180)
  expect(body.dataset).toMatchObject({ height: '180', instant: 'false' })
})
