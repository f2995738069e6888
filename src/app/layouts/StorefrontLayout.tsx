import Box from '@mui/material/Box'
import { useSnackbar } from '@/components/feedback/toast'
import { Suspense } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { Footer } from '@/components/layout/Footer'
import { Navbar } from '@/components/layout/Navbar'
import { useCartCount } from '@/features/cart/useCartCount'
import { selectMember } from '@/features/account/session/authSlice'
import { signOutMember } from '@/features/account/session/memberAuth'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { useSelector } from 'react-redux'
import { sharedMessages } from '@/lib/messages'
import { ScrollToTop } from './ScrollToTop'

/** The storefront shell: navbar (auth state + cart badge), the page, the footer. */
export function StorefrontLayout() {
  const member = useSelector(selectMember)
  const { requireMember } = useMemberGuard()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  // The cart is shared by the whole shop path on the course API; only members see its count.
  const cartCount = useCartCount(Boolean(member))

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Navbar
        member={member}
        cartCount={cartCount}
        onCartClick={() => {
          // Spec §2: signed out, the cart icon only warns; it does not navigate.
          if (requireMember()) navigate('/cart')
        }}
        onLogout={async () => {
          await signOutMember()
          enqueueSnackbar(sharedMessages.logoutSuccess, { variant: 'success' })
        }}
      />
      {/* At least a screen tall, so the footer never jumps when a lazy page or its data arrives. */}
      <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: 'calc(100dvh - 64px)' }}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  )
}
