import { adminApi } from '../../api'
import { ordersCsv } from '../../csv/csvExport'
import { ExportCsvButton } from '../../csv/ExportCsvButton'
import { ResourcePage } from '../../resource/ResourcePage'
import { AdminOrdersScreen } from '../components/AdminOrdersScreen'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { orderResource } from '../orderResource'

/** /admin/orders: the order list with its filter, paging, edit and delete. */
export function AdminOrdersPage() {
  // Unfiltered, the list holds one page of the API's: an export reads every order first.
  const [readAllOrders] = adminApi.useLazyGetAllAdminOrdersQuery()
  return (
    <ResourcePage
      resource={orderResource}
      renderList={({ records, matching, props }) => (
        <AdminOrdersScreen
          {...props}
          orders={records}
          headerAction={
            matching ? (
              <ExportCsvButton
                fileName="orders.csv"
                count={matching.length}
                csv={() => ordersCsv(matching)}
              />
            ) : props.total !== undefined ? (
              <ExportCsvButton
                fileName="orders.csv"
                count={props.total}
                csv={async () => ordersCsv(await readAllOrders(undefined, true).unwrap())}
              />
            ) : null
          }
        />
      )}
      renderForm={({ record, ...form }) => <OrderFormDialog {...form} order={record} />}
    />
  )
}
