import { createTheme, type Components, type Theme } from '@mui/material/styles'
import { borderRadius, brandPalette, breakpoints, fontStack, motion } from '@/config/brand'

/**
 * The MUI theme of the shop's MUI screens, built from the design tokens in src/config/brand.ts
 * (the plain CSS of the shell reads the same tokens as custom properties).
 */
/** The admin lists' on/off badge (StatusText): text, background and dot for each state. */
interface StatusColours {
  onText: string
  onBackground: string
  onDot: string
  offText: string
  offBackground: string
  offDot: string
}

/** The shop's own surfaces: the footer, picture placeholders, a favourite's heart. */
interface ShopColours {
  footerBackground: string
  footerText: string
  pictureBackground: string
  favourite: string
  /** Admin table headers and thumbnail frames. */
  tableHead: string
  /** A coupon code's chip. */
  codeChip: string
  /** Warm highlight behind icons and the sign-in card. */
  highlight: string
  /** The sunny band behind the product list's and the about page's titles. */
  bannerGradient: string
  /** The glow that fades out behind the member forms. */
  formGlow: string
  /** The home hero's card. */
  heroBackground: string
  /** A full-width band that sets a section apart (home, about). */
  sectionBackground: string
  /** The keyboard focus ring on light surfaces (≥ 3:1 against the page, paper and highlights). */
  focusRing: string
  /** The focus ring on dark surfaces (the footer sets it as `--focus-ring`). */
  focusRingOnDark: string
}

/**
 * One text style per role: subtitle1 was body1 again (1rem, regular) and overline was never used,
 * so both are left out of the theme, and `variant="subtitle1"` does not type-check.
 */
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    subtitle1: false
    overline: false
  }
}

declare module '@mui/material/styles' {
  interface Palette {
    status: StatusColours
    shop: ShopColours
  }
  interface PaletteOptions {
    status?: StatusColours
    shop?: ShopColours
  }
}

export { fontStack }

/**
 * What MUI's components say for themselves, in zh-TW: the components the shop uses that have words
 * of their own (a close button's label, the pager's). MUI's `@mui/material/locale` has them too,
 * but importing it makes an `Intl.NumberFormat` as it loads (for TablePagination, which the shop
 * does not use), and the first Intl object a page makes starts ICU: 15–30 ms of main thread on
 * every first load, four times that on a phone.
 */
const componentWords: Components<Theme> = {
  MuiAlert: { defaultProps: { closeText: '關閉' } },
  MuiAutocomplete: {
    defaultProps: {
      clearText: '清除',
      closeText: '關閉',
      loadingText: '載入中…',
      noOptionsText: '沒有可用選項',
      openText: '開啟',
    },
  },
  MuiBreadcrumbs: { defaultProps: { expandText: '展開' } },
  MuiPagination: {
    defaultProps: {
      'aria-label': '分頁導覽',
      getItemAriaLabel: (type, page, selected) => {
        if (type === 'page') return `${selected ? '' : '前往'}第 ${page} 頁`
        if (type === 'first') return '前往第一頁'
        if (type === 'last') return '前往最後一頁'
        return type === 'next' ? '前往下一頁' : '前往上一頁'
      },
    },
  },
}

export const theme = createTheme({
  palette: brandPalette,
  breakpoints: { values: breakpoints },
  shape: { borderRadius },
  transitions: { duration: motion.duration, easing: motion.easing },
  typography: {
    fontFamily: fontStack,
    h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '0.02em' },
    h2: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.02em' },
    h3: { fontSize: '1.375rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.125rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: '0.04em' },
    subtitle1: undefined,
    overline: undefined,
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${brandPalette.divider}` } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    ...componentWords,
  },
})
