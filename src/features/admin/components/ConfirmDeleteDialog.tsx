import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { adminMessages } from '../messages'

export interface ConfirmDeleteDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** 刪除產品 / 刪除訂單 / 刪除優惠券. */
  title: string
  /** The question, naming the record (product title, order id, coupon name). */
  question: string
  /** The delete is running: the buttons are disabled. */
  isDeleting?: boolean
  /** Closes without doing anything (取消, Escape or a click outside). */
  onCancel: () => void
  /** The confirm button was pressed. */
  onConfirm: () => void
}

/** The delete modal of every admin list: names the record, cancel or delete. */
export function ConfirmDeleteDialog({
  open,
  title,
  question,
  isDeleting = false,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={open}
      onClose={isDeleting ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          {question}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button variant="outlined" onClick={onCancel} disabled={isDeleting}>
          {adminMessages.common.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={isDeleting}
          startIcon={isDeleting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {adminMessages.common.delete}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
