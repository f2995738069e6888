import { useSnackbar } from '@/components/feedback/toast'
import { lazy, Suspense } from 'react'
import { Outlet, useNavigate } from 'react-router-dom'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'
import { CartButton, type CartButtonProps } from '@/components/layout/CartButton'
import { Footer } from '@/components/layout/Footer'
import { Navbar } from '@/components/layout/Navbar'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink'
import { selectMember } from '@/features/account/session/authSlice'
import { signOutMember } from '@/features/account/session/memberAuth'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { useSelector } from 'react-redux'
import { sharedMessages } from '@/lib/messages'
import { ScrollToTop } from './ScrollToTop'
import styles from './StorefrontLayout.module.css'
import { paths } from '@/lib/paths'

/** A visitor's cart, and a member's until theirs is read: no lines. */
const NoCartLines = ({ onClick }: Pick<CartButtonProps, 'onClick'>) => (
  <CartButton count={0} onClick={onClick} />
)

// RTK Query and the cart request load with the first member's page, not with a visitor's shell.
// Without its chunk (no network), the count stays 0 and the button still opens the cart.
const MemberCartButton = lazy(() =>
  import('@/features/cart/MemberCartButton').catch(() => ({ default: NoCartLines })),
)

/**
 * The storefront shell: navbar (auth state + cart badge), the page, the footer. Plain HTML and CSS
 * (no MUI): the MUI pages bring their theme with them (routes/mui.tsx).
 */
export function StorefrontLayout() {
  const member = useSelector(selectMember)
  const { requireMember } = useMemberGuard()
  const navigate = useNavigate()
  const { enqueueSnackbar } = useSnackbar()
  const openCart = () => {
    // Spec §2: signed out, the cart icon only warns; it does not navigate.
    if (requireMember()) navigate(paths.cart)
  }

  return (
    <div className={styles.frame}>
      <ScrollToTop />
      {/* Past the navbar in one key press: focus moves into the page. */}
      <SkipLink />
      <Navbar
        member={member}
        onCartClick={openCart}
        // Only members see the cart's count (signed out it is 0, and nothing is requested).
        cart={
          member ? (
            <Suspense fallback={<NoCartLines onClick={openCart} />}>
              <MemberCartButton onClick={openCart} />
            </Suspense>
          ) : undefined
        }
        onLogout={async () => {
          await signOutMember()
          enqueueSnackbar(sharedMessages.logoutSuccess, { variant: 'success' })
        }}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Suspense fallback={null}>
          <Outlet />
          <InputHeldBeforeHydration />
        </Suspense>
      </main>
      <Footer />
    </div>
  )
}
