import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined'
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined'
import { useId } from 'react'
import { MuiScope } from '@/components/theme/MuiScope'

export type DialogTone = 'error' | 'warning' | 'success' | 'confirm'

export interface MessageDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** Sets the icon and colour: error, warning, success, or confirm (a question). */
  tone: DialogTone
  /** The dialog's title (also its accessible name). */
  title: string
  /** The message under the title. */
  text?: string
  /** The confirm button's label (確定, 刪除…). */
  confirmText: string
  /** Given for a question (confirm dialog); omitted for a plain message. */
  cancelText?: string
  /** Colour of the confirm button for destructive questions. */
  destructive?: boolean
  /** The confirm button was pressed. */
  onConfirm: () => void
  /** The dialog was dismissed (the cancel button, Escape or a click outside). */
  onCancel: () => void
  /** Called once the closing transition has finished (the service shows the next dialog then). */
  onExited?: () => void
}

const icons = {
  error: <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />,
  warning: <WarningAmberIcon color="warning" sx={{ fontSize: 56 }} />,
  success: <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />,
  confirm: <HelpOutlineIcon color="primary" sx={{ fontSize: 56 }} />,
} satisfies Record<DialogTone, React.ReactNode>

/** The spec's error / warning / confirm dialog: an icon, a title, a text and one or two buttons. */
export function MessageDialog({
  open,
  tone,
  title,
  text,
  confirmText,
  cancelText,
  destructive,
  onConfirm,
  onCancel,
  onExited,
}: MessageDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      role={cancelText ? 'alertdialog' : 'dialog'}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <Stack sx={{ pt: 3, alignItems: 'center' }} aria-hidden>
        {icons[tone]}
      </Stack>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        {title}
      </DialogTitle>
      {text ? (
        <DialogContent sx={{ textAlign: 'center' }}>
          <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
            {text}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        {cancelText ? (
          <Button variant="outlined" onClick={onCancel}>
            {cancelText}
          </Button>
        ) : null}
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} autoFocus>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** The dialog with the MUI theme around it, as DialogProvider loads it (the shell has no theme). */
export default function ScopedMessageDialog(props: MessageDialogProps) {
  return (
    <MuiScope>
      <MessageDialog {...props} />
    </MuiScope>
  )
}
