import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import type { Coupon, CouponInput } from '@/api/types'
import { FormDialog } from '../../components/FormDialog'
import { useFormDialog, type RecordFormDialogProps } from '../../components/useFormDialog'
import { adminMessages } from '../../messages'
import {
  couponSchema,
  couponToFormValues,
  dueDateNotice,
  percentMeaning,
  formValuesToCouponInput,
} from '../couponForm'
import { formikCheckbox } from '@/lib/formikField'

const t = adminMessages.coupons
const f = t.form

export interface CouponFormDialogProps extends RecordFormDialogProps<CouponInput> {
  /** The stored coupon to edit, or null to create one. */
  coupon: Coupon | null
  /**
   * Now (a prop so stories stay stable): a new coupon's due date defaults to its day (spec §9), and
   * the due-date warning counts the time left from it.
   */
  today?: Date
}

/** Spec §2 coupon modal: name, percent (90 = 10 % off), code, due date (default today), enabled. */
export function CouponFormDialog({ coupon, today, ...props }: CouponFormDialogProps) {
  const [now] = useState(() => today ?? new Date())
  const { formik, field, dialog } = useFormDialog(props, {
    initialValues: couponToFormValues(coupon, now),
    validationSchema: couponSchema,
    toInput: formValuesToCouponInput,
  })

  const meaning = percentMeaning(formik.values.percent)
  const dueNotice = dueDateNotice(formik.values.due_date, now)
  const percentField = field('percent', f.percent, {
    required: true,
    type: 'number',
    helperText: f.percentHint,
    slotProps: { htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } },
  })

  return (
    <FormDialog {...dialog} title={coupon ? t.editTitle : t.createTitle} maxWidth="sm">
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <TextField {...field('title', f.title, { required: true })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...percentField}
            helperText={
              percentField.error ? (
                percentField.helperText
              ) : (
                <>
                  {/* The spec's hint stays; under it, what the number typed means (read as it changes). */}
                  {f.percentHint}
                  <Box component="span" aria-live="polite" sx={{ display: 'block', fontWeight: 700 }}>
                    {meaning}
                  </Box>
                </>
              )
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('code', f.code, { required: true, autoComplete: 'off' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('due_date', f.dueDate, {
              required: true,
              type: 'date',
              slotProps: { inputLabel: { shrink: true } },
            })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormControlLabel
            control={<Checkbox {...formikCheckbox(formik, 'is_enabled')} />}
            label={f.enabled}
          />
        </Grid>
        <Grid size={12} aria-live="polite">
          {/* The spec's default due date is today: say when that leaves the coupon less than a day. */}
          {dueNotice ? <Alert severity={dueNotice.severity}>{dueNotice.text}</Alert> : null}
        </Grid>
      </Grid>
    </FormDialog>
  )
}
