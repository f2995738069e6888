import Box from '@mui/material/Box'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import { Fragment } from 'react'
import { checkoutStepMessages as t } from './messages'
import visuallyHidden from '@mui/utils/visuallyHidden'

export type CheckoutStep = 0 | 1 | 2 | 3

export interface StepBarProps {
  /** 0-based: 0 確認購物車 · 1 選擇運送及付款方式 · 2 結帳 · 3 完成訂單. */
  activeStep: CheckoutStep
  /**
   * `active` (default): the step is in progress; `done`: the active step is finished too (order
   * created); `failed`: the active step did not succeed (order failed).
   */
  status?: 'active' | 'done' | 'failed'
}

/**
 * The four-step bar of the cart, checkout and result pages. Labels sit under the icons so the
 * long 選擇運送及付款方式 wraps inside its own column on a 375 px phone instead of pushing the row.
 */
export function StepBar({ activeStep, status = 'active' }: StepBarProps) {
  return (
    <Box component="nav" aria-label={t.label} sx={{ py: { xs: 2, sm: 3 } }}>
      <Stepper
        activeStep={activeStep}
        alternativeLabel
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, '& .MuiStep-root': { px: { xs: 0.25, sm: 1 } } }}
      >
        {t.steps.map((label, index) => {
          const isActive = index === activeStep
          const completed = index < activeStep || (isActive && status === 'done')
          const failed = isActive && status === 'failed'
          const stateText = failed ? t.failed : completed ? t.done : isActive ? t.current : ''
          return (
            <Step
              key={label}
              component="li"
              completed={completed}
              aria-current={isActive ? 'step' : undefined}
            >
              <StepLabel
                error={failed}
                slotProps={{
                  label: {
                    sx: {
                      fontSize: { xs: '0.75rem', sm: '0.875rem' },
                      lineHeight: 1.35,
                      wordBreak: 'keep-all',
                      overflowWrap: 'anywhere',
                      '&.Mui-active, &.Mui-completed': { fontWeight: 700 },
                    },
                  },
                }}
              >
                {t.stepWraps[index].map((part, partIndex) => (
                  <Fragment key={part}>
                    {partIndex > 0 ? <wbr /> : null}
                    {part}
                  </Fragment>
                ))}
                {stateText ? (
                  <Box component="span" sx={visuallyHidden}>
                    {stateText}
                  </Box>
                ) : null}
              </StepLabel>
            </Step>
          )
        })}
      </Stepper>
    </Box>
  )
}
