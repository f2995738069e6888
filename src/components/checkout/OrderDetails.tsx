import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useState } from 'react'
import { splitNote } from '@/api/delivery'
import type { Order } from '@/api/types'
import { formatDateTime, formatNtd, formatOrderNumber, textOf } from '@/lib/format'
import { CartTotals } from './CartTotals'
import { isPaid, orderLines } from './orders'
import { orderMessages as t, paymentLabel, shippingLabel } from './messages'
import { deliveryText, fulfilmentMessages } from '../orders/messages'

/** A button copying an order's full id (the readable number is only its tail). */
export function CopyOrderIdButton({ id }: { id: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <Tooltip title={copied ? t.copied : t.copyId}>
      <IconButton
        size="small"
        aria-label={copied ? t.copied : t.copyId}
        onClick={() => {
          void navigator.clipboard?.writeText(id).then(() => setCopied(true))
        }}
      >
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  )
}

/** The order number a person reads, with a button copying the full id. */
export function OrderNumber({ id, bold = true }: { id: string; bold?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        sx={{ fontWeight: bold ? 700 : undefined, fontFamily: 'monospace', fontSize: '1.05em' }}
        title={id}
        data-order-id={id}
      >
        {formatOrderNumber(id)}
      </Box>
      <CopyOrderIdButton id={id} />
    </Box>
  )
}

export interface OrderDetailsProps {
  /** The order to show: its lines, totals, buyer and payment state. */
  order: Order
  /** Contact details (the order page; the checkout confirmation leaves them out). */
  showContact?: boolean
}

/** An order as read from the API: number, date, lines, totals, shipping, payment (and contact). */
export function OrderDetails({ order, showContact = false }: OrderDetailsProps) {
  const lines = orderLines(order)
  const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 } as const
  const facts: [string, string][] = [
    [t.createdAt, formatDateTime(order.create_at)],
    [t.shipping, shippingLabel(order.shippingWay)],
    [fulfilmentMessages.delivery, deliveryText(order)],
    [t.payment, paymentLabel(order.paymentWay)],
    [t.status, isPaid(order) ? t.paid : t.unpaid],
  ]
  if (isPaid(order) && order.paid_date) facts.push([t.paidAt, formatDateTime(order.paid_date)])
  const user = (order.user ?? {}) as Partial<Order['user']>
  const contact: [string, string][] = [
    [t.name, textOf(user.name)],
    [t.email, textOf(user.email)],
    [t.tel, textOf(user.tel)],
    [t.address, textOf(user.address)],
  ]
  // The note as the shopper typed it: its delivery line shows as 配送時間 above.
  const { note } = splitNote(textOf(order.message))
  if (note.trim()) contact.push([t.message, note])
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'left' }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Box sx={row}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {t.number}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            <OrderNumber id={order.id} />
          </Typography>
        </Box>
        {facts.map(([label, value]) => (
          <Box key={label} sx={row}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {t.items}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {lines.map((line, index) => (
          <Box component="li" key={line.id ?? index} sx={row}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {textOf(line.product?.title)}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t.qty(typeof line.qty === 'number' ? line.qty : 0)}
              </Box>
            </Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatNtd(line.total)}</Typography>
          </Box>
        ))}
      </Box>
      <CartTotals lines={lines} finalTotal={order.total} />
      {showContact ? (
        <>
          <Divider />
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {t.contact}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            {contact.map(([label, value]) => (
              <Box key={label} sx={row}>
                <Typography component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, overflowWrap: 'anywhere', textAlign: 'right', whiteSpace: 'pre-line' }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  )
}
