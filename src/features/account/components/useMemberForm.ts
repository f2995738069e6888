import { useFormik, type FormikValues } from 'formik'
import type { Schema } from 'yup'

/**
 * A member form's Formik state: its schema's checks first, then `submit` with the values, never
 * while the screen says it is `busy` (a second press while signing in sends nothing).
 */
export function useMemberForm<Values extends FormikValues>(
  initialValues: Values,
  validationSchema: Schema<Values>,
  busy: boolean,
  submit: (values: Values) => void | Promise<void>,
) {
  return useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values) => {
      if (busy) return
      await submit(values)
    },
  })
}
