import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import { useEffect, useId, useRef } from 'react'
import { paymentLabel } from '@/components/checkout/messages'
import { paysOnline } from '@/components/checkout/payment'
import { checkoutMessages } from '../messages'
import type { CheckoutProgress } from './CheckoutScreen'

const t = checkoutMessages.progress

type StepState = 'waiting' | 'running' | 'done'

/**
 * Step 3, 結帳, while it runs: creating the order, then (credit card, LINE Pay, Apple Pay) paying
 * it through the course API. Each step says whether it waits, runs or is done; a live region, so
 * a screen reader hears each change.
 */
export function CheckoutProgressPanel({ progress }: { progress: CheckoutProgress }) {
  const headingId = useId()
  const panel = useRef<HTMLElement>(null)
  // The shopper pressed 結帳 at the foot of a long form: back to the top, where the step bar
  // stands on 結帳 and the steps follow; focus on them, so a screen reader starts from here.
  useEffect(() => {
    panel.current?.focus({ preventScroll: true })
    globalThis.scrollTo?.({ top: 0 })
  }, [])
  const steps: [string, StepState][] = [[t.placing, progress.stage === 'placing' ? 'running' : 'done']]
  if (paysOnline(progress.paymentWay))
    steps.push([
      t.paying(paymentLabel(progress.paymentWay)),
      progress.stage === 'paying' ? 'running' : 'waiting',
    ])
  return (
    <Card
      component="section"
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy
      sx={{ outline: 'none' }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t.heading}
        </Typography>
        <Box role="status" aria-live="polite">
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {steps.map(([label, state]) => (
              <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {state === 'done' ? (
                  <CheckCircleIcon color="secondary" aria-hidden />
                ) : state === 'running' ? (
                  <CircularProgress size={22} disableShrink aria-hidden />
                ) : (
                  <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} aria-hidden />
                )}
                <Typography sx={{ fontWeight: state === 'running' ? 700 : 400 }}>
                  {label}
                  <Typography component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.875rem' }}>
                    {t[state]}
                  </Typography>
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t.keepOpen}
        </Typography>
      </CardContent>
    </Card>
  )
}
