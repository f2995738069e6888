import { useFormik, type FormikValues } from 'formik'
import type { Schema } from 'yup'
import type { AuthNotice } from './AuthCard'

/** What every member form's screen takes from its page (登入, 註冊, 忘記密碼). */
export interface MemberFormProps<Values> {
  /** Called with the form's values once its own checks pass (signs in, registers, sends the mail). */
  onSubmit: (values: Values) => void | Promise<void>
  /** A message above the form (an error from the server, or a success); null for none. */
  notice?: AuthNotice | null
  /** Values the form starts with (stories, or a prefilled demo account). */
  initialValues?: Partial<Values>
}

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
