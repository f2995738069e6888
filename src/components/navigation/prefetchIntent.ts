import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react'
import { whenLoadedAndIdle } from '@/lib/idle'

/**
 * Moving to a page before the click: links to products, the list and the cart start fetching the
 * page's code (React Router's `PrefetchPageLinks`: the route modules and their imports, as
 * `<link rel="modulepreload">`, and what the routes' `links()` preload) and its data (the app's
 * {@link PageDataWarmer}, through RTK Query's own prefetch) when the shopper shows intent: a
 * pointer resting on the link, focus, a touch; on a device that cannot hover (a phone), when the
 * link scrolls into view once the page has loaded and gone idle. Nothing is prefetched before the
 * page has hydrated, nor when the browser asks to save data.
 */

/**
 * Starts reading what the page at `path` shows (the app decides what, per route:
 * src/app/pageWarmer.ts); the page's own loader then finds it in RTK Query's cache. By default
 * nothing (stories, tests without the app's routes).
 */
export type PageDataWarmer = (path: string) => void

const PageDataWarmerContext = createContext<PageDataWarmer>(() => {})

/** Gives the links below it the app's `PageDataWarmer` (`value`). */
export const PageDataWarmerProvider = PageDataWarmerContext.Provider

/** A pointer resting this long on a link is intent; one passing over it is not (React Router's delay). */
const HOVER_INTENT_MS = 100

/** When a page is prefetched: on intent only, or also once its link has come into view on a phone. */
export type PrefetchOn = 'intent' | 'intentOrViewport'

export interface IntentHandlers<T extends HTMLElement> {
  onMouseEnter: (event: MouseEvent<T>) => void
  onMouseLeave: (event: MouseEvent<T>) => void
  onFocus: (event: FocusEvent<T>) => void
  onTouchStart: (event: TouchEvent<T>) => void
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

let hoverNone: MediaQueryList | null | undefined

/** A device whose main pointer cannot hover: links are prefetched as they come into view. */
function cannotHover(): boolean {
  if (hoverNone === undefined)
    hoverNone = typeof window.matchMedia === 'function' ? window.matchMedia('(hover: none)') : null
  return hoverNone?.matches ?? false
}

/**
 * Whether the page at `path` should be prefetched now, and what starts it: the handlers to spread
 * on the link (they only exist once the page has hydrated) and, for `intentOrViewport`, the ref of
 * the element watched coming into view. Once started it stays started; the data is asked for once.
 */
export function usePrefetchIntent<T extends HTMLElement>(
  path: string,
  on: PrefetchOn = 'intent',
): { prefetching: boolean; ref: (element: T | null) => void; handlers: IntentHandlers<T> } {
  const warm = useContext(PageDataWarmerContext)
  // The element watched coming into view: a ref, not state (set as the link mounts, it would draw
  // every link again at once: 20 on the list).
  const element = useRef<T | null>(null)
  const setElement = useCallback((node: T | null) => {
    element.current = node
  }, [])
  // The page prefetched (a new address is a new page to prefetch).
  const [prefetched, setPrefetched] = useState<string | null>(null)
  const started = useRef<string | null>(null)
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const start = useCallback(() => {
    if (started.current === path || savesData()) return
    started.current = path
    setPrefetched(path)
    warm(path)
  }, [path, warm])

  useEffect(() => () => clearTimeout(hoverTimer.current), [])

  useEffect(() => {
    const target = element.current
    if (on !== 'intentOrViewport' || !target || typeof IntersectionObserver === 'undefined' || !cannotHover())
      return
    let observer: IntersectionObserver | undefined
    // Never while the page loads: its own pictures and scripts come first.
    const cancel = whenLoadedAndIdle(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer?.disconnect()
          start()
        },
        { threshold: 0.5 },
      )
      observer.observe(target)
    })
    return () => {
      cancel()
      observer?.disconnect()
    }
  }, [on, start])

  const handlers: IntentHandlers<T> = {
    onMouseEnter: () => {
      clearTimeout(hoverTimer.current)
      hoverTimer.current = setTimeout(start, HOVER_INTENT_MS)
    },
    onMouseLeave: () => clearTimeout(hoverTimer.current),
    onFocus: start,
    onTouchStart: start,
  }
  return { prefetching: prefetched === path, ref: setElement, handlers }
}
