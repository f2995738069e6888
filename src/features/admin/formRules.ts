import * as yup from 'yup'
import { adminMessages } from './messages'

const t = adminMessages.common

/** A number input's Formik value: a number, or '' while the field is empty. */
export type NumberField = number | ''

const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null || original === undefined ? undefined : value

/** A number ≥ 0 that must be filled. */
export const requiredNonNegative = () =>
  yup.number().transform(emptyToUndefined).typeError(t.mustBeNumber).required(t.required).min(0, t.min0)

/** A number ≥ 0 that may stay empty (sent as 0). */
export const optionalNonNegative = () =>
  yup.number().transform(emptyToUndefined).typeError(t.mustBeNumber).min(0, t.min0)
