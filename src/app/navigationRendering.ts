import type { ClientInstrumentation } from 'react-router'
import { useEffect, useState } from 'react'
import { afterNextPaint, whenLoadedAndIdle } from '@/lib/idle'

/**
 * How a move between pages is drawn (./ShopRouter.tsx hands both to `HydratedRouter`).
 *
 * React Router's default renders every router update inside `React.startTransition`: React
 * renders the new page in slices, giving way to the browser between them and to any other update
 * on the page (a cart read coming back). On a phone at 4× CPU (`npm run bench:interactions`,
 * median of 5) the cart then showed 369 ms after the tap and a product 377 ms; rendered in one
 * piece (`useTransitions: false`), 277 and 351 ms.
 *
 * One piece, though, must not be the tap's own task: where the next page's code and data are in
 * already (prefetched on intent), React Router finishes the move in the tap's task, and the tap's
 * feedback (the pressed button, the link's ripple) only showed with the new page, 150–290 ms
 * later. So a navigation starts once the next frame is painted (`afterNextPaint`, at once in a
 * hidden page, which draws none): what the tap changed is on screen first, and then the page.
 */

/**
 * What `HydratedRouter` gets as `useTransitions`: React Router's default (transitions) while the
 * page hydrates, then `false` once it has loaded and gone idle. The update that ends hydration
 * (the routes' `clientLoader.hydrate` reads) re-renders the whole page; in a transition that is
 * sliced, where in one piece it was one long task after the first paint (on /products at 4× CPU,
 * 140–450 ms of blocking time, against 5–75 ms).
 */
export function useRouterTransitions(): false | undefined {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => whenLoadedAndIdle(() => setHydrated(true)), [])
  return hydrated ? false : undefined
}

export const navigationInstrumentations: ClientInstrumentation[] = [
  {
    router({ instrument }) {
      instrument({
        async navigate(navigate) {
          await afterNextPaint()
          await navigate()
        },
      })
    },
  },
]
