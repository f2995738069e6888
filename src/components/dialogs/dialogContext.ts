import { createContext } from 'react'
import type { DialogTone } from './MessageDialog'

export interface AlertOptions {
  tone?: Exclude<DialogTone, 'confirm'>
  title: string
  text?: string
  confirmText?: string
}

export interface ConfirmOptions {
  title: string
  text?: string
  confirmText?: string
  cancelText?: string
  destructive?: boolean
}

export interface DialogService {
  /** Shows a message with one button; resolves when it is dismissed. */
  alert(options: AlertOptions): Promise<void>
  /** Asks a question; resolves true on confirm, false on cancel or close. */
  confirm(options: ConfirmOptions): Promise<boolean>
  /**
   * The failures already reported and not yet followed by a success, by key (useFailureDialog):
   * several components watching one query raise one dialog per failure between them.
   */
  readonly reportedFailures: Set<string>
}

export const DialogContext = createContext<DialogService | null>(null)
