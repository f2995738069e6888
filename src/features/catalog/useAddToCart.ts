import { useSnackbar } from '@/components/feedback/toast'
import { useCallback, useRef, useState } from 'react'
import type { MemberAction } from '@/lib/memberAction'
import { useAddToCartMutation } from './api'
import { useFailureAlert } from '@/components/dialogs/useFailureDialog'
import { catalogMessages } from './messages'

/**
 * The members-only check (spec §5): true when a member is signed in; otherwise it warns (請先登入)
 * and, with `redirectToLogin`, goes to /login, carrying `action` so that signing in comes back
 * here and does it. The account feature owns it; the route passes it in.
 */
export type RequireMember = (options?: { redirectToLogin?: boolean; action?: MemberAction }) => boolean

/**
 * Add to cart for the list and the detail (spec §5/§8): members only, quantity sent as a number,
 * toast on success, the error dialog on failure. A product already being added is ignored, so a
 * double click never adds twice; `addingProductIds` drives each button's spinner.
 */
export function useAddToCart(requireMember: RequireMember) {
  const [addToCart] = useAddToCartMutation()
  const alertFailure = useFailureAlert()
  const { enqueueSnackbar } = useSnackbar()
  const inFlight = useRef(new Set<string>())
  const [addingProductIds, setAddingProductIds] = useState<readonly string[]>([])

  const add = useCallback(
    async (productId: string, qty = 1) => {
      const action: MemberAction = { kind: 'addToCart', productId, qty: Number(qty) }
      if (!requireMember({ redirectToLogin: true, action })) return false
      if (inFlight.current.has(productId)) return false
      inFlight.current.add(productId)
      setAddingProductIds([...inFlight.current])
      try {
        await addToCart({ product_id: productId, qty: Number(qty) }).unwrap()
        enqueueSnackbar(catalogMessages.cart.added, { variant: 'success' })
        return true
      } catch (error) {
        // Not awaited: the button's spinner stops now, not when the dialog is dismissed.
        void alertFailure('addToCart', error)
        return false
      } finally {
        inFlight.current.delete(productId)
        setAddingProductIds([...inFlight.current])
      }
    },
    [addToCart, requireMember, alertFailure, enqueueSnackbar],
  )

  return { addToCart: add, addingProductIds }
}
