import GlobalStyles from '@mui/material/GlobalStyles'
import { styled } from '@mui/material/styles'
import { MaterialDesignContent, SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { MuiScope } from '@/components/theme/MuiScope'
import { toasterIsMounted } from './toast'

/** Spec §8/§9: success toasts last 1.5 s, top-right. */
export const TOAST_DURATION_MS = 1500

/** The toasts' column, under the navbar so it never covers the cart and account buttons. */
const CONTAINER_CLASS = 'shop-toasts'

/**
 * notistack's own Material look in the theme's colours: every variant's text is white on a
 * colour with at least AA contrast (4.5:1), not notistack's default green (3.3:1).
 */
const ShopToast = styled(MaterialDesignContent)(({ theme }) => {
  const variant = (background: string) => ({ backgroundColor: background, color: '#FFFFFF' })
  return {
    fontFamily: theme.typography.fontFamily,
    borderRadius: theme.shape.borderRadius,
    '&.notistack-MuiContent-default': variant(theme.palette.text.primary),
    '&.notistack-MuiContent-success': variant(theme.palette.secondary.main),
    '&.notistack-MuiContent-error': variant(theme.palette.error.dark),
    '&.notistack-MuiContent-warning': variant(theme.palette.warning.dark),
    '&.notistack-MuiContent-info': variant(theme.palette.primary.main),
  }
})

const toastComponents = {
  default: ShopToast,
  success: ShopToast,
  error: ShopToast,
  warning: ShopToast,
  info: ShopToast,
}

/** notistack's provider on its own (toasts are raised through showToast / useSnackbar). */
export default function Toaster() {
  useEffect(() => toasterIsMounted(), [])
  return (
    <MuiScope>
      {/* The navbar's toolbar is 56 px high on phones and 64 px from `sm` up. */}
      <GlobalStyles
        styles={(theme) => ({
          [`.notistack-SnackbarContainer.${CONTAINER_CLASS}`]: {
            top: 64,
            [theme.breakpoints.up('sm')]: { top: 72 },
          },
        })}
      />
      <SnackbarProvider
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: CONTAINER_CLASS }}
        Components={toastComponents}
        maxSnack={3}
      />
    </MuiScope>
  )
}
