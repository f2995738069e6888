import { useSnackbar } from '@/components/feedback/toast'
import { Suspense, useState } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'
import { Footer } from '@/components/layout/Footer'
import { Navbar } from '@/components/layout/Navbar'
import { CartCount } from '@/features/cart/CartCount'
import { selectMember } from '@/features/account/session/authSlice'
import { signOutMember } from '@/features/account/session/memberAuth'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { useSelector } from 'react-redux'
import { sharedMessages } from '@/lib/messages'
import { ScrollToTop } from './ScrollToTop'
import styles from './StorefrontLayout.module.css'

/**
 * The storefront shell: navbar (auth state + cart badge), the page, the footer. Plain HTML and CSS
 * (no MUI): the MUI pages bring their theme with them (routes/mui.tsx).
 */
export function StorefrontLayout() {
  const member = useSelector(selectMember)
  const { requireMember } = useMemberGuard()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  // Only members see the cart's count (signed out it is 0, and nothing is requested).
  const [memberCartCount, setMemberCartCount] = useState(0)

  return (
    <div className={styles.frame}>
      <ScrollToTop />
      {member ? <CartCount onChange={setMemberCartCount} /> : null}
      <Navbar
        member={member}
        cartCount={member ? memberCartCount : 0}
        onCartClick={() => {
          // Spec §2: signed out, the cart icon only warns; it does not navigate.
          if (requireMember()) navigate('/cart')
        }}
        onLogout={async () => {
          await signOutMember()
          enqueueSnackbar(sharedMessages.logoutSuccess, { variant: 'success' })
        }}
      />
      <main id="main" className={styles.main}>
        <Suspense fallback={null}>
          <Outlet />
          <InputHeldBeforeHydration />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}
