// @vitest-environment jsdom
import type { KeenSliderInstance } from 'keen-slider/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAutoplay } from '@/features/cart/components/autoplayPlugin'
import { RECOMMEND_AUTOPLAY_MS } from '@/features/cart/components/RecommendCarousel'

/**
 * The 猜你喜歡 carousel's autoplay (spec §9: every 2500 ms) on a stopped clock: the slider is a
 * stand-in that records next() and settles at once, so only the plugin's timing is under test.
 */
function sliderWith(autoplay: ReturnType<typeof createAutoplay>) {
  const listeners = new Map<string, Array<() => void>>()
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener())
  const next = vi.fn(() => emit('animationEnded'))
  const slider = {
    on: (event: string, listener: () => void) =>
      listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    next,
  }
  autoplay.plugin(slider as unknown as KeenSliderInstance)
  emit('created')
  return { next, emit }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('carousel autoplay', () => {
  it('moves on 2.5 s after each slide settles, not before', () => {
    expect(RECOMMEND_AUTOPLAY_MS).toBe(2500)
    const { next } = sliderWith(createAutoplay(RECOMMEND_AUTOPLAY_MS))
    vi.advanceTimersByTime(2499)
    expect(next).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(next).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2500)
    expect(next).toHaveBeenCalledTimes(2)
  })

  it('waits while anything holds it (hover, focus, pause) and starts a full interval when released', () => {
    const autoplay = createAutoplay(RECOMMEND_AUTOPLAY_MS)
    const { next } = sliderWith(autoplay)
    vi.advanceTimersByTime(2000)
    autoplay.hold('hover', true)
    autoplay.hold('focus', true)
    vi.advanceTimersByTime(10_000)
    autoplay.hold('hover', false)
    vi.advanceTimersByTime(10_000)
    expect(next).not.toHaveBeenCalled()
    autoplay.hold('focus', false)
    vi.advanceTimersByTime(2499)
    expect(next).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(next).toHaveBeenCalledTimes(1)
  })

  it('does not start when paused from the outset (reduced motion, or autoplay off)', () => {
    const autoplay = createAutoplay(RECOMMEND_AUTOPLAY_MS, true)
    const { next } = sliderWith(autoplay)
    vi.advanceTimersByTime(10_000)
    expect(next).not.toHaveBeenCalled()
    autoplay.hold('paused', false)
    vi.advanceTimersByTime(2500)
    expect(next).toHaveBeenCalledTimes(1)
  })

  it('stops for good once the slider is destroyed', () => {
    const autoplay = createAutoplay(RECOMMEND_AUTOPLAY_MS)
    const { next, emit } = sliderWith(autoplay)
    emit('destroyed')
    autoplay.hold('hover', false)
    vi.advanceTimersByTime(10_000)
    expect(next).not.toHaveBeenCalled()
  })
})
