import * as Yup from 'yup'
import { paymentWays, type PaymentWay } from '@/components/checkout/payment'
import { checkoutMessages } from './messages'
import { shippingWays, type ShippingWay } from './savedChoices'
import { cardExpiryProblem, cardNumberProblem } from './card'
import { deliverySchemaFields, emptyDeliveryForm, type DeliveryFormValues } from './delivery/deliveryChoice'

const v = checkoutMessages.validation

export { paymentWays, shippingWays }
export type { PaymentWay, ShippingWay }

/** Spec §3: the checkout form's fields (the radios are '' until chosen), and the morning slot. */
export interface CheckoutFormValues extends DeliveryFormValues {
  contactName: string
  contactEmail: string
  contactPhone: string
  contactMessage: string
  shippingWay: ShippingWay | ''
  paymentWay: PaymentWay | ''
  /** Grouped by four as typed (`4111 1111 1111 1111`). */
  cardNumber: string
  /** MM/YY (also read from `1230` or `12 / 30`). */
  cardDueDate: string
  cardSafeCode: string
  /** Keep the phone, shipping and payment for this member's next checkout, in this browser. */
  rememberChoices: boolean
}

export const emptyCheckoutForm: CheckoutFormValues = {
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  contactMessage: '',
  shippingWay: '',
  paymentWay: '',
  cardNumber: '',
  cardDueDate: '',
  cardSafeCode: '',
  rememberChoices: true,
  ...emptyDeliveryForm,
}

/** A standard address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Spec §5: landline 0 + [2-8] + 7–8 digits, or mobile 09 + 8 digits. */
export const PHONE_PATTERN = /^(?:0[2-8]\d{7,8}|09\d{8})$/
/** The security code: 3 digits (4 on some cards). */
export const CARD_SAFE_CODE_PATTERN = /^\d{3,4}$/

/** Required and checked only when paying by credit card (spec §5); an empty value is 必填 alone. */
const byCard = (check: (text: string) => string | null) =>
  Yup.string().when('paymentWay', {
    is: 'creditCard',
    then: (schema) =>
      schema
        .trim()
        .required(v.required)
        .test('card', function (value) {
          const problem = value ? check(value) : null
          return problem === null || this.createError({ message: problem })
        }),
    otherwise: (schema) => schema.notRequired(),
  })

const numberMessage = (text: string) => {
  const problem = cardNumberProblem(text)
  return problem === 'format' ? v.cardNumber : problem === 'checksum' ? v.cardNumberInvalid : null
}
const expiryMessage = (text: string) => {
  const problem = cardExpiryProblem(text)
  return problem === 'format' ? v.cardDueDate : problem === 'expired' ? v.cardExpired : null
}
const safeCodeMessage = (text: string) => (CARD_SAFE_CODE_PATTERN.test(text) ? null : v.cardSafeCode)

/**
 * Spec §5, validated on every change. Messages are the spec's own; the card fields count only
 * when paying by credit card.
 */
export const checkoutSchema = Yup.object({
  contactName: Yup.string().trim().required(v.required).min(2, v.nameMin).max(12, v.nameMax),
  contactEmail: Yup.string().trim().required(v.required).matches(EMAIL_PATTERN, v.email),
  contactPhone: Yup.string().trim().required(v.required).matches(PHONE_PATTERN, v.phone),
  contactMessage: Yup.string(),
  shippingWay: Yup.string()
    .required(v.choose)
    .oneOf([...shippingWays], v.choose),
  paymentWay: Yup.string()
    .required(v.choose)
    .oneOf([...paymentWays], v.choose),
  cardNumber: byCard(numberMessage),
  cardDueDate: byCard(expiryMessage),
  cardSafeCode: byCard(safeCodeMessage),
  rememberChoices: Yup.boolean(),
  ...deliverySchemaFields(),
})

/** The checkout's rules with the delivery days offered from `now` (ms), as the form lists them. */
export const checkoutSchemaAt = (now: number) => checkoutSchema.shape(deliverySchemaFields(() => now))
