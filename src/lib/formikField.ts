import { getIn, type FormikProps } from 'formik'
import { useEffect, useRef, type ChangeEvent, type FocusEvent, type RefObject } from 'react'

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

type FieldElement = HTMLInputElement | HTMLTextAreaElement

/** Inputs `keepTypedBeforeHydration` has already looked at: only an input's first appearance counts. */
const seenInputs = new WeakSet<FieldElement>()

/**
 * A prerendered form can be typed into before the app hydrates. React keeps what the visitor typed
 * in the element while hydrating, but the form's state still holds the initial value, so the next
 * render would put that back (the text vanishes and 此欄位必填！ appears). On an input's first
 * appearance, text that differs from the form's value can only have come from the visitor before
 * hydration (a client-side mount writes the form's value into the element first): it becomes the
 * form's value, as a change would.
 */
function keepTypedBeforeHydration<Values extends object>(
  formik: FormikProps<Values>,
  name: string,
  value: unknown,
) {
  return (element: FieldElement | null) => {
    if (!element || seenInputs.has(element)) return
    seenInputs.add(element)
    const typed = element.value
    if (typed !== '' && typed !== String(value ?? '')) {
      void formik.setFieldValue(name, typed)
      void formik.setFieldTouched(name, true, false)
    }
  }
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
    inputRef: keepTypedBeforeHydration(formik, name, value),
  }
}

/** Props for an MUI Checkbox bound to the boolean `name` (啟用, 已付款). */
export function formikCheckbox<Values extends object>(formik: FormikProps<Values>, name: string) {
  return { name, checked: Boolean(getIn(formik.values, name)), onChange: formik.handleChange }
}

/** What `useFocusFirstError` reads of a Formik form. */
export type SubmitState = Pick<
  FormikProps<object>,
  'submitCount' | 'isSubmitting' | 'isValidating' | 'errors'
>

/**
 * After a refused submit, focuses the first field in `form` that shows an error (`aria-invalid`),
 * in the form's order. Focus scrolls it into view, clear of sticky titles (the theme's
 * `scroll-margin`), so the message under it is seen, and a screen reader reads it.
 */
export function useFocusFirstError(state: SubmitState | undefined, form: RefObject<HTMLElement | null>) {
  const handled = useRef(state?.submitCount ?? 0)
  const { submitCount = 0, isSubmitting = false, isValidating = false, errors = {} } = state ?? {}
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return
    handled.current = submitCount
    if (Object.keys(errors).length > 0)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submitCount, isSubmitting, isValidating, errors, form])
}
