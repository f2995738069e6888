import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import type { CartFreshness, LineFreshness } from '@/api/cartFreshness'
import { formatNtd } from '@/lib/format'
import { staleCartMessages as t } from './messages'
import { ActionAlert } from '../feedback/ActionAlert'

export interface StaleCartNoticeProps {
  /** What changed since the products were added (none yet: nothing to say). */
  freshness?: Pick<CartFreshness, 'offSale' | 'priceChanged'> | null
  /** Removes every off-sale line (one click). */
  onRemoveOffSale?: () => void
  /** Accepts every changed price (snapshot lines are re-added at the current price). */
  onAcceptPrices?: () => void
  /** One of the two is running. */
  busy?: boolean
}

/**
 * Above the lines of the cart and the checkout summary: what changed in the shop since the shopper
 * added the products, and the one click that settles it. Checking out waits until it is settled.
 */
export function StaleCartNotice({
  freshness,
  onRemoveOffSale,
  onAcceptPrices,
  busy = false,
}: StaleCartNoticeProps) {
  if (!freshness) return null
  const alerts = [
    { kind: 'offSale', severity: 'error', onSettle: onRemoveOffSale },
    { kind: 'priceChanged', severity: 'warning', onSettle: onAcceptPrices },
  ] as const
  const shown = alerts.filter(({ kind }) => freshness[kind].length > 0)
  if (shown.length === 0) return null
  return (
    <Stack sx={{ gap: 1.5 }}>
      {shown.map(({ kind, severity, onSettle }) => (
        <ActionAlert
          key={kind}
          severity={severity}
          title={t[kind].title(freshness[kind].length)}
          action={onSettle ? { label: t[kind].action, onClick: onSettle, busy } : null}
        >
          {t[kind].text}
        </ActionAlert>
      ))}
    </Stack>
  )
}

/**
 * A line's unit price as the shopper must read it: struck old price and the new one when it
 * changed, the 已下架 mark when it is off sale, or the price alone.
 */
export function LineUnitPrice({
  price,
  unit,
  freshness,
  format = (amount, perUnit) => `${amount}${perUnit ? ` / ${perUnit}` : ''}`,
}: {
  price: number
  unit?: string
  freshness?: LineFreshness
  /** How the amount is written (the cart says 單價 …). */
  format?: (amount: string, unit: string) => string
}) {
  if (freshness?.state === 'priceChanged')
    return (
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          <Typography component="span" sx={visuallyHidden}>
            {t.was}
          </Typography>
          <del>{formatNtd(freshness.was)}</del>{' '}
          <Typography component="span" sx={visuallyHidden}>
            {t.now}
          </Typography>
          <Typography component="strong" variant="body2" sx={{ color: 'warning.dark', fontWeight: 700 }}>
            {format(formatNtd(freshness.now), unit ?? '')}
          </Typography>
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={t.priceChip}
          // The warning's orange as the outline; the words in the text colour (4.5:1 on paper).
          sx={{ color: 'text.primary', borderColor: 'warning.main' }}
        />
      </Stack>
    )
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {format(formatNtd(price), unit ?? '')}
      </Typography>
      {freshness?.state === 'offSale' ? <Chip size="small" color="error" label={t.offSaleChip} /> : null}
    </Stack>
  )
}
