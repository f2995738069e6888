import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useFormik } from 'formik'
import { useId } from 'react'
import type { Coupon, CouponInput } from '@/api/types'
import { adminMessages } from '../../messages'
import {
  couponSchema,
  couponToFormValues,
  formValuesToCouponInput,
  type CouponFormValues,
} from '../couponForm'

const t = adminMessages.coupons
const f = t.form
const common = adminMessages.common

export interface CouponFormDialogProps {
  open: boolean
  /** The stored coupon to edit, or null to create one. */
  coupon: Coupon | null
  /** Today, for the default due date (a prop so stories stay stable). */
  today?: Date
  isSaving?: boolean
  onCancel: () => void
  onSubmit: (input: CouponInput) => void | Promise<void>
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
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const titleId = useId()
  const idPrefix = useId()
  const formik = useFormik<CouponFormValues>({
    initialValues: couponToFormValues(coupon, today),
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
    const error = formik.touched[name] ? formik.errors[name] : undefined
    return {
      id: `${idPrefix}-${name}`,
      name,
      label,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      fullWidth: true,
      required: true,
      ...extra,
      error: Boolean(error),
      // The rule that failed replaces the hint while it applies.
      helperText: error ?? helperText,
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen ?? phone}
    >
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {coupon ? t.editTitle : t.createTitle}
      </DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogContent dividers>
          <Grid container spacing={2.5}>
            <Grid size={12}>
              <TextField {...field('title', f.title)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('percent', f.percent, {
                  type: 'number',
                  helperText: f.percentHint,
                  slotProps: { htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } },
                })}
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
                  <Checkbox
                    name="is_enabled"
                    checked={formik.values.is_enabled}
                    onChange={formik.handleChange}
                  />
                }
                label={f.enabled}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button variant="outlined" onClick={onCancel} disabled={busy}>
            {common.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {common.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
