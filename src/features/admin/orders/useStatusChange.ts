import { useCallback } from 'react'
import type { FulfilmentStatus } from '@/api/fulfilment'
import type { Order } from '@/api/types'
import { useFailureAlert } from '@/components/dialogs/useFailureDialog'
import { useSnackbar } from '@/components/feedback/toast'
import { fulfilmentMessages } from '@/components/orders/messages'
import { adminMessages } from '../messages'
import { useChangeOrdersMutation } from './api'

const t = adminMessages.fulfilment

/**
 * Moves orders to a status (resolving with the orders as written), one or many at once (the list's bulk action, the kitchen board's
 * 確認 and 出貨, the order page): a toast says how many changed, and which could not (a status they
 * cannot move to from where they now stand); a refusal shows the spec's kind of dialog.
 */
export function useStatusChange() {
  const [change, state] = useChangeOrdersMutation()
  const { enqueueSnackbar } = useSnackbar()
  const alertFailure = useFailureAlert()

  const run = useCallback(
    async (orders: readonly Pick<Order, 'id'>[], to: FulfilmentStatus): Promise<Order[]> => {
      if (orders.length === 0) return []
      const label = fulfilmentMessages.statuses[to]
      try {
        const result = await change(orders.map(({ id }) => ({ id, change: { kind: 'status', to } }))).unwrap()
        if (result.changed.length > 0)
          enqueueSnackbar(t.changed(result.changed.length, label), { variant: 'success' })
        if (result.skipped.length > 0)
          enqueueSnackbar(t.skipped(result.skipped.length, label), { variant: 'warning' })
        if (result.failed.length > 0) enqueueSnackbar(t.failed(result.failed.length), { variant: 'error' })
        return result.changed
      } catch (error) {
        void alertFailure('changeOrderStatus', error)
        return []
      }
    },
    [change, enqueueSnackbar, alertFailure],
  )
  return { run, isChanging: state.isLoading }
}
