// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONFIRMATION_CODE_LENGTH, createClickGuard, createConfirmationCode, hasVisibilityTracking, MIN_VISIBLE_MS, RECENT_MOVE_MS, type ClickGuard, type ClickGuardOptions, type VisibilitySample } from './clickGuard'

const trusted = { isTrusted: true, detail: 1 }
const fully: VisibilitySample = { isIntersecting: true, intersectionRatio: 1, isVisible: true }

/** A guard on a fake clock with a hand-driven observer (IntersectionObserver v2 semantics). */
function setup(overrides: Partial<ClickGuardOptions> = {}) {
  let clock = 1_000
  let emit: (sample: VisibilitySample) => void = () => {}
  const stop = vi.fn()
  const changes: boolean[] = []
  const target = document.createElement('section')
  document.body.append(target)
  const guard = createClickGuard({
    target,
    window,
    now: () => clock,
    observe: (_target, onSample) => {
      emit = onSample
      return stop
    },
    tracksVisibility: true,
    onReadyChange: (ready) => changes.push(ready),
    ...overrides,
  })
  const advance = (ms: number) => {
    clock += ms
    vi.advanceTimersByTime(ms)
  }
  return { guard, emit: (sample: VisibilitySample) => emit(sample), advance, stop, changes }
}

let step = 0
/** A trusted pointer event at a new point of a frame whose top-left corner sits at `frame` on the screen. */
const pointer = (type: 'pointermove' | 'pointerdown', frame = { x: 100, y: 200 }) => {
  step += 1
  return { type, isTrusted: true, screenX: frame.x + 20 + step, screenY: frame.y + 30, clientX: 20 + step, clientY: 30 }
}
/** The visitor moves the pointer inside the frame (two events at different points). */
const move = (guard: ClickGuard, frame?: { x: number; y: number }) => {
  guard.notePointer(pointer('pointermove', frame))
  guard.notePointer(pointer('pointermove', frame))
}

