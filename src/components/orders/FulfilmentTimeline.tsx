import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import type { Order } from '@/api/types'
import { formatDateTime } from '@/lib/format'
import { fulfilmentMessages as t } from './messages'
import { fulfilmentSteps, type StepState } from './steps'

export interface FulfilmentTimelineProps {
  order: Pick<Order, 'status' | 'statusHistory' | 'create_at'>
  /** `steps`: a line of five steps (cards); `detail`: one step a row, with times and what it means. */
  variant?: 'steps' | 'detail'
}

const dotColour: Record<StepState, string> = {
  done: 'success.dark',
  current: 'primary.main',
  // The quiet shade that still stands out from white (3:1): a step still to come.
  upcoming: 'status.offDot',
  cancelled: 'text.secondary',
}

function Dot({ state }: { state: StepState }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 24,
        height: 24,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
        bgcolor: state === 'upcoming' ? 'background.paper' : dotColour[state],
        border: 2,
        borderColor: dotColour[state],
        boxShadow: state === 'current' ? (theme) => `0 0 0 4px ${theme.palette.shop.highlight}` : undefined,
        '& svg': { fontSize: 16 },
      }}
    >
      {state === 'done' ? <CheckIcon /> : state === 'cancelled' ? <CloseIcon /> : null}
    </Box>
  )
}

const stateWords: Record<StepState, string> = {
  done: t.done,
  current: t.current,
  upcoming: t.upcoming,
  cancelled: t.current,
}

/** An order's fulfilment, as a timeline (the shopper's 我的訂單 and order page, the back office). */
export function FulfilmentTimeline({ order, variant = 'detail' }: FulfilmentTimelineProps) {
  const steps = fulfilmentSteps(order)
  if (variant === 'steps') {
    return (
      <Box
        component="ol"
        aria-label={t.timeline}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${steps.length}, 1fr)`,
        }}
      >
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step.status}
            sx={{
              display: 'grid',
              justifyItems: 'center',
              gap: 0.5,
              position: 'relative',
              textAlign: 'center',
              // The line to the previous step, behind the dots.
              '&::before':
                index === 0
                  ? undefined
                  : {
                      content: '""',
                      position: 'absolute',
                      top: 11,
                      right: '50%',
                      width: '100%',
                      height: 2,
                      bgcolor: step.state === 'upcoming' ? 'divider' : dotColour.done,
                      zIndex: 0,
                    },
              '& > *': { zIndex: 1 },
            }}
          >
            <Dot state={step.state} />
            <Typography
              variant="caption"
              sx={{
                fontWeight: step.state === 'current' || step.state === 'cancelled' ? 700 : 400,
                color: step.state === 'upcoming' ? 'text.secondary' : 'text.primary',
                lineHeight: 1.3,
              }}
            >
              {t.statuses[step.status]}
              <Box component="span" sx={visuallyHidden}>
                {stateWords[step.state]}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    )
  }
  return (
    <Box component="ol" aria-label={t.timeline} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.status}
          sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1.5, minHeight: 56 }}
        >
          <Box sx={{ display: 'grid', gridTemplateRows: '24px 1fr', justifyItems: 'center' }}>
            <Dot state={step.state} />
            {index < steps.length - 1 ? (
              <Box
                aria-hidden
                sx={{
                  width: 2,
                  my: 0.5,
                  bgcolor: steps[index + 1].state === 'upcoming' ? 'divider' : dotColour.done,
                }}
              />
            ) : null}
          </Box>
          <Box sx={{ pb: 1.5 }}>
            <Typography
              sx={{
                fontWeight: step.state === 'upcoming' ? 400 : 700,
                color: step.state === 'upcoming' ? 'text.secondary' : 'text.primary',
                lineHeight: '24px',
              }}
            >
              {t.statuses[step.status]}
              <Box component="span" sx={visuallyHidden}>
                {stateWords[step.state]}
              </Box>
            </Typography>
            {step.state === 'upcoming' ? null : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t.meanings[step.status]}
                {step.at !== null ? ` · ${formatDateTime(step.at)}` : null}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
