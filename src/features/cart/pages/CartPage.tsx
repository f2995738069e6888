import { useSnackbar } from '@/components/feedback/toast'
import { useEffect, useRef } from 'react'
import type { ApiError } from '@/api/courseApi'
import {
  storefrontApi,
  useApplyCouponMutation,
  useClearCartMutation,
  useDeleteCartLineMutation,
  useGetAllProductsQuery,
  useGetCartQuery,
  useUpdateCartLineMutation,
} from '@/api/storefront'
import type { CartLine } from '@/api/types'
import { useDialog } from '@/components/dialogs/useDialog'
import { useFailureDialog } from '@/components/dialogs/useFailureDialog'
import { selectAuthStatus } from '@/lib/auth/authSlice'
import { useMemberGuard } from '@/lib/auth/useMemberGuard'
import { useAppSelector } from '@/lib/hooks'
import { sharedMessages } from '@/lib/messages'
import { CartScreen } from '../components/CartScreen'
import { cartMessages as t } from '../messages'

const serverMessage = (error: unknown) => (error as Partial<ApiError> | undefined)?.message || undefined

/** /cart (step 1): members only; every cart change refreshes the cart and the navbar badge. */
export function CartPage() {
  const { member, requireMember } = useMemberGuard()
  const authStatus = useAppSelector(selectAuthStatus)
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()

  // Spec §2: signed out, the cart warns and sends the visitor to /login. Wait until the sign-in
  // provider has answered, so a signed-in member opening /cart directly is not bounced.
  const guarded = useRef(false)
  useEffect(() => {
    if (authStatus !== 'signedOut' || guarded.current) return
    guarded.current = true
    requireMember({ redirectToLogin: true })
  }, [authStatus, requireMember])

  const cartQuery = useGetCartQuery(undefined, { skip: !member })
  const { data: products } = useGetAllProductsQuery(undefined, { skip: !member })
  const [updateLine] = useUpdateCartLineMutation()
  const [deleteLine, deleteState] = useDeleteCartLineMutation()
  const [clearCart, clearState] = useClearCartMutation()
  const [applyCoupon, couponState] = useApplyCouponMutation()

  // Spec §8, once per failure: the navbar watches the same query (useCartCount).
  const rearmFailureDialog = useFailureDialog(storefrontApi.endpoints.getCart.name, cartQuery, {
    title: t.failure.fetchCart,
    text: t.error.text,
  })

  if (!member) return null

  const changeQty = async (line: CartLine, qty: number) => {
    try {
      await updateLine({ lineId: line.id, product_id: line.product_id, qty }).unwrap()
    } catch (error) {
      await dialog.alert({ tone: 'error', title: t.failure.updateQty, text: serverMessage(error) })
    }
  }

  const removeLine = async (line: CartLine) => {
    try {
      await deleteLine(line.id).unwrap()
      enqueueSnackbar(t.toast.lineDeleted, { variant: 'success' })
    } catch (error) {
      await dialog.alert({ tone: 'error', title: t.failure.deleteLine, text: serverMessage(error) })
    }
  }

  const clearAll = async () => {
    const confirmed = await dialog.confirm({
      title: t.clearConfirm,
      text: t.clearConfirmText,
      confirmText: sharedMessages.delete,
      cancelText: sharedMessages.cancel,
      destructive: true,
    })
    if (!confirmed) return
    try {
      await clearCart().unwrap()
      enqueueSnackbar(t.toast.cleared, { variant: 'success' })
    } catch (error) {
      await dialog.alert({ tone: 'error', title: t.failure.clearCart, text: serverMessage(error) })
    }
  }

  // The cart is reloaded either way: the mutation invalidates it on success and on failure.
  const submitCoupon = async (code: string) => {
    try {
      await applyCoupon(code).unwrap()
      enqueueSnackbar(t.toast.couponApplied, { variant: 'success' })
      return true
    } catch (error) {
      await dialog.alert({ tone: 'error', title: t.failure.coupon, text: serverMessage(error) })
      return false
    }
  }

  return (
    <CartScreen
      cart={cartQuery.data}
      isLoading={cartQuery.isLoading}
      isError={cartQuery.isError}
      recommended={products}
      deletingLineId={deleteState.isLoading ? deleteState.originalArgs : null}
      isClearing={clearState.isLoading}
      isApplyingCoupon={couponState.isLoading}
      onQtyChange={changeQty}
      onDeleteLine={removeLine}
      onClearCart={clearAll}
      onApplyCoupon={submitCoupon}
      onRetry={() => {
        rearmFailureDialog()
        void cartQuery.refetch()
      }}
    />
  )
}
