import Chip from '@mui/material/Chip'
import type { FulfilmentStatus } from '@/api/fulfilment'
import { fulfilmentMessages as t } from './messages'

/** Text and border in the dark shade of each colour: AA on white (the light shades are not). */
const tones: Record<FulfilmentStatus, string> = {
  pending: 'warning.dark',
  confirmed: 'info.dark',
  preparing: 'secondary.dark',
  shipped: 'primary.dark',
  delivered: 'success.dark',
  cancelled: 'text.secondary',
}

/** An order's fulfilment status as a small outlined chip (lists, cards, the order page). */
export function FulfilmentChip({
  status,
  size = 'small',
}: {
  status: FulfilmentStatus
  size?: 'small' | 'medium'
}) {
  const tone = tones[status]
  return (
    <Chip
      size={size}
      variant="outlined"
      label={t.statuses[status]}
      sx={{
        color: tone,
        borderColor: tone,
        fontWeight: 700,
        textDecoration: status === 'cancelled' ? 'line-through' : undefined,
      }}
    />
  )
}
