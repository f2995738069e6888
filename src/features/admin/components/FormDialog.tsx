import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useRef, type FormEventHandler, type ReactNode } from 'react'
import { useFocusFirstError, type SubmitState } from '@/lib/formikField'
import { adminMessages } from '../messages'

const common = adminMessages.common

export interface FormDialogProps {
  open: boolean
  title: ReactNode
  maxWidth: 'sm' | 'md'
  fullScreen: boolean
  scroll?: 'paper'
  /** Saving: the modal cannot be dismissed, both buttons are off and 確認 shows a spinner. */
  busy: boolean
  /** Turns 確認 off without the spinner (e.g. while an image uploads). */
  submitBlocked?: boolean
  onCancel: () => void
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form's Formik state: after a refused submit the first field with an error takes focus. */
  validation?: SubmitState
  /** The fields, inside the modal's scrolling content. */
  children: ReactNode
}

/** The modal every admin form shares: h2 title, the form, and the 取消 / 確認 bar. */
export function FormDialog({
  open,
  title,
  maxWidth,
  fullScreen,
  scroll,
  busy,
  submitBlocked = false,
  onCancel,
  onSubmit,
  validation,
  children,
}: FormDialogProps) {
  const titleId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(validation, formRef)
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
      scroll={scroll}
    >
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button variant="outlined" onClick={onCancel} disabled={busy}>
            {common.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || submitBlocked}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {common.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
