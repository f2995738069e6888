import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useRef, useState, type FormEventHandler, type ReactNode } from 'react'
import { MessageDialog } from '@/components/dialogs/MessageDialog'
import { useFocusFirstError, type SubmitState } from '@/lib/formikField'
import { adminMessages } from '../messages'

const common = adminMessages.common
const unsaved = adminMessages.unsaved

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
  /**
   * The form's Formik state: after a refused submit the first field with an error takes focus, and
   * while the form holds changes (`dirty`) closing it asks first.
   */
  validation?: SubmitState & { dirty?: boolean }
  /** The fields, inside the modal's scrolling content. */
  children: ReactNode
}

/**
 * The modal every admin form shares: h2 title, the form, and the 取消 / 確認 bar. The one place a
 * form with unsaved changes asks before it closes, however it is closed (取消, Escape, a click
 * outside): 放棄變更 closes it, 繼續編輯 keeps it open with what was typed.
 */
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
  const dirty = Boolean(validation?.dirty)
  // The question about unsaved changes, and the answer it got: the form closes once the question
  // has gone (closing the form under a question still on screen would leave the page hidden from
  // assistive technology by the two modals' bookkeeping).
  const [asking, setAsking] = useState(false)
  const discarded = useRef(false)

  const close = () => {
    if (busy || asking) return
    if (!dirty) return onCancel()
    discarded.current = false
    setAsking(true)
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={busy ? undefined : close}
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
            <Button variant="outlined" onClick={close} disabled={busy}>
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
      <MessageDialog
        open={asking}
        tone="confirm"
        title={unsaved.title}
        text={unsaved.text}
        confirmText={unsaved.discard}
        cancelText={unsaved.keepEditing}
        destructive
        onConfirm={() => {
          discarded.current = true
          setAsking(false)
        }}
        onCancel={() => setAsking(false)}
        onExited={() => {
          if (discarded.current) onCancel()
        }}
      />
    </>
  )
}
