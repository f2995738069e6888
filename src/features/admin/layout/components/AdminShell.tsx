import { alpha } from '@mui/material/styles'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined'
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined'
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined'
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined'
import MenuIcon from '@mui/icons-material/Menu'
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import SearchIcon from '@mui/icons-material/Search'
import SoupKitchenOutlinedIcon from '@mui/icons-material/SoupKitchenOutlined'
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined'
import { useId, useState, type ReactNode } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { Logo } from '@/components/layout/Logo'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink'
import { adminMessages } from '../../messages'
import { useLayout, type Layout } from '@/lib/useLayout'
import { paths } from '@/lib/paths'

const t = adminMessages.layout
const palette = adminMessages.palette
export const ADMIN_DRAWER_WIDTH = 248

const sections: { to: string; label: string; icon: ReactNode; alsoAt: string[] }[] = [
  { to: paths.adminDashboard, label: t.dashboard, icon: <InsightsOutlinedIcon />, alsoAt: [] },
  { to: paths.adminProducts, label: t.products, icon: <Inventory2OutlinedIcon />, alsoAt: [paths.admin] },
  { to: paths.adminOrders, label: t.orders, icon: <ReceiptLongOutlinedIcon />, alsoAt: [] },
  { to: paths.adminKitchen, label: t.kitchen, icon: <SoupKitchenOutlinedIcon />, alsoAt: [] },
  { to: paths.adminCoupons, label: t.coupons, icon: <LocalOfferOutlinedIcon />, alsoAt: [] },
]

export interface AdminShellProps {
  /** The admin page shown beside the sidebar. */
  children: ReactNode
  /** Signs the admin out (登出). */
  onLogout: () => void
  /** The sign-out is running: its button is disabled. */
  isLoggingOut?: boolean
  /** Forces a layout (stories); by default it follows the screen width (sidebar from md up). */
  layout?: Layout
  /** Opens the command palette (its button; Ctrl/⌘+K does the same). */
  onOpenPalette?: () => void
}

/**
 * The back office frame (spec §2 "Admin layout"): a sidebar with the three lists, a link back to
 * the shop and logout, and the content area. On phones the sidebar folds behind a menu button.
 */
export function AdminShell({
  children,
  onLogout,
  isLoggingOut = false,
  layout,
  onOpenPalette,
}: AdminShellProps) {
  const wide = useLayout(layout, { noSsr: true }) === 'wide'
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  const drawerId = useId()
  const closeMenu = () => setMenuOpen(false)
  const current = pathname.replace(/\/+$/, '') || '/'

  const sidebar = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ gap: 1.5, minHeight: 64, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Logo height={32} />
          <Typography
            component="span"
            sx={{ fontWeight: 700, color: 'text.secondary', fontSize: '0.875rem' }}
          >
            後台
          </Typography>
        </Box>
        {wide ? null : (
          <IconButton aria-label={t.closeMenu} onClick={closeMenu} edge="end">
            <CloseIcon />
          </IconButton>
        )}
      </Toolbar>
      <Divider />
      {onOpenPalette ? (
        <Box sx={{ px: 1.5, pt: 2 }}>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            startIcon={<SearchIcon />}
            onClick={() => {
              closeMenu()
              onOpenPalette()
            }}
            aria-keyshortcuts="Control+K Meta+K"
            sx={{ justifyContent: 'flex-start', borderColor: 'divider', color: 'text.secondary' }}
          >
            <Box component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
              {palette.title}
            </Box>
            <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: '0.75rem' }}>
              Ctrl K
            </Box>
          </Button>
        </Box>
      ) : null}
      <Box component="nav" aria-label={t.sidebar} sx={{ flexGrow: 1 }}>
        <List sx={{ px: 1.5, py: 2, display: 'grid', gap: 0.5 }}>
          {sections.map((section) => {
            // A record's own page (/admin/orders/:id) belongs to its list.
            const active =
              current === section.to ||
              section.alsoAt.includes(current) ||
              current.startsWith(`${section.to}/`)
            return (
              <ListItem key={section.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={section.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={closeMenu}
                  sx={{
                    borderRadius: 2,
                    '&.Mui-selected': {
                      bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
                      color: 'primary.dark',
                    },
                    '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.dark' },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{section.icon}</ListItemIcon>
                  <ListItemText
                    primary={section.label}
                    slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                  />
                </ListItemButton>
              </ListItem>
            )
          })}
        </List>
      </Box>
      <Divider />
      <List sx={{ px: 1.5, py: 1.5, display: 'grid', gap: 0.5 }}>
        <ListItem disablePadding>
          <ListItemButton component={RouterLink} to="/" onClick={closeMenu} sx={{ borderRadius: 2 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <StorefrontOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={t.storefront} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => {
              closeMenu()
              onLogout()
            }}
            disabled={isLoggingOut}
            sx={{ borderRadius: 2 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={isLoggingOut ? t.loggingOut : t.logout} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  )

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      {/* Past the sidebar (or the phone's bar) in one key press: focus moves into the page. */}
      <SkipLink />
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{
            width: ADMIN_DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width: ADMIN_DRAWER_WIDTH,
              boxSizing: 'border-box',
              borderColor: 'divider',
            },
          }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <>
          <AppBar
            position="fixed"
            sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <Toolbar sx={{ gap: 1 }}>
              <IconButton
                edge="start"
                aria-label={t.openMenu}
                aria-controls={menuOpen ? drawerId : undefined}
                aria-expanded={menuOpen ? 'true' : 'false'}
                onClick={() => setMenuOpen(true)}
              >
                <MenuIcon />
              </IconButton>
              <Typography component="span" sx={{ fontWeight: 700, flexGrow: 1 }}>
                {adminMessages.common.backOffice}
              </Typography>
              <IconButton component={RouterLink} to={paths.adminDashboard} aria-label={t.dashboard}>
                <InsightsOutlinedIcon />
              </IconButton>
              {onOpenPalette ? (
                <IconButton
                  aria-label={palette.open}
                  aria-keyshortcuts="Control+K Meta+K"
                  onClick={onOpenPalette}
                >
                  <SearchIcon />
                </IconButton>
              ) : null}
            </Toolbar>
          </AppBar>
          <Drawer
            id={drawerId}
            variant="temporary"
            open={menuOpen}
            onClose={closeMenu}
            slotProps={{
              // The open drawer is a modal dialog: it is named after the menu it holds.
              paper: { sx: { width: ADMIN_DRAWER_WIDTH }, 'aria-label': t.sidebar },
            }}
          >
            {sidebar}
          </Drawer>
        </>
      )}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3, md: 5 },
          pt: wide ? 4 : 11,
          pb: 6,
        }}
      >
        {children}
      </Box>
    </Box>
  )
}
