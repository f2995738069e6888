import type { KeenSliderPlugin } from 'keen-slider/react'

/** Why autoplay may be held: the pointer is over the carousel, it has focus, the shopper paused it. */
export type AutoplayHold = 'hover' | 'focus' | 'paused'

export interface Autoplay {
  plugin: KeenSliderPlugin
  /** Holds or releases the timer for one reason; it runs only when nothing holds it. */
  hold: (reason: AutoplayHold, held: boolean) => void
}

/**
 * keen-slider has no autoplay of its own; its documented way is a plugin that moves to the next
 * slide on a timer. This one waits `intervalMs` after each slide settles, never runs while held
 * (hover, keyboard focus, paused) or while the tab is hidden, and cleans up when the slider is
 * destroyed.
 */
export function createAutoplay(intervalMs: number, initiallyPaused = false): Autoplay {
  const holds = new Set<AutoplayHold>(initiallyPaused ? ['paused'] : [])
  let schedule = () => {}

  const plugin: KeenSliderPlugin = (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let destroyed = false

    const stop = () => {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    }
    schedule = () => {
      stop()
      if (destroyed || holds.size > 0 || document.visibilityState === 'hidden') return
      timer = setTimeout(() => slider.next(), intervalMs)
    }
    const onVisibilityChange = () => schedule()

    slider.on('created', () => {
      document.addEventListener('visibilitychange', onVisibilityChange)
      schedule()
    })
    slider.on('dragStarted', stop)
    slider.on('animationEnded', () => schedule())
    slider.on('updated', () => schedule())
    slider.on('destroyed', () => {
      destroyed = true
      stop()
      document.removeEventListener('visibilitychange', onVisibilityChange)
    })
  }

  return {
    plugin,
    hold(reason, held) {
      if (held) holds.add(reason)
      else holds.delete(reason)
      schedule()
    },
  }
}
