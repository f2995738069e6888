import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import { useFormik } from 'formik'
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ComponentProps } from 'react'
import { Link } from 'react-router-dom'
import type { CartFreshness } from '@/api/cartFreshness'
import type { Cart } from '@/api/types'
import { staleCartMessages } from '@/components/checkout/messages'
import { StepBar } from '@/components/checkout/StepBar'
import { StickyTotalBar } from '@/components/checkout/StickyTotalBar'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { formatOrderNumber } from '@/lib/format'
import type { PaymentWay } from '@/components/checkout/payment'
import { caretAfterDigits, digitsOf, formatCardNumber, formatExpiryInput } from '../card'
import { checkoutMessages as t } from '../messages'
import { SHIPPING_ADDRESS } from '../orderBody'
import {
  checkoutSchemaAt,
  emptyCheckoutForm,
  paymentWays,
  shippingWays,
  type CheckoutFormValues,
} from '../schema'
import { CheckoutProgressPanel } from './CheckoutProgressPanel'
import { deliveryFieldOrder } from '../delivery/deliveryChoice'
import { DeliveryPicker } from '../delivery/DeliveryPicker'
import { OrderSummary } from './OrderSummary'
import { useLayout, type Layout } from '@/lib/useLayout'
import { changeAndTouch, fieldError, formikField } from '@/lib/formikField'
import { paths } from '@/lib/paths'

type FieldName = keyof CheckoutFormValues

/** Where focus goes after a refused submit: the first field, in reading order, with an error. */
const fieldOrder: FieldName[] = [
  'contactName',
  'contactPhone',
  'contactEmail',
  'contactMessage',
  'shippingWay',
  'paymentWay',
  ...deliveryFieldOrder,
  'cardNumber',
  'cardDueDate',
  'cardSafeCode',
]
const cardFields = ['cardNumber', 'cardDueDate', 'cardSafeCode'] as const

export interface CheckoutScreenProps {
  /** The cart being ordered, for the summary beside the form. */
  cart?: Cart
  /** The cart is loading: a spinner shows. */
  isLoading: boolean
  /** Form beside the summary (wide) or the summary above the form (narrow); follows md by default. */
  layout?: Layout
  /** What the form starts with: the member's name and e-mail, and the choices they saved. */
  initialValues?: Partial<CheckoutFormValues>
  /** Sends the order; `resetForm` clears the form once the order is accepted. */
  onSubmit: (values: CheckoutFormValues, helpers: { resetForm: () => void }) => Promise<void> | void
  /**
   * 結帳 is under way (step 3): the order is being created, then paid (online payment ways). The
   * form gives way to the progress of each step.
   */
  progress?: CheckoutProgress | null
  /** This checkout already created this order (Back, a reload): said instead of offering the form. */
  placedOrderId?: string | null
  /** A reload cut the last 結帳 short and the cart is empty: the order was probably created. */
  orderMaybePlaced?: boolean
  /** The phone, shipping and payment were filled in from this member's last checkout. */
  rememberedChoices?: boolean
  /** Forgets the saved choices (the form's prefilled phone, shipping and payment are cleared). */
  onForgetChoices?: () => void
  /** Now (ms), from which the delivery days are offered; the time the screen first rendered by default. */
  now?: number
  /**
   * The lines against the shop now (src/api/cartFreshness.ts): marked in the summary, and 結帳
   * waits until off-sale lines are removed and changed prices accepted.
   */
  freshness?: CartFreshness
  onRemoveOffSale?: () => void
  onAcceptPrices?: () => void
  isSettling?: boolean
  /** Why the last press of 結帳 sent nothing (the cart changed, or could not be read again). */
  notice?: string | null
  /** The last 結帳's answer never came: what the page knows of its order (it takes the form's place). */
  verification?: CheckoutVerification | null
  /** Checks again now (unsure). */
  onVerify?: () => void
}

/**
 * An attempt whose answer never came (the connection dropped): `verifying`, the member's newest
 * orders are being read; `unsure`, they cannot be read yet (offline): checked again once online.
 */
export type CheckoutVerification = 'verifying' | 'unsure'

