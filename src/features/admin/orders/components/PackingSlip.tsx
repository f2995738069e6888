import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { splitNote } from '@/api/delivery'
import type { Order } from '@/api/types'
import { CartTotals } from '@/components/checkout/CartTotals'
import { paymentLabel, shippingLabel } from '@/components/checkout/messages'
import { isPaid, orderLines } from '@/components/checkout/orders'
import { deliveryText } from '@/components/orders/messages'
import { formatDateTime, formatNtd, formatOrderNumber, textOf } from '@/lib/format'
import { adminMessages } from '../../messages'
import type { PrintFormat } from './PrintPortal'
import { PrintTableHead } from './PrintTableHead'

const t = adminMessages.packingSlip

export interface PackingSlipProps {
  order: Order
  /** A4 (a sheet packed with the order) or an 80 mm receipt. */
  format: PrintFormat
}

/**
 * The packing slip of an order, for paper: the order number and the morning it is for, large;
 * the recipient; the lines with a box to tick as each goes in the bag; the totals (the shop's one
 * totals block) and how it is paid; the note as typed. Black on white, no buttons. A4 lays it out
 * on a sheet, the receipt in one narrow column.
 */
export function PackingSlip({ order, format }: PackingSlipProps) {
  const receipt = format === 'receipt'
  const lines = orderLines(order)
  const user = (order.user ?? {}) as Partial<Order['user']>
  const { note } = splitNote(order.message)
  const fact = (label: string, value: string) => (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
      <Box component="dt" sx={{ flexShrink: 0 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Box>
  )
  return (
    <Box
      component="article"
      aria-label={`${t.title} ${formatOrderNumber(order.id)}`}
      sx={{
        color: '#000',
        bgcolor: '#fff',
        fontSize: receipt ? '10.5pt' : '11pt',
        lineHeight: 1.45,
        width: receipt ? '72mm' : '100%',
        maxWidth: receipt ? '72mm' : '186mm',
        mx: receipt ? 0 : 'auto',
        display: 'grid',
        gap: receipt ? '3mm' : '5mm',
        '& table': { width: '100%', borderCollapse: 'collapse' },
        '& th, & td': { py: '1mm', px: receipt ? 0 : '2mm', textAlign: 'left', verticalAlign: 'top' },
        '& thead th': { borderBottom: '1px solid #000', fontWeight: 700 },
        '& tbody td': { borderBottom: receipt ? 'none' : '1px solid #bbb' },
        '& .num': { textAlign: 'right', whiteSpace: 'nowrap' },
        '& dl': { m: 0, display: 'grid', gap: '0.5mm' },
        // The shop's totals block, printed in black.
        '& .totals *': { color: '#000 !important', fontSize: 'inherit !important' },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexDirection: receipt ? 'column' : 'row',
          justifyContent: 'space-between',
          alignItems: receipt ? 'center' : 'flex-end',
          textAlign: receipt ? 'center' : 'left',
          borderBottom: '2px solid #000',
          pb: '2mm',
          gap: '1mm',
        }}
      >
        <Box>
          <Typography
            component="p"
            sx={{ fontWeight: 700, fontSize: receipt ? '13pt' : '16pt', color: '#000' }}
          >
            {`${t.shop} ${t.title}`}
          </Typography>
          <Typography component="p" sx={{ fontSize: 'inherit', color: '#000' }}>
            {t.placed} {formatDateTime(order.create_at)}
          </Typography>
        </Box>
        <Box sx={{ textAlign: receipt ? 'center' : 'right' }}>
          <Typography component="p" sx={{ fontSize: 'inherit', color: '#000' }}>
            {t.number}
          </Typography>
          <Typography
            component="p"
            sx={{
              fontFamily: 'monospace',
              fontWeight: 700,
              fontSize: receipt ? '16pt' : '20pt',
              color: '#000',
            }}
          >
            {formatOrderNumber(order.id)}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ border: '2px solid #000', p: '2mm', textAlign: 'center' }}>
        <Typography component="p" sx={{ fontSize: 'inherit', color: '#000' }}>
          {t.delivery}
        </Typography>
        <Typography
          component="p"
          sx={{ fontWeight: 700, fontSize: receipt ? '13pt' : '15pt', color: '#000' }}
        >
          {deliveryText(order, { withDueDay: true })}
        </Typography>
        <Typography component="p" sx={{ fontSize: 'inherit', color: '#000' }}>
          {shippingLabel(order.shippingWay)}
        </Typography>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: receipt ? '1fr' : '1fr 1fr',
          gap: receipt ? '2mm' : '6mm',
        }}
      >
        <Box component="dl">
          {fact(t.recipient, textOf(user.name))}
          {fact(t.tel, textOf(user.tel))}
          {fact(t.address, textOf(user.address))}
        </Box>
        <Box component="dl">
          {fact(t.payment, paymentLabel(order.paymentWay))}
          {fact(
            t.paidState,
            isPaid(order)
              ? order.paid_date
                ? `${t.paid} ${formatDateTime(order.paid_date)}`
                : t.paid
              : t.unpaid,
          )}
        </Box>
      </Box>

      <table>
        <PrintTableHead
          columns={[
            { label: t.packed, style: { width: receipt ? '9mm' : '12mm', whiteSpace: 'nowrap' } },
            { label: t.item },
            { label: t.qty, numeric: true },
            { label: t.amount, numeric: true },
          ]}
        />
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.id ?? index}>
              <td aria-hidden>☐</td>
              <td>{textOf(line.product?.title)}</td>
              <td className="num">{typeof line.qty === 'number' ? line.qty : ''}</td>
              <td className="num">{formatNtd(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Box className="totals" sx={{ ml: receipt ? 0 : 'auto', width: receipt ? '100%' : '80mm' }}>
        <CartTotals lines={lines} finalTotal={order.total} />
      </Box>

      {note.trim() ? (
        <Box sx={{ borderTop: '1px dashed #000', pt: '2mm' }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: 'inherit', color: '#000' }}>
            {t.note}
          </Typography>
          <Typography component="p" sx={{ fontSize: 'inherit', color: '#000', whiteSpace: 'pre-line' }}>
            {note}
          </Typography>
        </Box>
      ) : null}

      <Typography component="p" sx={{ textAlign: 'center', fontSize: 'inherit', color: '#000', pt: '2mm' }}>
        {t.thanks}
      </Typography>
    </Box>
  )
}
