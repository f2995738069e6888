import { useSnackbar } from '@/components/feedback/toast'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import type { ApiDispatch } from '@/api/apiReady'
import type { MemberAction } from '@/lib/memberAction'
import { useDialog } from '@/components/dialogs/useDialog'
import { whenIdle } from '@/lib/idle'
import { isOnline, whenOnline } from '@/lib/online'
import { catalogMessages } from './messages'

const t = catalogMessages.cart

/** Whether ./sendToCart's chunk is in (then an add offline is sent and said "not sent" by it). */
let sendToCartLoaded = false

/** ./sendToCart's chunk (with RTK Query). */
const loadSendToCart = () =>
  import('./sendToCart').then((module) => {
    sendToCartLoaded = true
    return module
  })

/**
 * The members-only check (spec §5): true when a member is signed in; otherwise it warns (請先登入)
 * and, with `redirectToLogin`, goes to /login, carrying `action` so that signing in comes back
 * here and does it. The account feature owns it; the route passes it in.
 */
export type RequireMember = (options?: { redirectToLogin?: boolean; action?: MemberAction }) => boolean

/**
 * Add to cart for the list, the detail and 我的收藏 (spec §5/§8): members only, quantity sent as a
 * number, toast on success, the error dialog on failure. A product already being added is ignored,
 * so a double click never adds twice; `addingProductIds` drives each button's spinner.
 *
 * What sends it (RTK Query, ./sendToCart) is not part of a page's first load: a press made before
 * it is in waits for it (the button spins meanwhile) and is then sent, once; if it cannot be
 * loaded (no network), a dialog says that nothing was added. It is loaded once the page is idle
 * and online, so that an add pressed in an offline spell later in the visit says why, and the add
 * after it, back online, is sent and confirmed: a browser keeps a chunk that failed to load as
 * failed for the page's life. So it is never asked for while the browser is offline: an add
 * pressed offline before it is in says that nothing was added, and the chunk is fetched once the
 * connection is back.
 */
export function useAddToCart(requireMember: RequireMember) {
  const dispatch = useDispatch<ApiDispatch>()
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const inFlight = useRef(new Set<string>())
  const [addingProductIds, setAddingProductIds] = useState<readonly string[]>([])

  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    let stopped = false
    // Online, then idle, then online still: else wait for the connection again.
    const preload = () => {
      if (stopped || sendToCartLoaded) return
      cancelIdle = whenIdle(() => {
        if (isOnline()) void loadSendToCart().catch(() => {})
        else void whenOnline().then(preload)
      })
    }
    void whenOnline().then(preload)
    return () => {
      stopped = true
      cancelIdle?.()
    }
  }, [])

  const add = useCallback(
    async (productId: string, qty = 1) => {
      const action: MemberAction = { kind: 'addToCart', productId, qty: Number(qty) }
      if (!requireMember({ redirectToLogin: true, action })) return false
      if (inFlight.current.has(productId)) return false
      inFlight.current.add(productId)
      // The spinners in a transition: the press paints at once, and the page that shows them (on
      // /products the whole list screen renders again) gives way to the next input.
      startTransition(() => setAddingProductIds([...inFlight.current]))
      try {
        if (!sendToCartLoaded && !isOnline()) {
          void dialog.alert({ tone: 'error', title: t.notSentTitle, text: t.notSentText })
          return false
        }
        const added = await loadSendToCart().then(
          ({ sendToCart }) => sendToCart(dispatch, dialog, { product_id: productId, qty: Number(qty) }),
          () => {
            void dialog.alert({ tone: 'error', title: t.notSentTitle, text: t.notSentText })
            return false
          },
        )
        if (added) enqueueSnackbar(t.added, { variant: 'success' })
        return added
      } finally {
        inFlight.current.delete(productId)
        startTransition(() => setAddingProductIds([...inFlight.current]))
      }
    },
    [dispatch, requireMember, dialog, enqueueSnackbar],
  )

  return { addToCart: add, addingProductIds }
}
