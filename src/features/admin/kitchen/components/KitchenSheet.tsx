import Box from '@mui/material/Box'
import { dayLabel } from '@/api/delivery'
import { formatOrderNumber, textOf } from '@/lib/format'
import { orderLines } from '@/components/checkout/orders'
import { adminMessages } from '../../messages'
import { PrintTableHead } from '../../orders/components/PrintTableHead'
import type { KitchenBoard } from '../kitchenBoard'
import { groupTitle } from './labels'

const t = adminMessages.kitchen

/**
 * 今日備餐 on paper (A4): per slot and shipping way, each product with a box to tick and how many,
 * then the orders of the group with what goes in each bag. Black on white, no buttons.
 */
export function KitchenSheet({ board, printedAt }: { board: KitchenBoard; printedAt: string }) {
  return (
    <Box
      component="article"
      aria-label={t.sheetTitle(dayLabel(board.day))}
      sx={{
        color: '#000',
        bgcolor: '#fff',
        fontSize: '11pt',
        lineHeight: 1.4,
        '& h1': { fontSize: '18pt', m: 0 },
        '& h2': { fontSize: '13pt', m: '5mm 0 1.5mm', borderBottom: '2px solid #000', pb: '1mm' },
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& th, & td': {
          textAlign: 'left',
          py: '1mm',
          px: '2mm',
          borderBottom: '1px solid #999',
          verticalAlign: 'top',
        },
        '& .num': { textAlign: 'right', fontWeight: 700, fontSize: '13pt', whiteSpace: 'nowrap' },
        '& section': { breakInside: 'avoid' },
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <h1>{t.sheetTitle(dayLabel(board.day, { withYear: true }))}</h1>
        <span>{t.printedAt(printedAt)}</span>
      </Box>
      <p>{t.summary(board.orders, board.items)}</p>
      {board.groups.length === 0 ? <p>{t.empty}</p> : null}
      {board.groups.map((group) => (
        <section key={group.key}>
          <h2>
            {groupTitle(group)}（{t.groupSummary(group.orders.length, group.items)}）
          </h2>
          <table>
            <PrintTableHead
              columns={[
                { label: t.prepared, style: { width: '12mm' } },
                { label: t.product },
                { label: t.qty, numeric: true },
              ]}
            />
            <tbody>
              {group.lines.map((line) => (
                <tr key={line.key}>
                  <td aria-hidden>{line.preparedQty >= line.qty ? '☑' : '☐'}</td>
                  <td>{line.title}</td>
                  <td className="num">
                    {line.qty}
                    {line.unit}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table style={{ marginTop: '2mm' }}>
            <tbody>
              {group.orders.map(({ order }) => (
                <tr key={order.id}>
                  <td style={{ width: '26mm', fontFamily: 'monospace', fontWeight: 700 }}>
                    {formatOrderNumber(order.id)}
                  </td>
                  <td style={{ width: '28mm' }}>{textOf(order.user?.name)}</td>
                  <td>
                    {orderLines(order)
                      .map(
                        (line) =>
                          `${textOf(line.product?.title)} ×${typeof line.qty === 'number' ? line.qty : 0}`,
                      )
                      .join('、')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </Box>
  )
}
