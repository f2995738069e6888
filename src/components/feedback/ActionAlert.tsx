import Alert, { type AlertProps } from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'

export interface AlertAction {
  label: string
  onClick: () => void
  /** The action is running: its button waits. */
  busy?: boolean
}

export interface ActionAlertProps {
  severity: AlertProps['severity']
  /** A bold first line. */
  title?: ReactNode
  /** The one thing the reader can do about it (重新載入, 移除已下架商品…); none when absent. */
  action?: AlertAction | null
  sx?: AlertProps['sx']
  children?: ReactNode
}

/** A message with, at its end, the one button that acts on it (MUI's Alert with an action). */
export function ActionAlert({ severity, title, action, sx, children }: ActionAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={sx}
      action={
        action ? (
          <Button color="inherit" size="small" onClick={action.onClick} loading={action.busy}>
            {action.label}
          </Button>
        ) : undefined
      }
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {children}
    </Alert>
  )
}
