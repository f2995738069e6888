// The one place that uses the library's hook (eslint.config.js sends everything else here).
/* eslint-disable no-restricted-imports */
import {
  useKeenSlider as useLibraryKeenSlider,
  type KeenSliderHooks,
  type KeenSliderOptions,
  type KeenSliderPlugin,
} from 'keen-slider/react'
/* eslint-enable no-restricted-imports */
import { useCallback, useRef } from 'react'

/**
 * keen-slider's React hook (`useKeenSlider` from `keen-slider/react`, same arguments and result),
 * except that a slider leaving the page is destroyed just after React's commit instead of inside it.
 *
 * Destroying, keen-slider reads its container's computed `direction` (keen-slider 6.8). Inside
 * React's commit, where the hook's ref lets go of the container, that read makes the browser
 * compute the style of the whole document there and then, the page being left and the page
 * arriving, halfway through the move: ~40 ms of a move from a product's page (two sliders) to the
 * cart on a phone at 4× CPU. A microtask later the container is out of the document, and the read
 * costs nothing. A new container given before then (the slider remounted) destroys the old slider
 * first, as the library's own hook does.
 */
export function useKeenSlider<
  T extends HTMLElement,
  O = object,
  P = object,
  H extends string = KeenSliderHooks,
>(
  options?: KeenSliderOptions<O, P, H>,
  plugins?: KeenSliderPlugin<O, P, H>[],
): ReturnType<typeof useLibraryKeenSlider<T, O, P, H>> {
  const [libraryRef, slider] = useLibraryKeenSlider<T, O, P, H>(options, plugins)
  const leaving = useRef(false)
  const ref = useCallback(
    (container: T | null) => {
      if (container) {
        if (leaving.current) {
          leaving.current = false
          libraryRef(null)
        }
        libraryRef(container)
        return
      }
      leaving.current = true
      queueMicrotask(() => {
        if (!leaving.current) return
        leaving.current = false
        libraryRef(null)
      })
    },
    [libraryRef],
  )
  return [ref, slider]
}
