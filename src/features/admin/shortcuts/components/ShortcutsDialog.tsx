import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Fragment, useId } from 'react'
import { InlineNote } from '../../components/InlineNote'
import { adminMessages } from '../../messages'
import type { Shortcut } from '../shortcuts'

const t = adminMessages.shortcuts

export interface ShortcutsDialogProps {
  open: boolean
  onClose: () => void
  shortcuts: Pick<Shortcut, 'keys' | 'description'>[]
}

function Key({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 28,
        px: 0.75,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: 1,
        bgcolor: 'background.default',
        fontFamily: 'inherit',
        fontSize: '0.875rem',
        fontWeight: 700,
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  )
}

/** `?`: every shortcut of the back office, with its keys (one press after another: 接著). */
export function ShortcutsDialog({ open, onClose, shortcuts }: ShortcutsDialogProps) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableBody>
            {shortcuts.map((shortcut) => (
              <TableRow key={shortcut.description}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', pl: 0 }}>
                  {shortcut.keys.map((press, index) => (
                    <Fragment key={index}>
                      {index > 0 ? <InlineNote mx={0.75}>{t.then}</InlineNote> : null}
                      {press.map((key, keyIndex) => (
                        <Fragment key={key}>
                          {keyIndex > 0 ? ' + ' : null}
                          <Key>{key}</Key>
                        </Fragment>
                      ))}
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell sx={{ pr: 0 }}>{shortcut.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t.hint}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  )
}
