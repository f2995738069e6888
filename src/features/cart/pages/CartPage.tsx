import { useCallback, useDeferredValue } from 'react'
import { useSnackbar } from '@/components/feedback/toast'
import {
  acceptingPrices,
  removingOffSale,
  useCartFreshness,
  useSettleCartMutation,
} from '@/api/cartFreshness'
import { useGetAllProductsQuery, useGetCartQuery } from '@/api/storefront'
import type { CartLine } from '@/api/types'
import { useDialog } from '@/components/dialogs/useDialog'
import { useFailureAlert, useFailureDialog } from '@/components/dialogs/useFailureDialog'
import { afterNextPaint } from '@/lib/idle'
import { sharedMessages } from '@/lib/messages'
import { couponRefusal } from '@/api/failures'
import type { CouponOutcome } from '../components/CartSummary'
import {
  useApplyCouponMutation,
  useClearCartMutation,
  useDeleteCartLineMutation,
  useUpdateCartLineMutation,
} from '../api'
import { CartScreen } from '../components/CartScreen'
import { cartMessages as t } from '../messages'

/** The mutations' own states, where the page shows none of them: their changes render nothing here. */
const NOTHING = {}
const UNWATCHED = { selectFromResult: () => NOTHING }

/**
 * /cart (step 1, under the members-only route): every change refreshes the cart and the badge.
 *
 * A tap answers at once: a quantity's new number shows in its control, rendering only itself;
 * the write and its request start once the tap is painted (`afterNextPaint`: 套用 spins then), and
 * the cart they change (a line's amount, the totals) renders at low priority (`useDeferredValue`;
 * the first cart at once), and then only the parts it changed (the screen's parts are memoised,
 * and every handler here is stable).
 */
export function CartPage() {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()

  // The cart and the shop as they are now (never an older copy from the cache): the lines are
  // compared with the products on sale (src/api/cartFreshness.ts).
  const cartQuery = useGetCartQuery(undefined, { refetchOnMountOrArgChange: true })
  // What the screen shows: the cart, its loading and failure together; a change to a cart on screen
  // a render behind (the first cart shows at once).
  const deferred = useDeferredValue(cartQuery)
  const shown = deferred.data ? deferred : cartQuery
  const { data: products } = useGetAllProductsQuery(undefined, { refetchOnMountOrArgChange: true })
  const freshness = useCartFreshness(shown.data, products)
  const [settleCart, settleState] = useSettleCartMutation()
  const [updateLine] = useUpdateCartLineMutation(UNWATCHED)
  const [deleteLine, deleteState] = useDeleteCartLineMutation()
  const [clearCart, clearState] = useClearCartMutation()
  const [applyCoupon, couponState] = useApplyCouponMutation()

  // Spec §8, once per failure: the navbar watches the same query (CartCountSource).
  const rearmFailureDialog = useFailureDialog('getCart', cartQuery)
  const alertFailure = useFailureAlert()

  const changeQty = useCallback(
    async (line: CartLine, qty: number) => {
      // The control shows the new number first; the cart's update and its request follow.
      await afterNextPaint()
      try {
        await updateLine({ lineId: line.id, product_id: line.product_id, qty }).unwrap()
      } catch (error) {
        await alertFailure('updateCartLine', error)
      }
    },
    [updateLine, alertFailure],
  )

  const removeLine = useCallback(
    async (line: CartLine) => {
      try {
        await deleteLine(line.id).unwrap()
        enqueueSnackbar(t.toast.lineDeleted, { variant: 'success' })
      } catch (error) {
        await alertFailure('deleteCartLine', error)
      }
    },
    [deleteLine, enqueueSnackbar, alertFailure],
  )

  const clearAll = useCallback(async () => {
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
      await alertFailure('clearCart', error)
    }
  }, [dialog, clearCart, enqueueSnackbar, alertFailure])

  // The cart is reloaded either way (spec §8): the mutation invalidates it on success and on
  // failure. A code the API refuses (unknown, expired, switched off) is a mistake in the field:
  // the reason shows under it, in the shop's words. A call that failed (no answer, a server
  // error) says nothing about the code: the spec's §8 dialog 優惠券套用失敗 with the server's text.
  const submitCoupon = useCallback(
    async (code: string): Promise<CouponOutcome> => {
      await afterNextPaint()
      try {
        await applyCoupon(code).unwrap()
        enqueueSnackbar(t.toast.couponApplied, { variant: 'success' })
        return { applied: true }
      } catch (error) {
        const refusal = couponRefusal(error)
        if (refusal) return { applied: false, error: t.coupon.errors[refusal] }
        await alertFailure('applyCoupon', error)
        return { applied: false }
      }
    },
    [applyCoupon, enqueueSnackbar, alertFailure],
  )

  // One click settles what changed: off-sale lines out, changed prices accepted.
  const settle = useCallback(
    async (input: Parameters<typeof settleCart>[0], endpoint: 'deleteCartLine' | 'updateCartLine') => {
      try {
        await settleCart(input).unwrap()
      } catch (error) {
        await alertFailure(endpoint, error)
      }
    },
    [settleCart, alertFailure],
  )
  const removeOffSale = useCallback(
    () => void settle(removingOffSale(freshness), 'deleteCartLine'),
    [settle, freshness],
  )
  const acceptPrices = useCallback(
    () => void settle(acceptingPrices(freshness), 'updateCartLine'),
    [settle, freshness],
  )

  const { refetch } = cartQuery
  const retry = useCallback(() => {
    rearmFailureDialog()
    void refetch()
  }, [rearmFailureDialog, refetch])

  return (
    <CartScreen
      freshness={freshness}
      isSettling={settleState.isLoading}
      onRemoveOffSale={removeOffSale}
      onAcceptPrices={acceptPrices}
      cart={shown.data}
      isLoading={shown.isLoading}
      isError={shown.isError}
      recommended={products}
      deletingLineId={deleteState.isLoading ? deleteState.originalArgs : null}
      isClearing={clearState.isLoading}
      isApplyingCoupon={couponState.isLoading}
      onQtyChange={changeQty}
      onDeleteLine={removeLine}
      onClearCart={clearAll}
      onApplyCoupon={submitCoupon}
      onRetry={retry}
    />
  )
}
