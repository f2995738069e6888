import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { getContrastRatio, ThemeProvider, type TypographyVariant } from '@mui/material/styles'
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import BuildIcon from '@mui/icons-material/Build'
import CloseIcon from '@mui/icons-material/Close'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined'
import FavoriteIcon from '@mui/icons-material/Favorite'
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown'
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined'
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined'
import MenuIcon from '@mui/icons-material/Menu'
import RefreshIcon from '@mui/icons-material/Refresh'
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout'
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined'
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined'
import type { ReactNode } from 'react'
import { theme } from '@/components/theme/theme'

/**
 * The design tokens, read from the MUI theme (`src/components/theme/theme.ts`, built from `src/config/brand.ts`) at render time: what this page shows is what
 * the shop uses. Rendered by stories/foundations/Foundations.mdx.
 */

const { palette } = theme

/** A colour and where it sits, for the contrast ratio shown beside it. */
interface Swatch {
  name: string
  value: string
  /** The surface text of this colour is read on (or the text read on this surface). */
  against: string
  againstName: string
}

const swatches: Swatch[] = [
  {
    name: 'primary.main',
    value: palette.primary.main,
    against: palette.primary.contrastText,
    againstName: 'contrastText',
  },
  {
    name: 'primary.dark',
    value: palette.primary.dark,
    against: palette.background.paper,
    againstName: 'paper',
  },
  {
    name: 'secondary.main',
    value: palette.secondary.main,
    against: palette.secondary.contrastText,
    againstName: 'contrastText',
  },
  { name: 'error.dark', value: palette.error.dark, against: '#FFFFFF', againstName: 'white text' },
  { name: 'warning.dark', value: palette.warning.dark, against: '#FFFFFF', againstName: 'white text' },
  {
    name: 'text.primary',
    value: palette.text.primary,
    against: palette.background.default,
    againstName: 'background.default',
  },
  {
    name: 'text.secondary',
    value: palette.text.secondary,
    against: palette.background.default,
    againstName: 'background.default',
  },
  {
    name: 'background.default',
    value: palette.background.default,
    against: palette.text.primary,
    againstName: 'text.primary',
  },
  {
    name: 'background.paper',
    value: palette.background.paper,
    against: palette.text.primary,
    againstName: 'text.primary',
  },
  {
    name: 'divider',
    value: palette.divider,
    against: palette.background.paper,
    againstName: 'paper (decorative)',
  },
  {
    name: 'shop.focusRing',
    value: palette.shop.focusRing,
    against: palette.background.default,
    againstName: 'background.default',
  },
  {
    name: 'shop.focusRingOnDark',
    value: palette.shop.focusRingOnDark,
    against: palette.shop.footerBackground,
    againstName: 'shop.footerBackground',
  },
  {
    name: 'shop.footerBackground',
    value: palette.shop.footerBackground,
    against: palette.shop.footerText,
    againstName: 'shop.footerText',
  },
  {
    name: 'shop.favourite',
    value: palette.shop.favourite,
    against: palette.background.paper,
    againstName: 'paper',
  },
  {
    name: 'shop.highlight',
    value: palette.shop.highlight,
    against: palette.text.primary,
    againstName: 'text.primary',
  },
  {
    name: 'shop.sectionBackground',
    value: palette.shop.sectionBackground,
    against: palette.text.primary,
    againstName: 'text.primary',
  },
  {
    name: 'status.onText',
    value: palette.status.onText,
    against: palette.status.onBackground,
    againstName: 'status.onBackground',
  },
  {
    name: 'status.offText',
    value: palette.status.offText,
    against: palette.status.offBackground,
    againstName: 'status.offBackground',
  },
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ my: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

/** Every palette token with its value and its contrast ratio against where it is used. */
export function Palette() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {swatches.map((swatch) => {
          const ratio = getContrastRatio(swatch.value, swatch.against)
          return (
            <Box
              key={swatch.name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
            >
              <Box
                sx={{
                  bgcolor: swatch.value,
                  color: swatch.against,
                  height: 72,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Typography sx={{ fontWeight: 700, color: 'inherit' }}>早餐店 Aa</Typography>
              </Box>
              <Box sx={{ p: 1.5, bgcolor: 'background.paper', color: 'text.primary' }}>
                <Typography sx={{ fontWeight: 700 }}>{swatch.name}</Typography>
                <Typography variant="body2">{swatch.value}</Typography>
                <Typography variant="body2">
                  {ratio.toFixed(2)}:1 · {swatch.againstName}
                </Typography>
              </Box>
            </Box>
          )
        })}
      </Box>
    </ThemeProvider>
  )
}

const typeScale: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'body1',
  'body2',
  'button',
  'caption',
]

/** The type scale with zh-TW sample text. */
export function TypeScale() {
  return (
    <ThemeProvider theme={theme}>
      <Stack sx={{ gap: 1.5, color: 'text.primary' }}>
        {typeScale.map((variant) => {
          const style = theme.typography[variant]
          return (
            <Stack key={variant} direction="row" sx={{ gap: 2, alignItems: 'baseline' }}>
              <Typography variant="caption" sx={{ width: 140, flexShrink: 0, color: 'text.secondary' }}>
                {variant} · {String(style.fontSize)} · {String(style.fontWeight)}
              </Typography>
              <Typography variant={variant} component="p">
                今天的早餐：起司蛋餅配冰豆漿
              </Typography>
            </Stack>
          )
        })}
      </Stack>
    </ThemeProvider>
  )
}

/** The spacing steps (theme.spacing), the corner radius and the elevations in use. */
export function SpacingRadiiShadows() {
  return (
    <ThemeProvider theme={theme}>
      <Section title="間距 Spacing">
        <Stack sx={{ gap: 1 }}>
          {[0.5, 1, 1.5, 2, 3, 4, 6, 8].map((step) => (
            <Stack key={step} direction="row" sx={{ gap: 2, alignItems: 'center' }}>
              <Typography variant="body2" sx={{ width: 120 }}>
                {step} → {theme.spacing(step)}
              </Typography>
              <Box
                sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }}
              />
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section title="圓角 Radii">
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          {[0.5, 1, 2, 3].map((factor) => (
            <Box
              key={factor}
              sx={{
                width: 96,
                height: 72,
                border: 2,
                borderColor: 'primary.main',
                borderRadius: factor,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Typography variant="body2">{Number(theme.shape.borderRadius) * factor}px</Typography>
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title="陰影 Shadows">
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          {[0, 1, 2, 4, 8].map((elevation) => (
            <Box
              key={elevation}
              sx={{
                width: 120,
                height: 72,
                bgcolor: 'background.paper',
                boxShadow: elevation,
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Typography variant="body2">shadows[{elevation}]</Typography>
            </Box>
          ))}
        </Stack>
      </Section>
    </ThemeProvider>
  )
}

const icons = [
  ['ShoppingCartOutlined', ShoppingCartOutlinedIcon],
  ['AddShoppingCart', AddShoppingCartIcon],
  ['ShoppingCartCheckout', ShoppingCartCheckoutIcon],
  ['Favorite', FavoriteIcon],
  ['LocalOfferOutlined', LocalOfferOutlinedIcon],
  ['CreditCard', CreditCardIcon],
  ['DeleteSweepOutlined', DeleteSweepOutlinedIcon],
  ['ArrowBack', ArrowBackIcon],
  ['Menu', MenuIcon],
  ['Close', CloseIcon],
  ['KeyboardArrowDown', KeyboardArrowDownIcon],
  ['StorefrontOutlined', StorefrontOutlinedIcon],
  ['LogoutOutlined', LogoutOutlinedIcon],
  ['Refresh', RefreshIcon],
  ['Build', BuildIcon],
] as const

/** The Material icons the shop uses (all from @mui/icons-material). */
export function Icons() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
        {icons.map(([name, Icon]) => (
          <Stack
            key={name}
            sx={{
              alignItems: 'center',
              gap: 0.5,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Icon sx={{ color: 'primary.dark' }} aria-hidden />
            <Typography variant="caption">{name}</Typography>
          </Stack>
        ))}
      </Box>
    </ThemeProvider>
  )
}
