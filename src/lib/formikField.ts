import { getIn, type FormikProps } from 'formik'
import type { ChangeEvent, FocusEvent } from 'react'

/**
 * Formik → MUI, for every form in the shop (member, checkout, admin). One rule for when a field
 * shows its error: once it is touched, and it is touched from its first change (the message
 * appears and clears while typing), on blur, or by a submit.
 */

type FormChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>

/** The field's message when it should show (the rule above), else undefined. Nested names work. */
export function fieldError<Values extends object>(
  formik: FormikProps<Values>,
  name: string,
): string | undefined {
  const shown = formik.submitCount > 0 || Boolean(getIn(formik.touched, name))
  const message: unknown = getIn(formik.errors, name)
  return shown && typeof message === 'string' ? message : undefined
}

/** Formik's change handler that also marks the field touched on its first change. */
export function changeAndTouch<Values extends object>(formik: FormikProps<Values>, event: FormChange): void {
  formik.handleChange(event)
  if (!getIn(formik.touched, event.target.name)) void formik.setFieldTouched(event.target.name, true, false)
}

/**
 * Props for an MUI TextField bound to `name`. `help` shows under the field while it has no error;
 * with neither, a blank line is kept there, so a message appearing never shifts the form.
 */
export function formikField<Values extends object>(formik: FormikProps<Values>, name: string, help?: string) {
  const error = fieldError(formik, name)
  const value: unknown = getIn(formik.values, name)
  return {
    name,
    value: value ?? '',
    onChange: (event: FormChange) => changeAndTouch(formik, event),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => formik.handleBlur(event),
    error: Boolean(error),
    helperText: error ?? help ?? ' ',
  }
}