/** Where 結帳 stands while it runs. */
export interface CheckoutProgress {
  /** `placing`: POST order is running; `paying`: the order exists, POST pay/{id} is running. */
  stage: 'placing' | 'paying'
  paymentWay: PaymentWay
}

/**
 * Step 2, 選擇運送及付款方式: contact details, shipping and payment (card fields only for credit
 * card), validated on every change with the spec's messages, and the order summary at the side.
 */
export function CheckoutScreen({
  cart,
  isLoading,
  layout,
  initialValues,
  onSubmit,
  progress = null,
  placedOrderId = null,
  orderMaybePlaced = false,
  rememberedChoices = false,
  onForgetChoices,
  now: givenNow,
  freshness,
  onRemoveOffSale,
  onAcceptPrices,
  isSettling = false,
  notice = null,
  verification = null,
  onVerify,
}: CheckoutScreenProps) {
  const [firstRender] = useState(() => Date.now())
  const now = givenNow ?? firstRender
  const schema = useMemo(() => checkoutSchemaAt(now), [now])
  const wide = useLayout(layout, { noSsr: true }) === 'wide'
  const formHeadingId = useId()
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)

  const formik = useFormik<CheckoutFormValues>({
    initialValues: { ...emptyCheckoutForm, ...initialValues },
    validationSchema: schema,
    validateOnChange: true,
    validateOnBlur: true,
    onSubmit: async (values, helpers) => {
      await onSubmit(values, { resetForm: () => helpers.resetForm({ values: emptyCheckoutForm }) })
    },
  })
  const { values, errors, submitCount, isSubmitting, isValidating } = formik

  // After a refused submit, move focus to the first field that needs attention.
  const focusedForSubmit = useRef(0)
  useEffect(() => {
    if (submitCount === focusedForSubmit.current || isSubmitting || isValidating) return
    focusedForSubmit.current = submitCount
    const first = fieldOrder.find((name) => errors[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [submitCount, isSubmitting, isValidating, errors])

  // Validate on every change (spec §5): a field shows its error as soon as it is typed in.
  const errorOf = (name: FieldName) => fieldError(formik, name)
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => changeAndTouch(formik, event)

  // The card number and expiry are reformatted as they are typed (4-4-4-4, MM/YY); a caret in
  // the middle stays after the digit it followed (put back once React has written the new value).
  const changeFormatted = (
    name: 'cardNumber' | 'cardDueDate',
    format: (text: string) => string,
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => {
    const input = event.target as HTMLInputElement
    const caret = input.selectionStart ?? input.value.length
    const formatted = format(input.value)
    void formik.setFieldValue(name, formatted)
    if (!formik.touched[name]) void formik.setFieldTouched(name, true, false)
    if (caret >= input.value.length) return
    const at = caretAfterDigits(formatted, digitsOf(input.value.slice(0, caret)).length)
    requestAnimationFrame(() => {
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(at, at)
    })
  }
  const changeCardNumber = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    changeFormatted('cardNumber', formatCardNumber, event)
  const changeCardDueDate = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    changeFormatted('cardDueDate', formatExpiryInput, event)

  const forgetChoices = () => {
    onForgetChoices?.()
    void formik.setValues(
      {
        ...values,
        contactPhone: '',
        shippingWay: '',
        paymentWay: '',
        cardNumber: '',
        cardDueDate: '',
        cardSafeCode: '',
        rememberChoices: false,
      },
      false,
    )
  }

  const changePayment = (event: ChangeEvent<HTMLInputElement>) => {
    change(event)
    // Card data is only kept while credit card is the chosen payment.
    if (event.target.value !== 'creditCard')
      for (const name of cardFields) void formik.setFieldValue(name, '', false)
  }

  const textField = (
    name: FieldName,
    label: string,
    {
      onChangeOverride,
      ...extra
    }: Partial<ComponentProps<typeof TextField>> & {
      onChangeOverride?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
    } = {},
  ) => {
    const bound = formikField(
      formik,
      name,
      typeof extra.helperText === 'string' ? extra.helperText : undefined,
    )
    return (
      <TextField
        label={label}
        fullWidth
        {...extra}
        {...bound}
        onChange={onChangeOverride ?? bound.onChange}
      />
    )
  }

  const radioGroup = <K extends 'shippingWay' | 'paymentWay'>(
    name: K,
    heading: string,
    options: readonly string[],
    labels: Record<string, string>,
    onChange: (event: ChangeEvent<HTMLInputElement>) => void,
  ) => {
    const error = errorOf(name)
    const helperId = `${name}-helper`
    return (
      <FormControl component="fieldset" error={Boolean(error)} required>
        <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
          {heading}
        </FormLabel>
        <RadioGroup
          name={name}
          value={values[name]}
          onChange={onChange}
          row
          aria-describedby={error ? helperId : undefined}
          sx={{ columnGap: 1 }}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio onBlur={() => void formik.setFieldTouched(name, true)} />}
              label={labels[option]}
            />
          ))}
        </RadioGroup>
        {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
      </FormControl>
    )
  }

  const cartIsEmpty = !cart || cart.carts.length === 0
  const stale = Boolean(freshness?.stale)
  const submitting = isSubmitting
  // Phones: the total and 結帳 stay on screen in a bar at the bottom (the form's only submit).
  const totalBar = !wide && !cartIsEmpty

  const submitButton = (size: 'medium' | 'large') => (
    <Button
      type="submit"
      form={formId}
      variant="contained"
      size={size}
      disabled={cartIsEmpty || stale || submitting}
      loading={submitting}
      sx={{ minWidth: size === 'large' ? 160 : 120, flexShrink: 0 }}
    >
      {t.submit}
    </Button>
  )

  const form = (
    <Card component="section" aria-labelledby={formHeadingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="form"
          id={formId}
          ref={formRef}
          noValidate
          aria-labelledby={formHeadingId}
          onSubmit={formik.handleSubmit}
          onReset={formik.handleReset}
          sx={{ display: 'grid', gap: 3 }}
        >
          {notice ? (
            <Alert severity="warning" role="alert">
              {notice}
            </Alert>
          ) : null}
          <Typography id={formHeadingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t.contact.heading}
          </Typography>
          {rememberedChoices && values.rememberChoices ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={forgetChoices}>
                  {t.prefill.forget}
                </Button>
              }
            >
              {t.prefill.remembered}
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {textField('contactName', t.contact.name, { required: true, autoComplete: 'name' })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {textField('contactPhone', t.contact.phone, {
                required: true,
                type: 'tel',
                autoComplete: 'tel',
                helperText: t.contact.phoneHint,
              })}
            </Grid>
            <Grid size={12}>
              {textField('contactEmail', t.contact.email, {
                required: true,
                type: 'email',
                autoComplete: 'email',
              })}
            </Grid>
            <Grid size={12}>
              <Box sx={{ bgcolor: 'background.default', borderRadius: 2, px: 2, py: 1.5 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t.address.label}
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>{SHIPPING_ADDRESS}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t.address.hint}
                </Typography>
              </Box>
            </Grid>
            <Grid size={12}>
              {textField('contactMessage', t.contact.message, {
                multiline: true,
                minRows: 3,
                helperText: t.contact.messageHint,
              })}
            </Grid>
          </Grid>

          {radioGroup('shippingWay', t.shipping.heading, shippingWays, t.shipping.options, change)}
          {radioGroup('paymentWay', t.payment.heading, paymentWays, t.payment.options, changePayment)}
          <DeliveryPicker formik={formik} now={now} />

          {values.paymentWay === 'creditCard' ? (
            <Box
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, px: 2, pt: 1, pb: 2 }}
            >
              <Typography
                component="legend"
                sx={{ px: 0.5, fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <CreditCardIcon fontSize="small" aria-hidden />
                {t.card.heading}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={12}>
                  {textField('cardNumber', t.card.number, {
                    required: true,
                    autoComplete: 'cc-number',
                    placeholder: t.card.numberPlaceholder,
                    onChangeOverride: changeCardNumber,
                    slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 23, spellCheck: false } },
                  })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {textField('cardDueDate', t.card.dueDate, {
                    required: true,
                    autoComplete: 'cc-exp',
                    placeholder: 'MM/YY',
                    onChangeOverride: changeCardDueDate,
                    slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 9, spellCheck: false } },
                  })}
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  {textField('cardSafeCode', t.card.safeCode, {
                    required: true,
                    autoComplete: 'cc-csc',
                    helperText: t.card.safeCodeHint,
                    slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4, spellCheck: false } },
                  })}
                </Grid>
              </Grid>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                {t.card.notice}
              </Typography>
            </Box>
          ) : null}

          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
            control={
              <Checkbox
                name="rememberChoices"
                checked={values.rememberChoices}
                onChange={(event) => void formik.setFieldValue('rememberChoices', event.target.checked)}
              />
            }
            label={<Typography variant="body2">{t.prefill.remember}</Typography>}
          />

          {cartIsEmpty && !isLoading ? <Alert severity="info">{t.summary.empty}</Alert> : null}
          {stale ? <Alert severity="warning">{staleCartMessages.blocked}</Alert> : null}

          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            sx={{ gap: 2, justifyContent: 'space-between' }}
          >
            <Button
              component={Link}
              to={paths.cart}
              variant="outlined"
              size="large"
              startIcon={<ArrowBackIcon />}
            >
              {t.back}
            </Button>
            {totalBar ? null : submitButton('large')}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  )

  const summary = (
    <OrderSummary
      cart={cart}
      isLoading={isLoading}
      freshness={progress ? undefined : freshness}
      onRemoveOffSale={onRemoveOffSale}
      onAcceptPrices={onAcceptPrices}
      isSettling={isSettling}
    />
  )

  // What takes the form's place: the steps of 結帳 while it runs, or what became of the last one.
  let main = form
  if (progress) main = <CheckoutProgressPanel progress={progress} />
  else if (verification === 'verifying')
    main = (
      <Alert severity="info" variant="outlined" role="status" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{t.connection.verifyingTitle}</AlertTitle>
        {t.connection.verifyingText}
      </Alert>
    )
  else if (verification === 'unsure')
    main = (
      <Alert severity="warning" variant="outlined" role="alert" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{t.connection.unsureTitle}</AlertTitle>
        {t.connection.unsureText}
        {onVerify ? (
          <Box sx={{ mt: 1.5 }}>
            <Button variant="contained" onClick={onVerify}>
              {t.connection.verifyAgain}
            </Button>
          </Box>
        ) : null}
      </Alert>
    )
  else if (placedOrderId && cartIsEmpty && !isLoading)
    main = (
      <Alert severity="success" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{t.placed.title}</AlertTitle>
        {t.placed.text(formatOrderNumber(placedOrderId))}
        <Box sx={{ mt: 1.5 }}>
          <Button
            component={Link}
            to={paths.checkoutSuccess}
            state={{ orderId: placedOrderId }}
            variant="contained"
          >
            {t.placed.view}
          </Button>
        </Box>
      </Alert>
    )
  else if (orderMaybePlaced && cartIsEmpty && !isLoading)
    main = (
      <Alert severity="warning" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle>{t.unknown.title}</AlertTitle>
        {t.unknown.text}
        <Box sx={{ mt: 1.5 }}>
          <Button component={Link} to={paths.orders} variant="contained">
            {t.unknown.view}
          </Button>
        </Box>
      </Alert>
    )
  const showForm = main === form

  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
      <StepBar activeStep={progress || verification ? 2 : 1} />
      <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t.pageTitle}
      </Typography>
      {wide ? (
        <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Grid size={7.5}>{main}</Grid>
          <Grid size={4.5} sx={{ position: 'sticky', top: 88 }}>
            {summary}
          </Grid>
        </Grid>
      ) : (
        <Stack sx={{ gap: 3 }}>
          {summary}
          {main}
        </Stack>
      )}
      {totalBar && showForm && cart ? (
        <StickyTotalBar lines={cart.carts} finalTotal={cart.final_total} action={submitButton('medium')} />
      ) : null}
      <FullScreenSpinner open={isLoading} label={t.loading} />
    </Container>
  )
}
