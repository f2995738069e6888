import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useFormik } from 'formik'
import { useId, useState } from 'react'
import type { Coupon, CouponInput } from '@/api/types'
import { FormDialog } from '../../components/FormDialog'
import { adminMessages } from '../../messages'
import {
  couponSchema,
  couponToFormValues,
  dueDateNotice,
  percentMeaning,
  formValuesToCouponInput,
  type CouponFormValues,
} from '../couponForm'
import { useLayout } from '@/lib/useLayout'
import { ADMIN_LAYOUT } from '../../components/adminLayout'
import { formikField } from '@/lib/formikField'

const t = adminMessages.coupons
const f = t.form

export interface CouponFormDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The stored coupon to edit, or null to create one. */
  coupon: Coupon | null
  /**
   * Now (a prop so stories stay stable): a new coupon's due date defaults to its day (spec §9), and
   * the due-date warning counts the time left from it.
   */
  today?: Date
  /** The save is running: the buttons are disabled and the save button spins. */
  isSaving?: boolean
  /** Closes without doing anything (取消, Escape or a click outside). */
  onCancel: () => void
  /** Saves the coupon (after the form's checks pass). */
  onSubmit: (input: CouponInput) => void | Promise<void>
  /** Fills the screen (phones) instead of a centred dialog. */
  fullScreen?: boolean
}

/** Spec §2 coupon modal: name, percent (90 = 10 % off), code, due date (default today), enabled. */
export function CouponFormDialog({
  open,
  coupon,
  today,
  isSaving = false,
  onCancel,
  onSubmit,
  fullScreen,
}: CouponFormDialogProps) {
  // Admin dialogs fill the screen on phones (below 600 px) unless a story forces the layout.
  const compact =
    useLayout(fullScreen === undefined ? undefined : fullScreen ? 'narrow' : 'wide', ADMIN_LAYOUT) ===
    'narrow'
  const idPrefix = useId()
  const [now] = useState(() => today ?? new Date())
  const formik = useFormik<CouponFormValues>({
    initialValues: couponToFormValues(coupon, now),
    validationSchema: couponSchema,
    onSubmit: async (values) => {
      await onSubmit(formValuesToCouponInput(values))
    },
  })
  const busy = isSaving || formik.isSubmitting
  const field = (
    name: Exclude<keyof CouponFormValues, 'is_enabled'>,
    label: string,
    { helperText, ...extra }: Partial<TextFieldProps> = {},
  ): TextFieldProps => {
    return {
      id: `${idPrefix}-${name}`,
      label,
      fullWidth: true,
      required: true,
      ...extra,
      // The rule that failed replaces the hint while it applies.
      ...formikField(formik, name, typeof helperText === 'string' ? helperText : undefined),
    }
  }

  const meaning = percentMeaning(formik.values.percent)
  const dueNotice = dueDateNotice(formik.values.due_date, now)
  const percentField = field('percent', f.percent, {
    type: 'number',
    helperText: f.percentHint,
    slotProps: { htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } },
  })

  return (
    <FormDialog
      open={open}
      validation={formik}
      title={coupon ? t.editTitle : t.createTitle}
      maxWidth="sm"
      fullScreen={compact}
      busy={busy}
      onCancel={onCancel}
      onSubmit={formik.handleSubmit}
    >
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <TextField {...field('title', f.title)} />
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
          <TextField {...field('code', f.code, { autoComplete: 'off' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('due_date', f.dueDate, {
              type: 'date',
              slotProps: { inputLabel: { shrink: true } },
            })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Checkbox name="is_enabled" checked={formik.values.is_enabled} onChange={formik.handleChange} />
            }
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
