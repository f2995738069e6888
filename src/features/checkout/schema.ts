import * as Yup from 'yup'
import { checkoutMessages } from './messages'

const v = checkoutMessages.validation

export const shippingWays = ['homeDelivery', 'instorePickup1', 'instorePickup2'] as const
export const paymentWays = ['creditCard', 'bankTransfer', 'cashOnDelivery', 'LinePay', 'ApplePay'] as const
export type ShippingWay = (typeof shippingWays)[number]
export type PaymentWay = (typeof paymentWays)[number]

/** Spec §3: the checkout form's fields (the radios are '' until chosen). */
export interface CheckoutFormValues {
  contactName: string
  contactEmail: string
  contactPhone: string
  contactMessage: string
  shippingWay: ShippingWay | ''
  paymentWay: PaymentWay | ''
  cardNumber: string
  /** MM/YY */
  cardDueDate: string
  cardSafeCode: string
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
}

/** A standard address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Spec §5: landline 0 + [2-8] + 7–8 digits, or mobile 09 + 8 digits. */
export const PHONE_PATTERN = /^(?:0[2-8]\d{7,8}|09\d{8})$/
/** Card number: 12–19 digits, spaces or dashes between groups allowed. */
export const CARD_NUMBER_PATTERN = /^(?:\d[ -]?){11,18}\d$/
export const CARD_DUE_DATE_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/
export const CARD_SAFE_CODE_PATTERN = /^\d{3,4}$/

const byCard = (schema: Yup.StringSchema, pattern: RegExp, message: string) =>
  Yup.string().when('paymentWay', {
    is: 'creditCard',
    then: () => schema.required(v.required).matches(pattern, message),
    otherwise: (s) => s.notRequired(),
  })

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
  cardNumber: byCard(Yup.string().trim(), CARD_NUMBER_PATTERN, v.cardNumber),
  cardDueDate: byCard(Yup.string().trim(), CARD_DUE_DATE_PATTERN, v.cardDueDate),
  cardSafeCode: byCard(Yup.string().trim(), CARD_SAFE_CODE_PATTERN, v.cardSafeCode),
})
