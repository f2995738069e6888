import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { Order } from '@/api/types'
import { priceSummary } from '@/api/cart'
import { formatDateTime, formatNtd } from '@/lib/format'
import { paymentStatusMessages as t } from './messages'
import { orderLines } from './orders'
import { paymentStateOf, transferDetails } from './payment'

export interface PaymentStatusProps {
  /** The order as the API stored it. */
  order: Order
  /** 重新付款 for an order paid online whose payment did not complete (absent: no button). */
  onPay?: () => void
  /** The payment is running: the panel says so and its button waits. */
  isPaying?: boolean
}

/**
 * Where an order's payment stands, in words a shopper acts on: paid (with the time), paid online
 * but not completed (重新付款), ATM 轉帳 (bank code, account, amount, pay-by date) or 貨到付款.
 * Shared by the confirmation and the order page, so both say the same.
 */
export function PaymentStatus({ order, onPay, isPaying = false }: PaymentStatusProps) {
  const state = paymentStateOf(order)
  if (state === 'paid') {
    return (
      <Alert severity="success" role="status">
        <AlertTitle sx={{ mb: 0 }}>{t.paid.title}</AlertTitle>
        {order.paid_date ? t.paid.at(formatDateTime(order.paid_date)) : null}
      </Alert>
    )
  }
  if (state === 'onDelivery') {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>{t.onDelivery.title}</AlertTitle>
        {t.onDelivery.text}
      </Alert>
    )
  }
  if (state === 'awaitingTransfer') {
    const details = transferDetails(order, priceSummary(orderLines(order), order.total).total)
    const facts: [string, string][] = [
      [t.transfer.bank, `${details.bankCode}（${details.bankName}）`],
      [t.transfer.account, details.account],
      [t.transfer.amount, formatNtd(details.amount)],
      [t.transfer.payBy, formatDateTime(details.payBy)],
    ]
    return (
      <Alert severity="warning" role="status" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
        <AlertTitle>{t.transfer.title}</AlertTitle>
        <Typography variant="body2">{t.transfer.text}</Typography>
        <Box
          component="dl"
          sx={{
            my: 1.5,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.75,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            px: 2,
            py: 1.5,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2">{t.transfer.later}</Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t.transfer.demo}
        </Typography>
      </Alert>
    )
  }
  return (
    <Alert severity="error" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t.unpaid.title}</AlertTitle>
      {isPaying ? t.paying : t.unpaid.text}
      {onPay ? (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="contained" onClick={onPay} loading={isPaying}>
            {t.unpaid.retry}
          </Button>
        </Box>
      ) : null}
    </Alert>
  )
}
