import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { adminMessages } from '../messages'
import { ActionAlert } from '@/components/feedback/ActionAlert'

export interface ListMessageProps {
  text: string
  errorText?: string | null
  onRetry?: () => void
}

/** What an admin list shows instead of records: the empty text, or a load failure with a retry. */
export function ListMessage({ text, errorText, onRetry }: ListMessageProps) {
  if (!errorText) return <Typography color="text.secondary">{text}</Typography>
  return (
    <ActionAlert
      severity="error"
      sx={{ justifyContent: 'center', textAlign: 'left' }}
      action={onRetry ? { label: adminMessages.common.reload, onClick: onRetry } : null}
    >
      {errorText}
    </ActionAlert>
  )
}

/** The same message as a full-width table row. */
export function ListMessageRow({ colSpan, ...message }: ListMessageProps & { colSpan: number }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: 'center' }}>
        <ListMessage {...message} />
      </TableCell>
    </TableRow>
  )
}
