import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import GoogleIcon from '@mui/icons-material/Google'
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import { useFormik } from 'formik'
import { useId, useState } from 'react'
import type { GoogleIdentity } from '@/features/account/session/memberAuth'
import { googleAccountSchema } from '../forms'
import { accountMessages } from '../messages'
import { formikField } from '@/lib/formikField'

const t = accountMessages.google

export interface GoogleAccountChooserProps {
  /** Whether the chooser is shown. */
  open: boolean
  /** The fake Google accounts on offer; null while they load. */
  accounts: readonly GoogleIdentity[] | null
  /** The sign-in started from the chooser is running: every choice is disabled. */
  isSigningIn?: boolean
  /** Signs in with the chosen account. */
  onChoose: (identity: GoogleIdentity) => void
  /** "Use another account": a Google identity typed by the developer. */
  onUseAnother: (account: { email: string; name: string }) => void
  /** Closes the chooser without signing in. */
  onClose: () => void
}

const avatarColours = ['primary.main', 'secondary.main', 'primary.dark', 'text.secondary']

/**
 * Mock mode only: stands in for Google's account picker, which cannot load offline. The chosen
 * identity is signed in through the fake (signInWithCredential); nothing leaves the machine.
 */
export function GoogleAccountChooser({
  open,
  accounts,
  isSigningIn = false,
  onChoose,
  onUseAnother,
  onClose,
}: GoogleAccountChooserProps) {
  const titleId = useId()
  const [view, setView] = useState<'list' | 'another'>('list')
  const formik = useFormik({
    initialValues: { email: '', name: '' },
    validationSchema: googleAccountSchema,
    onSubmit: (values) => {
      if (isSigningIn) return
      onUseAnother({ email: values.email.trim(), name: values.name.trim() })
    },
  })

  return (
    <Dialog
      open={open}
      onClose={isSigningIn ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setView('list') } }}
    >
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 0 }}>
        <GoogleIcon aria-hidden sx={{ display: 'block', mx: 'auto', mb: 1, color: 'text.secondary' }} />
        {view === 'list' ? t.title : t.anotherTitle}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
          {t.subtitle}
        </Typography>
        {view === 'list' ? (
          accounts === null ? (
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 152 }}>
              <CircularProgress aria-label={t.loading} />
            </Box>
          ) : (
            <List
              disablePadding
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
            >
              {accounts.map((account, index) => (
                <ListItem key={account.sub} disablePadding divider>
                  <ListItemButton disabled={isSigningIn} onClick={() => onChoose(account)}>
                    <ListItemAvatar>
                      <Avatar aria-hidden sx={{ bgcolor: avatarColours[index % avatarColours.length] }}>
                        {Array.from(account.name || account.email)[0]?.toUpperCase()}
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText primary={account.name} secondary={account.email} />
                  </ListItemButton>
                </ListItem>
              ))}
              <ListItem disablePadding>
                <ListItemButton disabled={isSigningIn} onClick={() => setView('another')}>
                  <ListItemAvatar>
                    <Avatar aria-hidden sx={{ bgcolor: 'transparent', color: 'text.secondary' }}>
                      <PersonAddOutlined />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={t.useAnother} />
                </ListItemButton>
              </ListItem>
            </List>
          )
        ) : (
          <Box component="form" id={`${titleId}-form`} noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={1.5} sx={{ pt: 1 }}>
              <TextField
                id={`${titleId}-email`}
                type="email"
                label={t.email}
                autoComplete="off"
                required
                fullWidth
                autoFocus
                {...formikField(formik, 'email')}
              />
              <TextField
                id={`${titleId}-name`}
                label={t.name}
                placeholder={t.namePlaceholder}
                autoComplete="off"
                fullWidth
                {...formikField(formik, 'name')}
              />
            </Stack>
          </Box>
        )}
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2 }}>
          {t.mockNotice}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {view === 'another' ? (
          <>
            <Button onClick={() => setView('list')} disabled={isSigningIn}>
              {t.back}
            </Button>
            <Button
              type="submit"
              form={`${titleId}-form`}
              variant="contained"
              disabled={isSigningIn}
              startIcon={isSigningIn ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {t.continue}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} disabled={isSigningIn}>
            {t.cancel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
