import AppBar from '@mui/material/AppBar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import Container from '@mui/material/Container'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import MenuIcon from '@mui/icons-material/Menu'
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined'
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react'
import { NavLink } from 'react-router-dom'
import { Logo } from './Logo'
import { layoutMessages } from './messages'
import { useLayout, type Layout } from '@/lib/useLayout'

const MemberMenu = lazy(() => import('./MemberMenu'))

const t = layoutMessages.nav

export interface NavbarMember {
  displayName: string | null
  email: string | null
}

export interface NavbarProps {
  /** The signed-in member, or null when signed out. */
  member: NavbarMember | null
  /** Number of cart lines (0 when signed out). */
  cartCount: number
  /** The cart icon never navigates by itself: the page decides (warning dialog when signed out). */
  onCartClick: () => void
  /** Signs out (登出). */
  onLogout: () => void
  /**
   * Forces a layout (stories). By default both are rendered and CSS shows the one that fits the
   * screen (from `md` up: links in the bar), so a prerendered page is right at any width before
   * any JavaScript runs and hydration never changes the markup.
   */
  layout?: Layout
}

const navLinks = [
  { to: '/about', label: t.about },
  { to: '/products', label: t.products },
]

const navLinkSx = {
  color: 'text.primary',
  fontWeight: 700,
  '&.active': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '6px' },
} as const

/** The storefront's top bar: logo, page links, the cart with its count and the member's menu (a menu button on phones). Props only. */
export function Navbar({ member, cartCount, onCartClick, onLogout, layout }: NavbarProps) {
  // Only for the member's greeting, which appears after hydration (a prerendered page has no
  // member): it is rendered in the layout that is on screen, never twice.
  const greetInBar = useLayout(layout) === 'wide'
  const showWide = layout !== 'narrow'
  const showNarrow = layout !== 'wide'
  // Both layouts: each is shown only on its side of the `md` breakpoint.
  const wideDisplay = showNarrow ? { xs: 'none', md: 'flex' } : 'flex'
  const narrowDisplay = showWide ? { xs: 'inline-flex', md: 'none' } : 'inline-flex'
  const [menuOpen, setMenuOpen] = useState(false)
  const [memberMenuAnchor, setMemberMenuAnchor] = useState<HTMLElement | null>(null)
  const mobileMenuId = useId()
  const memberMenuId = useId()
  const name = member ? (member.displayName ?? member.email ?? '會員') : null
  const closeMenu = () => setMenuOpen(false)

  const cartButton = (
    <IconButton color="inherit" aria-label={t.cart(cartCount)} onClick={onCartClick}>
      <Badge badgeContent={cartCount} color="primary" showZero max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  )

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <Logo />
          {showWide ? (
            <Box
              component="nav"
              aria-label={t.mainNav}
              sx={{ display: wideDisplay, gap: 1, ml: 2, flexGrow: 1 }}
            >
              {navLinks.map((link) => (
                <Button key={link.to} component={NavLink} to={link.to} sx={navLinkSx}>
                  {link.label}
                </Button>
              ))}
            </Box>
          ) : null}
          {showNarrow ? <Box sx={{ display: narrowDisplay, flexGrow: 1 }} /> : null}
          {/* One cart button for both layouts (it sits between the links and the member part). */}
          {cartButton}
          {showWide ? (
            <Box sx={{ display: wideDisplay }}>
              {name && greetInBar ? (
                <>
                  <Button
                    color="inherit"
                    endIcon={<KeyboardArrowDownIcon />}
                    aria-haspopup="menu"
                    aria-controls={memberMenuAnchor ? memberMenuId : undefined}
                    aria-expanded={memberMenuAnchor ? 'true' : undefined}
                    onClick={(event: MouseEvent<HTMLElement>) => setMemberMenuAnchor(event.currentTarget)}
                  >
                    {t.greeting(name)}
                  </Button>
                  {memberMenuAnchor ? (
                    <Suspense fallback={null}>
                      <MemberMenu
                        id={memberMenuId}
                        anchor={memberMenuAnchor}
                        onClose={() => setMemberMenuAnchor(null)}
                        onLogout={onLogout}
                      />
                    </Suspense>
                  ) : null}
                </>
              ) : name ? null : (
                <Button variant="contained" component={NavLink} to="/login">
                  {t.login}
                </Button>
              )}
            </Box>
          ) : null}
          {showNarrow ? (
            <IconButton
              color="inherit"
              aria-label={menuOpen ? t.closeMenu : t.openMenu}
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              onClick={() => setMenuOpen((open) => !open)}
              sx={{ display: narrowDisplay }}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          ) : null}
        </Toolbar>
      </Container>
      {showNarrow ? (
        <Collapse
          in={menuOpen}
          id={mobileMenuId}
          unmountOnExit
          sx={showWide ? { display: { md: 'none' } } : undefined}
        >
          <Divider />
          <Container maxWidth="lg">
            <Stack component="nav" aria-label={t.mainNav} sx={{ py: 1 }}>
              {navLinks.map((link) => (
                <Button
                  key={link.to}
                  component={NavLink}
                  to={link.to}
                  onClick={closeMenu}
                  sx={{ ...navLinkSx, justifyContent: 'flex-start', py: 1.5 }}
                >
                  {link.label}
                </Button>
              ))}
              <Divider sx={{ my: 1 }} />
              {name ? (
                <>
                  <Button
                    component={NavLink}
                    to="/orders"
                    onClick={closeMenu}
                    sx={{ ...navLinkSx, justifyContent: 'flex-start', py: 1.5 }}
                  >
                    {t.orders}
                  </Button>
                  <Button
                    component={NavLink}
                    to="/favorites"
                    onClick={closeMenu}
                    sx={{ ...navLinkSx, justifyContent: 'flex-start', py: 1.5 }}
                  >
                    {t.favourites}
                  </Button>
                  <Stack
                    direction="row"
                    sx={{ py: 1, alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Typography sx={{ fontWeight: 700 }}>{t.greeting(name)}</Typography>
                    <Button
                      variant="outlined"
                      onClick={() => {
                        closeMenu()
                        onLogout()
                      }}
                    >
                      {t.logout}
                    </Button>
                  </Stack>
                </>
              ) : (
                <Button
                  variant="contained"
                  component={NavLink}
                  to="/login"
                  onClick={closeMenu}
                  sx={{ my: 1 }}
                >
                  {t.login}
                </Button>
              )}
            </Stack>
          </Container>
        </Collapse>
      ) : null}
    </AppBar>
  )
}
