import type { TextFieldProps } from '@mui/material/TextField'
import { useFormik, type FormikConfig, type FormikValues } from 'formik'
import { useId } from 'react'
import { formikField } from '@/lib/formikField'
import { useLayout } from '@/lib/useLayout'
import { ADMIN_LAYOUT } from './adminLayout'
import type { FormDialogProps } from './FormDialog'

/**
 * What every record's form dialog takes from its page (ResourcePage's `EditFormProps`), beside the
 * record itself under its own name.
 */
export interface RecordFormDialogProps<Input> {
  /** Whether the dialog is shown. */
  open: boolean
  /** The save is running: the buttons are disabled and the save button spins. */
  isSaving?: boolean
  /** Closes without doing anything (取消, Escape or a click outside). */
  onCancel: () => void
  /** Saves the record (after the form's checks pass). */
  onSubmit: (input: Input) => void | Promise<void>
  /** Forces the full-screen phone layout (stories); by default it follows the screen width. */
  fullScreen?: boolean
}

export interface FormDialogForm<Values extends FormikValues, Input> {
  initialValues: Values
  validationSchema: FormikConfig<Values>['validationSchema']
  /** The values as the save takes them, once the schema's checks pass. */
  toInput: (values: Values) => Input
}

/**
 * A record's form in its `FormDialog`: Formik on the schema, `busy` while it saves, `compact` on
 * phones (below 600 px the dialog fills the screen, unless a story forces the layout), and
 * `field(name, label, extra)`, an MUI TextField's props bound to `name` with an id unique on the
 * page (`extra.helperText` is a hint the field's error replaces while it applies). `dialog` is
 * what `FormDialog` takes of it.
 */
export function useFormDialog<Values extends FormikValues, Input>(
  { open, isSaving = false, onCancel, onSubmit, fullScreen }: RecordFormDialogProps<Input>,
  { initialValues, validationSchema, toInput }: FormDialogForm<Values, Input>,
) {
  const compact =
    useLayout(fullScreen === undefined ? undefined : fullScreen ? 'narrow' : 'wide', ADMIN_LAYOUT) ===
    'narrow'
  const idPrefix = useId()
  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values) => {
      await onSubmit(toInput(values))
    },
  })
  const busy = isSaving || formik.isSubmitting
  const field = (
    name: string,
    label: string,
    { helperText, ...extra }: Partial<TextFieldProps> = {},
  ): TextFieldProps => ({
    id: `${idPrefix}-${name}`,
    label,
    fullWidth: true,
    ...extra,
    ...formikField(formik, name, typeof helperText === 'string' ? helperText : undefined),
  })
  const dialog = {
    open,
    validation: formik,
    busy,
    fullScreen: compact,
    onCancel,
    onSubmit: formik.handleSubmit,
  } satisfies Partial<FormDialogProps>
  return { formik, busy, compact, idPrefix, field, dialog }
}
