import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'

/** A full-width table row for the empty list or a load failure (with a retry button). */
export function ListMessageRow({
  colSpan,
  text,
  errorText,
  onRetry,
}: {
  colSpan: number
  text: string
  errorText?: string | null
  onRetry?: () => void
}) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 6, textAlign: 'center' }}>
        {errorText ? (
          <Alert
            severity="error"
            sx={{ justifyContent: 'center', textAlign: 'left' }}
            action={
              onRetry ? (
                <Button color="inherit" size="small" onClick={onRetry}>
                  重新載入
                </Button>
              ) : undefined
            }
          >
            {errorText}
          </Alert>
        ) : (
          <Typography color="text.secondary">{text}</Typography>
        )}
      </TableCell>
    </TableRow>
  )
}
