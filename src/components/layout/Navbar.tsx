import { lazy, Suspense, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { useLayout, type Layout } from '@/lib/useLayout'
import { PrefetchNavLink } from '@/components/navigation/prefetch'
import controls from './controls.module.css'
import { CartButton } from './CartButton'
import { Icon } from './icons'
import { Logo } from './Logo'
import { layoutMessages } from './messages'
import styles from './Navbar.module.css'
import { cx } from '@/lib/classNames'
import { paths } from '@/lib/paths'

const MemberMenu = lazy(() => import('./MemberMenu'))

/** How long the phone menu takes to fold away (its CSS transition, Navbar.module.css). */
const MENU_CLOSING_MS = 300

const t = layoutMessages.nav

export interface NavbarMember {
  /** The name the bar greets (嗨，…); the e-mail when there is none. */
  displayName: string | null
  email: string | null
}

export interface NavbarProps {
  /** The signed-in member, or null when signed out. */
  member: NavbarMember | null
  /** Number of cart lines (0 when signed out). */
  cartCount?: number
  /** The cart icon never navigates by itself: the page decides (warning dialog when signed out). */
  onCartClick: () => void
  /**
   * The cart button, when the page draws it itself (a member's, which reads the cart's count where
   * it lives); by default a `CartButton` with `cartCount`.
   */
  cart?: ReactNode
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
  { to: paths.about, label: t.about },
  { to: paths.products, label: t.products },
]

const navLinkClass = cx(controls.button, styles.link)
const menuLinkClass = cx(navLinkClass, styles.menuLink)

/**
 * The storefront's top bar: logo, page links, the cart with its count and the member's menu (a
 * menu button on phones). Props only. Plain HTML and CSS (no MUI), so the first load of a page
 * carries none of MUI; the member's dropdown is MUI's Menu, loaded when first opened.
 */
export function Navbar({ member, cartCount = 0, onCartClick, onLogout, cart, layout }: NavbarProps) {
  // Only for the member's greeting, which appears after hydration (a prerendered page has no
  // member): it is rendered in the layout that is on screen, never twice.
  const greetInBar = useLayout(layout) === 'wide'
  const showWide = layout !== 'narrow'
  const showNarrow = layout !== 'wide'
  // Both layouts: each is shown only on its side of the `md` breakpoint.
  const wideClass = showNarrow ? styles.wideOnly : styles.wide
  const narrowClass = showWide ? styles.narrowOnly : styles.narrow
  const [menuOpen, setMenuOpen] = useState(false)
  // The phone menu's content is in the page while it is open and while it folds away, as MUI's
  // Collapse with unmountOnExit did: closed, there is nothing of it (not even hidden).
  const [menuMounted, setMenuMounted] = useState(false)
  useEffect(() => {
    if (menuOpen) return
    const timer = setTimeout(() => setMenuMounted(false), MENU_CLOSING_MS)
    return () => clearTimeout(timer)
  }, [menuOpen])
  const [memberMenuAnchor, setMemberMenuAnchor] = useState<HTMLElement | null>(null)
  const mobileMenuId = useId()
  const memberMenuId = useId()
  const name = member ? (member.displayName ?? member.email ?? '會員') : null
  const closeMenu = () => setMenuOpen(false)

  return (
    <header className={styles.bar}>
      <div className={controls.container}>
        <div className={styles.toolbar}>
          <Logo />
          {showWide ? (
            <nav aria-label={t.mainNav} className={cx(wideClass, styles.links)}>
              {/* The list and about prefetch their page on intent (hover, focus, touch). */}
              {navLinks.map((link) => (
                <PrefetchNavLink key={link.to} to={link.to} className={navLinkClass}>
                  {link.label}
                </PrefetchNavLink>
              ))}
            </nav>
          ) : null}
          {showNarrow ? <div className={cx(narrowClass, styles.spacer)} /> : null}
          {/* One cart button for both layouts (it sits between the links and the member part). */}
          {cart ?? <CartButton count={cartCount} onClick={onCartClick} />}
          {showWide ? (
            <div className={wideClass}>
              {name && greetInBar ? (
                <>
                  <button
                    type="button"
                    className={cx(controls.button, controls.inherit)}
                    aria-haspopup="menu"
                    aria-controls={memberMenuAnchor ? memberMenuId : undefined}
                    aria-expanded={memberMenuAnchor ? 'true' : undefined}
                    onClick={(event: MouseEvent<HTMLElement>) => setMemberMenuAnchor(event.currentTarget)}
                  >
                    {t.greeting(name)}
                    <span className={controls.endIcon}>
                      <Icon name="expandMore" className={controls.icon} />
                    </span>
                  </button>
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
                <NavLink to={paths.login} className={cx(controls.button, controls.contained)}>
                  {t.login}
                </NavLink>
              )}
            </div>
          ) : null}
          {showNarrow ? (
            <button
              type="button"
              className={cx(controls.iconButton, narrowClass)}
              aria-label={menuOpen ? t.closeMenu : t.openMenu}
              aria-expanded={menuOpen}
              aria-controls={mobileMenuId}
              onClick={() => {
                if (!menuOpen) setMenuMounted(true)
                setMenuOpen(!menuOpen)
              }}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} className={controls.icon} />
            </button>
          ) : null}
        </div>
      </div>
      {showNarrow ? (
        <div
          id={mobileMenuId}
          hidden={!menuMounted}
          data-open={menuOpen}
          className={cx(styles.menu, showWide && styles.menuNarrowOnly)}
        >
          {menuMounted ? (
            <div className={styles.menuInner}>
              <hr className={styles.divider} />
              <div className={controls.container}>
                <nav aria-label={t.mainNav} className={styles.menuList}>
                  {navLinks.map((link) => (
                    <PrefetchNavLink key={link.to} to={link.to} onClick={closeMenu} className={menuLinkClass}>
                      {link.label}
                    </PrefetchNavLink>
                  ))}
                  <hr className={cx(styles.divider, styles.menuDivider)} />
                  {name ? (
                    <>
                      <NavLink to={paths.orders} onClick={closeMenu} className={menuLinkClass}>
                        {t.orders}
                      </NavLink>
                      <NavLink to={paths.favorites} onClick={closeMenu} className={menuLinkClass}>
                        {t.favourites}
                      </NavLink>
                      <div className={styles.menuMember}>
                        <p className={styles.greeting}>{t.greeting(name)}</p>
                        <button
                          type="button"
                          className={cx(controls.button, controls.outlined)}
                          onClick={() => {
                            closeMenu()
                            onLogout()
                          }}
                        >
                          {t.logout}
                        </button>
                      </div>
                    </>
                  ) : (
                    <NavLink
                      to={paths.login}
                      onClick={closeMenu}
                      className={cx(controls.button, controls.contained, styles.menuLogin)}
                    >
                      {t.login}
                    </NavLink>
                  )}
                </nav>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </header>
  )
}
