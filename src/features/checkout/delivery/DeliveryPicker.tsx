import Collapse from '@mui/material/Collapse'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { FormikProps } from 'formik'
import { useId, type ChangeEvent } from 'react'
import { DELIVERY_SLOTS, dayLabel, earliestDeliveryDay, offeredDays } from '@/api/delivery'
import { Columns } from '@/components/layout/Columns'
import { changeAndTouch, fieldError } from '@/lib/formikField'
import type { DeliveryFormValues } from './deliveryChoice'
import { deliveryMessages as t } from './messages'

type PickerValues = DeliveryFormValues & { paymentWay: string }

export interface DeliveryPickerProps<V extends PickerValues> {
  formik: FormikProps<V>
  /** Now (ms): the days offered start from it. */
  now: number
}

/** Why the earliest day is what it is, for the payment way chosen so far. */
function earliestText(paymentWay: string, now: number): string {
  const day = dayLabel(earliestDeliveryDay(paymentWay, now))
  if (!paymentWay) return t.earliest.none
  if (paymentWay === 'bankTransfer') return t.earliest.transfer(day)
  if (paymentWay === 'cashOnDelivery') return t.earliest.onDelivery(day)
  return t.earliest.online(day)
}

/**
 * 配送時間 at checkout: 盡快出貨, or a delivery day (Monday to Saturday, from the earliest the
 * payment way allows, BOOKING_DAYS of them) and a morning slot. The form's own part: its fields
 * live in the checkout form (deliveryChoice.ts), its errors show by the form's rule.
 */
export function DeliveryPicker<V extends PickerValues>({ formik, now }: DeliveryPickerProps<V>) {
  const ids = useId()
  const { values } = formik
  const days = offeredDays(values.paymentWay, now)
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => changeAndTouch(formik, event)
  const dateError = fieldError(formik, 'deliveryDate')
  const slotError = fieldError(formik, 'deliverySlot')
  const slotHelper = `${ids}-slot-helper`
  const chosen = values.deliveryWhen === 'slot'
  // A day no longer offered (the payment way changed) stays listed, so the select shows what is
  // chosen and its message says why it cannot be.
  const listed =
    values.deliveryDate && !days.includes(values.deliveryDate) ? [values.deliveryDate, ...days] : days

  return (
    <FormControl component="fieldset" sx={{ display: 'grid', gap: 1 }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {t.heading}
      </FormLabel>
      <RadioGroup name="deliveryWhen" value={values.deliveryWhen} onChange={change}>
        <FormControlLabel
          value="asap"
          control={<Radio />}
          label={
            <span>
              {t.asap}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                {t.asapHint(dayLabel(earliestDeliveryDay(values.paymentWay, now)))}
              </Typography>
            </span>
          }
        />
        <FormControlLabel value="slot" control={<Radio />} label={t.slot} />
      </RadioGroup>
      <Collapse in={chosen} unmountOnExit>
        <Columns
          columns={{ xs: '1fr', sm: 'minmax(12rem, 16rem) 1fr' }}
          gap={1.5}
          sx={{ pl: { xs: 0, sm: 4 }, pt: 0.5 }}
        >
          <TextField
            select
            name="deliveryDate"
            label={t.day}
            value={values.deliveryDate}
            onChange={change}
            onBlur={formik.handleBlur}
            error={Boolean(dateError)}
            helperText={dateError ?? ' '}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {t.chooseDayOption}
            </option>
            {listed.map((day) => (
              <option key={day} value={day}>
                {dayLabel(day)}
              </option>
            ))}
          </TextField>
          <FormControl component="fieldset" error={Boolean(slotError)} required>
            <FormLabel component="legend" sx={{ fontSize: '0.875rem' }}>
              {t.slotHeading}
            </FormLabel>
            <RadioGroup
              name="deliverySlot"
              value={values.deliverySlot}
              onChange={change}
              row
              aria-describedby={slotError ? slotHelper : undefined}
            >
              {DELIVERY_SLOTS.map((slot) => (
                <FormControlLabel
                  key={slot.id}
                  value={slot.id}
                  control={<Radio onBlur={() => void formik.setFieldTouched('deliverySlot', true)} />}
                  label={slot.label}
                />
              ))}
            </RadioGroup>
            {slotError ? <FormHelperText id={slotHelper}>{slotError}</FormHelperText> : null}
          </FormControl>
        </Columns>
      </Collapse>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {earliestText(values.paymentWay, now)}
        {t.days}
      </Typography>
    </FormControl>
  )
}
