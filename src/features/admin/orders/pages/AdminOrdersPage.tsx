import { ordersCsv } from '../../csv/csvExport'
import { ExportCsvButton } from '../../csv/ExportCsvButton'
import { ResourcePage } from '../../resource/ResourcePage'
import { AdminOrdersScreen } from '../components/AdminOrdersScreen'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { orderResource } from '../orderResource'

/** /admin/orders: the order list with its filter, paging, edit and delete. */
export function AdminOrdersPage() {
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
            ) : null
          }
        />
      )}
      renderForm={({ record, ...form }) => <OrderFormDialog {...form} order={record} />}
    />
  )
}
