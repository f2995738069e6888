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
}

export const DialogContext = createContext<DialogService | null>(null)
