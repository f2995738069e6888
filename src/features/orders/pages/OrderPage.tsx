import { useState } from 'react'
import { useSnackbar } from '@/components/feedback/toast'
import { useFailureAlert } from '@/components/dialogs/useFailureDialog'
import { placedBy } from '@/api/orderOwner'
import { isOnSale } from '@/api/products'
import { statusOf } from '@/api/failures'
import { storefrontApi, useGetOrderQuery, usePayOrderMutation } from '@/api/storefront'
import { orderLines } from '@/components/checkout/orders'
import { textOf } from '@/lib/format'
import { useAddLinesToCartMutation } from '../api'
import { OrderScreen, type OrderScreenProps, type OrderScreenState } from '../components/OrderScreen'
import { ordersMessages } from '../messages'
import { useMemberKey } from '../useMemberKey'
import { SHOPPER_ORDER_POLL_MS, useOrderUpdates } from '../useOrderUpdates'
import { statusOf as fulfilmentOf } from '@/api/fulfilment'

const t = ordersMessages.detail

export interface OrderPageProps {
  orderId: string
  memberId: string | undefined
}

/** /orders/:id: one of the member's orders; another member's order is "not found". */
export function OrderPage({ orderId, memberId }: OrderPageProps) {
  const memberKey = useMemberKey(memberId)
  useOrderUpdates()
  const [settled, setSettled] = useState(false)
  // Until it has arrived (or been cancelled), the order page asks again now and then, and on focus.
  const orderQuery = useGetOrderQuery(orderId, {
    pollingInterval: settled ? 0 : SHOPPER_ORDER_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  })
  const reached = orderQuery.data ? fulfilmentOf(orderQuery.data) : null
  const nowSettled = reached === 'delivered' || reached === 'cancelled'
  if (nowSettled !== settled) setSettled(nowSettled)
  const [pay, payState] = usePayOrderMutation()
  const [addLines, addState] = useAddLinesToCartMutation()
  const [readProducts] = storefrontApi.useLazyGetAllProductsQuery()
  const alertFailure = useFailureAlert()
  const { enqueueSnackbar } = useSnackbar()
  const [notice, setNotice] = useState<OrderScreenProps['notice']>(null)

  const order = orderQuery.data
  let state: OrderScreenState
  if (orderQuery.isLoading || (order && !memberKey)) state = 'loading'
  else if (orderQuery.isError) state = statusOf(orderQuery.error) === 404 ? 'notFound' : 'error'
  else state = order && placedBy(order, memberKey) ? 'ready' : 'notFound'

  const onPay = async () => {
    try {
      const result = await pay(orderId).unwrap()
      setNotice({ severity: 'success', text: textOf(result.message) || t.paid })
    } catch (error) {
      void alertFailure('payOrder', error)
    }
  }

  const onReorder = async () => {
    if (!order) return
    setNotice(null)
    try {
      // What is on sale now: the order's snapshot may name products since removed or disabled.
      const products = await readProducts(undefined, true).unwrap()
      const onSale = new Set(products.filter(isOnSale).map((product) => product.id))
      const lines = orderLines(order)
      const sold = lines.filter((line) => onSale.has(line.product_id))
      const skipped = lines
        .filter((line) => !onSale.has(line.product_id))
        .map((line) => textOf(line.product?.title))
      if (sold.length === 0) {
        setNotice({ severity: 'warning', text: t.nothingToReorder })
        return
      }
      await addLines(
        sold.map((line) => ({ product_id: line.product_id, qty: Number(line.qty) || 1 })),
      ).unwrap()
      enqueueSnackbar(t.reordered(sold.length), { variant: 'success' })
      if (skipped.length > 0) setNotice({ severity: 'warning', text: t.skipped(skipped.join('、')) })
    } catch (error) {
      void alertFailure('reorder', error)
    }
  }

  return (
    <OrderScreen
      state={state}
      order={order}
      isPaying={payState.isLoading}
      isReordering={addState.isLoading}
      onPay={() => void onPay()}
      onReorder={() => void onReorder()}
      onRetry={() => void orderQuery.refetch()}
      notice={notice}
    />
  )
}