/** Moves the pointer over Approve, presses and clicks it, with a trusted pointer. */
const click = (guard: ClickGuard, frame?: { x: number; y: number }) => {
  move(guard, frame)
  guard.notePress(trusted)
  return guard.check(trusted)
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('createClickGuard', () => {
  it('refuses until the browser reports the panel visible, then until it stayed visible for the minimum time', () => {
    const { guard, emit, advance, changes } = setup()
    expect(click(guard)).toBe('not-visible')
    advance(MIN_VISIBLE_MS * 2)
    expect(click(guard)).toBe('not-visible')
    emit(fully)
    advance(MIN_VISIBLE_MS - 1)
    expect(guard.ready()).toBe(false)
    expect(click(guard)).toBe('too-soon')
    advance(1)
    expect(guard.ready()).toBe(true)
    expect(click(guard)).toBeUndefined()
    // The ready state was announced once, by a timer (no click needed to flip it).
    expect(changes).toEqual([true])
  })

  it('refuses an untrusted event even when ready', () => {
    const { guard, emit, advance } = setup()
    emit(fully)
    advance(MIN_VISIBLE_MS)
    guard.notePress({ isTrusted: false, detail: 1 })
    expect(guard.check({ isTrusted: false, detail: 1 })).toBe('untrusted')
  })

  it('refuses when an overlay or transparency makes the panel not visible, and restarts the clock when it is visible again', () => {
    const { guard, emit, advance, changes } = setup()
    emit(fully)
    advance(MIN_VISIBLE_MS)
    emit({ isIntersecting: true, intersectionRatio: 1, isVisible: false })
    expect(click(guard)).toBe('not-visible')
    emit(fully)
    expect(click(guard)).toBe('too-soon')
    advance(MIN_VISIBLE_MS)
    expect(click(guard)).toBeUndefined()
    expect(changes).toEqual([true, false, true])
  })

  it('refuses a partly visible panel (ratio below 1)', () => {
    const { guard, emit, advance } = setup()
    emit({ isIntersecting: true, intersectionRatio: 0.6, isVisible: true })
    advance(MIN_VISIBLE_MS * 2)
    expect(click(guard)).toBe('not-visible')
  })

  it('restarts the clock when the frame is resized (the host moved or resized it)', () => {
    const { guard, emit, advance } = setup()
    emit(fully)
    advance(MIN_VISIBLE_MS)
    window.dispatchEvent(new Event('resize'))
    expect(click(guard)).toBe('too-soon')
    advance(MIN_VISIBLE_MS)
    expect(click(guard)).toBeUndefined()
  })

  it('refuses a click whose press started before the panel was ready', () => {
    const { guard, emit, advance } = setup()
    emit(fully)
    advance(MIN_VISIBLE_MS - 10)
    guard.notePress(trusted)
    advance(20)
    expect(guard.check(trusted)).toBe('press-before-ready')
    expect(click(guard)).toBeUndefined()
  })

  it('issue 14: a pointer click needs a pointer move inside the frame, recent and since the clock started', () => {
    const { guard, emit, advance } = setup()
    emit(fully)
    advance(MIN_VISIBLE_MS)
    // A frame slid under a still pointer: one synthetic move where the pointer already is, then the press.
    const still = pointer('pointerdown')
    guard.notePointer({ ...still, type: 'pointermove' })
    guard.notePointer(still)
    guard.notePress(trusted)
    expect(guard.check(trusted)).toBe('no-pointer-move')
    move(guard)
    advance(RECENT_MOVE_MS + 1)
    guard.notePress(trusted)
    expect(guard.check(trusted)).toBe('no-pointer-move')
    guard.notePointer({ ...pointer('pointermove'), isTrusted: false })
    guard.notePress(trusted)
    expect(guard.check(trusted)).toBe('no-pointer-move')
    // A move before the clock restarted (the frame was resized) does not count after it.
    move(guard)
    window.dispatchEvent(new Event('resize'))
    advance(MIN_VISIBLE_MS)
    guard.notePress(trusted)
    expect(guard.check(trusted)).toBe('no-pointer-move')
    expect(click(guard)).toBeUndefined()
  })

  it('issue 14: the frame moving on the screen (its offset between pointer events) restarts the clock', () => {
    const { guard, emit, advance, changes } = setup()
    emit(fully)
    advance(MIN_VISIBLE_MS)
    move(guard, { x: 100, y: 200 })
    guard.notePointer({ ...pointer('pointermove', { x: 101, y: 200 }) }) // sub-pixel rounding is not a move
    expect(guard.ready()).toBe(true)
    guard.notePointer(pointer('pointermove', { x: 160, y: 200 })) // the host slid the frame under the pointer
    expect(guard.ready()).toBe(false)
    guard.notePress(trusted)
    expect(guard.check(trusted)).toBe('too-soon')
    advance(MIN_VISIBLE_MS)
    expect(click(guard, { x: 160, y: 200 })).toBeUndefined()
    // Slid again between the last move and the press: the press itself shows the new offset.
    guard.notePointer(pointer('pointerdown', { x: 100, y: 260 }))
    guard.notePress(trusted)
    expect(guard.check(trusted)).toBe('too-soon')
    expect(changes).toEqual([true, false, true, false])
  })

  it('issue 14: Approve stays disabled while the layout hides the request, without polling; a scroll re-evaluates it', () => {
    let layout: 'too-small' | 'details-unseen' | undefined = 'too-small'
    const { guard, emit, advance, changes } = setup({ layout: () => layout })
    emit(fully)
    advance(MIN_VISIBLE_MS * 4)
    expect(guard.ready()).toBe(false)
    expect(click(guard)).toBe('too-small')
    layout = 'details-unseen'
    expect(click(guard)).toBe('details-unseen')
    expect(vi.getTimerCount()).toBe(0)
    layout = undefined
    guard.refresh()
    expect(guard.ready()).toBe(true)
    expect(click(guard)).toBeUndefined()
    expect(changes).toEqual([true])
  })

  it('refuses while the tab is hidden and restarts the clock when it is shown again', () => {
    const { guard, emit, advance } = setup()
    emit(fully)
    advance(MIN_VISIBLE_MS)
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(click(guard)).toBe('not-visible')
    state.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(click(guard)).toBe('too-soon')
    advance(MIN_VISIBLE_MS)
    expect(click(guard)).toBeUndefined()
  })

  it('accepts a keyboard activation only after the frame held focus for the minimum time', () => {
    const { guard, emit, advance } = setup()
    emit(fully)
    advance(MIN_VISIBLE_MS)
    const key = { isTrusted: true, detail: 0 }
    window.dispatchEvent(new Event('blur'))
    expect(guard.check(key)).toBe('focus-too-recent')
    window.dispatchEvent(new Event('focus'))
    expect(guard.check(key)).toBe('focus-too-recent')
    advance(MIN_VISIBLE_MS)
    expect(guard.check(key)).toBeUndefined()
  })

  it('without visibility tracking, counts IntersectionObserver v1 intersection (isVisible is ignored) and needs the typed confirmation code', () => {
    const { guard, emit, advance } = setup({ tracksVisibility: false })
    emit({ isIntersecting: true, intersectionRatio: 1 })
    advance(MIN_VISIBLE_MS)
    const code = guard.confirmationCode ?? ''
    expect(code).toMatch(new RegExp(`^[A-Z2-9]{${CONFIRMATION_CODE_LENGTH}}$`))
    // Issue 14, High 3: a click alone (through a frame the visitor cannot see) does not count.
    expect(click(guard)).toBe('code-mismatch')
    guard.notePress(trusted)
    expect(guard.check(trusted, 'ZZZZ' === code ? 'YYYY' : 'ZZZZ')).toBe('code-mismatch')
    guard.notePress(trusted)
    expect(guard.check(trusted, ` ${code.toLowerCase()} `)).toBeUndefined()
  })

  it('with visibility tracking, asks no confirmation code', () => {
    const { guard } = setup()
    expect(guard.confirmationCode).toBeUndefined()
  })

  it('without any observer, relies on time since it appeared, and the typed code', () => {
    const { guard, advance } = setup({ observe: undefined, tracksVisibility: false })
    expect(click(guard)).toBe('too-soon')
    advance(MIN_VISIBLE_MS)
    move(guard)
    guard.notePress(trusted)
    expect(guard.check(trusted, guard.confirmationCode)).toBeUndefined()
  })

  it('confirmation codes are uniform over the alphabet (no modulo bias) and differ per showing', () => {
    const counts = new Map<string, number>()
    for (let i = 0; i < 2_000; i++) for (const char of createConfirmationCode()) counts.set(char, (counts.get(char) ?? 0) + 1)
    expect(counts.size).toBe(31)
    expect(Math.min(...counts.values())).toBeGreaterThan(150)
    expect(new Set(Array.from({ length: 50 }, () => createConfirmationCode())).size).toBeGreaterThan(45)
  })

  it('destroy stops the observer, the timer and the listeners', () => {
    const { guard, emit, advance, stop, changes } = setup()
    emit(fully)
    guard.destroy()
    advance(MIN_VISIBLE_MS)
    window.dispatchEvent(new Event('resize'))
    expect(stop).toHaveBeenCalledOnce()
    expect(changes).toEqual([])
  })

  it('detects IntersectionObserver v2 by isVisible on the entry prototype', () => {
    expect(hasVisibilityTracking(window)).toBe(false)
    const fake = window as unknown as { IntersectionObserver?: unknown; IntersectionObserverEntry?: unknown }
    const saved = { io: fake.IntersectionObserver, entry: fake.IntersectionObserverEntry }
    fake.IntersectionObserver = function IntersectionObserver() {}
    fake.IntersectionObserverEntry = class { isVisible = false }
    expect(hasVisibilityTracking(window)).toBe(false)
    fake.IntersectionObserverEntry = { prototype: { isVisible: false } }
    expect(hasVisibilityTracking(window)).toBe(true)
    fake.IntersectionObserver = saved.io
    fake.IntersectionObserverEntry = saved.entry
  })
})
