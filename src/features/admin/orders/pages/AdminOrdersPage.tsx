import { useSearchParams } from 'react-router-dom'
import { formatDate } from '@/lib/format'
import { startOfTaipeiDay } from '@/api/delivery'
import type { Order } from '@/api/types'
import { ordersCsv, downloadCsv } from '../../csv/csvExport'
import { ExportCsvButton } from '../../csv/ExportCsvButton'
import { adminApi } from '../../api'
import { useFailureAlert } from '@/components/dialogs/useFailureDialog'
import { ResourcePage } from '../../resource/ResourcePage'
import { AdminOrdersScreen } from '../components/AdminOrdersScreen'
import { ExportAllOrdersButton } from '../components/ExportAllOrdersButton'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { isFiltered, ORDER_FILTER_KEYS, type OrderFilter } from '../orderFilter'
import { orderResource } from '../orderResource'
import { searchWindowArg, useOrderWindow } from '../ordersSource'
import { useOrderFeed } from '../useOrderFeed'
import { useStatusChange } from '../useStatusChange'

/**
 * /admin/orders: the order list with its filter, paging, bulk status, edit and delete; new orders
 * arrive by themselves (useOrderFeed), and a filter says how far it has searched.
 */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams()
  const urlFilter = Object.fromEntries(
    ORDER_FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as OrderFilter
  const filtered = isFiltered(urlFilter)
  // The same window the list's source reads (one cache entry): how far it has looked, and more.
  const search = useOrderWindow(searchWindowArg(urlFilter), { skip: !filtered })
  const feed = useOrderFeed()
  const status = useStatusChange()
  const [readAll, readAllState] = adminApi.useLazyGetAllAdminOrdersQuery()
  const alertFailure = useFailureAlert()
  const onFirstPage = !params.get('page')

  const exportAll = async () => {
    try {
      const all: Order[] = await readAll(undefined, true).unwrap()
      downloadCsv('orders.csv', ordersCsv(all))
    } catch (error) {
      void alertFailure('getAdminOrders', error)
    }
  }

  return (
    <ResourcePage
      resource={orderResource}
      renderList={({ records, matching, total, props, selection }) => (
        <AdminOrdersScreen
          {...props}
          orders={records}
          onBulkStatus={async (to) => {
            const ticked = selection.selectedRecords
            if ((await status.run(ticked, to)).length > 0) selection.deselect(ticked)
          }}
          onAdvance={(order, to) => void status.run([order], to)}
          isChangingStatus={status.isChanging}
          newOrders={{
            count: feed.fresh.length,
            more: feed.more,
            onAcknowledge: feed.acknowledge,
            onShowNewest:
              filtered || !onFirstPage
                ? () => {
                    feed.acknowledge()
                    setParams(new URLSearchParams())
                  }
                : undefined,
          }}
          searchScope={
            filtered && search.orders
              ? {
                  searched: search.orders.length,
                  complete: search.complete,
                  fromDay:
                    urlFilter.from && !Number.isNaN(startOfTaipeiDay(urlFilter.from))
                      ? formatDate(startOfTaipeiDay(urlFilter.from) / 1000)
                      : undefined,
                  isLoadingMore: search.isLoadingMore,
                  onLoadMore: search.loadMore,
                }
              : undefined
          }
          headerAction={
            matching ? (
              <ExportCsvButton
                fileName="orders.csv"
                count={matching.length}
                csv={() => ordersCsv(matching)}
              />
            ) : (
              <ExportAllOrdersButton
                count={total ?? 0}
                isReading={readAllState.isFetching}
                onExport={() => void exportAll()}
              />
            )
          }
        />
      )}
      renderForm={({ record, ...form }) => <OrderFormDialog {...form} order={record} />}
    />
  )
}
