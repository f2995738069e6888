import { render } from '@testing-library/react'
import type { KeenSliderInstance } from 'keen-slider/react'
import type { RefObject } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useKeenSlider } from '@/lib/keenSlider'

/**
 * The shop's keen-slider hook (src/lib/keenSlider.ts): a slider leaving the page is destroyed just
 * after React's commit, never inside it (where its read of the computed style made the browser
 * style the whole document halfway through a move), and never left running.
 */

type Slider = RefObject<KeenSliderInstance | null>

/** Two slides; `asList` draws them in another container element (the slider starts again). */
function Slides({ onSlider, asList = false }: { onSlider: (slider: Slider) => void; asList?: boolean }) {
  const [ref, slider] = useKeenSlider<HTMLElement>({ slides: { perView: 1 } })
  onSlider(slider)
  const slides = ['一', '二'].map((text) => (
    <div key={text} className="keen-slider__slide">
      {text}
    </div>
  ))
  return asList ? (
    <section ref={ref} className="keen-slider">
      {slides}
    </section>
  ) : (
    <div ref={ref} className="keen-slider">
      {slides}
    </div>
  )
}

afterEach(() => vi.restoreAllMocks())

describe('useKeenSlider (src/lib/keenSlider.ts)', () => {
  it('destroys a slider that leaves the page after the commit, reading no style inside it', async () => {
    let slider: Slider | undefined
    const { unmount } = render(<Slides onSlider={(s) => (slider = s)} />)
    const instance = slider?.current
    expect(instance).toBeTruthy()
    const destroy = vi.spyOn(instance!, 'destroy')
    const styleRead = vi.spyOn(window, 'getComputedStyle')

    unmount()
    expect(destroy).not.toHaveBeenCalled()
    expect(styleRead).not.toHaveBeenCalled()

    await Promise.resolve()
    expect(destroy).toHaveBeenCalledTimes(1)
    expect(slider?.current).toBeNull()
  })

  it('destroys the old slider before starting one on a new container, so one slider runs', async () => {
    let slider: Slider | undefined
    const { rerender } = render(<Slides onSlider={(s) => (slider = s)} />)
    const first = slider!.current!
    const destroyFirst = vi.spyOn(first, 'destroy')

    rerender(<Slides asList onSlider={(s) => (slider = s)} />)
    expect(destroyFirst).toHaveBeenCalledTimes(1)
    const second = slider!.current!
    expect(second).not.toBe(first)
    const destroySecond = vi.spyOn(second, 'destroy')

    await Promise.resolve()
    expect(destroySecond).not.toHaveBeenCalled()
    expect(slider!.current).toBe(second)
  })
})
