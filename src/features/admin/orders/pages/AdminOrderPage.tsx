import { Fragment, useEffect, useState } from 'react'
import type { FulfilmentStatus } from '@/api/fulfilment'
import { statusOf as httpStatusOf } from '@/api/failures'
import { useGetOrderQuery } from '@/api/storefront'
import type { Order } from '@/api/types'
import { useDialog } from '@/components/dialogs/useDialog'
import { useFailureAlert } from '@/components/dialogs/useFailureDialog'
import { useSnackbar } from '@/components/feedback/toast'
import { formatOrderNumber } from '@/lib/format'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { adminMessages } from '../../messages'
import { useDeleteController } from '../../resource/useDeleteController'
import { useEditController } from '../../resource/useEditController'
import { writeFeedback } from '../../resource/writeFeedback'
import { useChangeOrdersMutation } from '../api'
import { AdminOrderScreen, type AdminOrderState } from '../components/AdminOrderScreen'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { PackingSlip } from '../components/PackingSlip'
import { PrintPortal, type PrintFormat } from '../components/PrintPortal'
import type { OrderFormValues } from '../orderForm'
import { orderResource } from '../orderResource'
import { ORDER_POLL_MS, useOrderFeed } from '../useOrderFeed'
import { useStatusChange } from '../useStatusChange'

const t = adminMessages.orderPage

/**
 * /admin/orders/:id: one order, read by its id (`GET order/{id}`: one request, whatever the size
 * of the shop), polled like the list, and updated at once when another tab changes it. Its status,
 * payment and contact change through `changeOrders` (a fresh read, then the whole order); deleting
 * keeps the list's confirmation and undo window; 列印 prints the packing slip (A4 or 80 mm).
 */
export function AdminOrderPage({ orderId }: { orderId: string }) {
  const query = useGetOrderQuery(orderId, {
    pollingInterval: ORDER_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  })
  const feed = useOrderFeed()
  const status = useStatusChange()
  const [change, changeState] = useChangeOrdersMutation()
  const dialog = useDialog()
  const alertFailure = useFailureAlert()
  const { enqueueSnackbar } = useSnackbar()
  const { useActions, messages, nameOf } = orderResource
  const { remove } = useActions()
  const feedback = writeFeedback(orderResource)
  const deletion = useDeleteController<Order>({ remove, ...feedback.remove })
  const edit = useEditController<Order, OrderFormValues>({
    save: (order, values) =>
      order ? change([{ id: order.id, change: { kind: 'form', values } }]).unwrap() : Promise.resolve(),
    ...feedback.save,
  })

  // 列印: the slip is always ready for the browser's own print (A4); a receipt switches the paper first.
  const [format, setFormat] = useState<PrintFormat>('a4')
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    if (!printing) return
    const after = () => {
      setPrinting(false)
      setFormat('a4')
    }
    window.addEventListener('afterprint', after, { once: true })
    window.print()
    return () => window.removeEventListener('afterprint', after)
  }, [printing])

  const order = query.data
  let state: AdminOrderState
  if (deletion.hidden.has(orderId)) state = 'deleted'
  else if (query.isLoading) state = 'loading'
  else if (query.isError) state = httpStatusOf(query.error) === 404 ? 'notFound' : 'error'
  else state = order ? 'ready' : 'notFound'

  const changeStatus = async (to: FulfilmentStatus) => {
    if (!order) return
    if (to === 'cancelled') {
      const sure = await dialog.confirm({
        title: t.cancel,
        text: t.cancelQuestion(formatOrderNumber(order.id)),
        confirmText: t.cancel,
        cancelText: t.keep,
        destructive: true,
      })
      if (!sure) return
    }
    await status.run([order], to)
  }

  const markPaid = async () => {
    if (!order) return
    try {
      const result = await change([{ id: order.id, change: { kind: 'paid' } }]).unwrap()
      enqueueSnackbar(result.changed.length > 0 ? t.paidDone : t.notApplied, {
        variant: result.changed.length > 0 ? 'success' : 'info',
      })
    } catch (error) {
      void alertFailure('markPaid', error)
    }
  }

  const { records: asked } = deletion.confirmation
  return (
    <>
      <AdminOrderScreen
        state={state}
        order={order}
        busy={status.isChanging ? 'status' : changeState.isLoading && !edit.form.open ? 'paid' : null}
        onRetry={() => void query.refetch()}
        onChangeStatus={(to) => void changeStatus(to)}
        onMarkPaid={() => void markPaid()}
        onEdit={() => order && edit.open(order)}
        onDelete={() => order && deletion.request([order])}
        onPrint={(chosen) => {
          setFormat(chosen)
          setPrinting(true)
        }}
        newOrders={{ count: feed.fresh.length, more: feed.more, onAcknowledge: feed.acknowledge }}
      />
      {order && state === 'ready' ? (
        <PrintPortal format={format}>
          <PackingSlip order={order} format={format} />
        </PrintPortal>
      ) : null}
      <Fragment key={edit.formKey}>
        <OrderFormDialog {...edit.form} order={edit.form.record} />
      </Fragment>
      <ConfirmDeleteDialog
        open={deletion.confirmation.open}
        onCancel={deletion.confirmation.onCancel}
        onConfirm={deletion.confirmation.onConfirm}
        title={messages.deleteTitle}
        question={asked[0] ? messages.deleteQuestion(nameOf(asked[0])) : ''}
      />
    </>
  )
}
