import { useContext } from 'react'
import { DialogContext, type DialogService } from './dialogContext'

/** The app's dialog service (error / warning / confirm dialogs), from <DialogProvider>. */
export function useDialog(): DialogService {
  const service = useContext(DialogContext)
  if (!service) throw new Error('useDialog must be used inside <DialogProvider>')
  return service
}
