import { useEffect, useEffectEvent } from 'react'
import type { MessageDialogProps } from './MessageDialog'

/**
 * The browser's own alert or confirm, saying what MessageDialog would: used only when
 * MessageDialog's chunk cannot be loaded. The dialog's chunk is fetched when the first dialog is
 * asked for, and a failure dialog is raised exactly when the network may be gone; the shopper
 * still reads it, and the caller still gets its answer.
 */
export function NativeMessageDialog({
  open,
  title,
  text,
  cancelText,
  onConfirm,
  onCancel,
  onExited,
}: MessageDialogProps) {
  const answer = useEffectEvent(() => {
    const message = text ? `${title}\n\n${text}` : title
    if (cancelText === undefined) {
      window.alert(message)
      onConfirm()
    } else if (window.confirm(message)) onConfirm()
    else onCancel()
  })
  const closed = useEffectEvent(() => onExited?.())
  useEffect(() => {
    if (open) answer()
    else closed()
  }, [open])
  return null
}
