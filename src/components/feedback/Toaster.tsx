import { SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { toasterIsMounted } from './toast'

/** Spec §8/§9: success toasts last 1.5 s, top-right. */
export const TOAST_DURATION_MS = 1500

/** notistack's provider on its own (toasts are raised through showToast / useSnackbar). */
export default function Toaster() {
  useEffect(() => toasterIsMounted(), [])
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      maxSnack={3}
    />
  )
}
