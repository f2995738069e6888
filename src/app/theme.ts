import { createTheme, type Components, type Theme } from '@mui/material/styles'

/**
 * A warm breakfast palette (toast, egg yolk, soy milk) with AA contrast for text on every
 * surface, and the visitor's own CJK fonts: no web font is downloaded.
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

export const fontStack = [
  '"PingFang TC"',
  '"Noto Sans TC"',
  '"Noto Sans CJK TC"',
  '"Microsoft JhengHei"',
  '"Heiti TC"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(', ')

/** Room a focused or scrolled-to field keeps above it: the sticky navbar (64 px) and its label. */
export const STICKY_HEADER_CLEARANCE = 96

/**
 * The app-wide rules that are not one component's: the keyboard focus ring and where a field
 * lands when focus or the browser scrolls it into view.
 */
function globalStyles(theme: Theme) {
  const ring = `2px solid var(--focus-ring, ${theme.palette.shop.focusRing})`
  return {
    // Every interactive element: links and native controls by :focus-visible, MUI's buttons,
    // list items, tabs, chips, radios and checkboxes by the .Mui-focusVisible class ButtonBase
    // sets (their own styles say `outline: 0`, MUI's Link `outline: auto` on .Mui-focusVisible:
    // `html` and the doubled class make this rule the more specific one).
    'html :focus-visible, html .Mui-focusVisible.Mui-focusVisible': { outline: ring, outlineOffset: 2 },
    // Text fields and selects show focus with their own 2 px border in the primary colour (a
    // button inside a field, like 顯示密碼, keeps the ring).
    'html .MuiInputBase-input:focus-visible': { outline: 'none' },
    // A field focused after a refused submit, or scrolled to, clears sticky headers and titles,
    // and its message below it stays in view.
    'input, textarea, select, .MuiSelect-select': {
      scrollMarginTop: STICKY_HEADER_CLEARANCE,
      scrollMarginBottom: 40,
    },
  }
}

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
  palette: {
    primary: { main: '#A8501A', dark: '#7E3A10', light: '#D27A3A', contrastText: '#FFFFFF' },
    secondary: { main: '#3D6E2F', contrastText: '#FFFFFF' },
    warning: { main: '#B26A00' },
    background: { default: '#FFF8EE', paper: '#FFFFFF' },
    text: { primary: '#2E2118', secondary: '#5F4B3C' },
    divider: '#EADBC8',
    shop: {
      footerBackground: '#3B2A1E',
      footerText: '#FFF8EE',
      pictureBackground: '#FFF1DD',
      favourite: '#C62828',
      tableHead: '#FBF3E6',
      codeChip: '#F5EDE1',
      highlight: '#FDEBD3',
      bannerGradient: 'linear-gradient(120deg, #FBE3C0 0%, #FFF1DD 55%, #F6D29B 100%)',
      heroBackground: '#FFF6E9',
      sectionBackground: '#FBEBD3',
      formGlow: 'linear-gradient(180deg, #FDEBD3 0%, rgba(255, 248, 238, 0) 320px)',
      focusRing: '#7E3A10',
      focusRingOnDark: '#FFF8EE',
    },
    status: {
      onText: '#1E5B23',
      onBackground: '#E3F1DF',
      onDot: '#2E7D32',
      offText: '#5F4B3C',
      offBackground: '#F1E8DC',
      offDot: '#9C8B7C',
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: fontStack,
    h1: { fontSize: '2.25rem', fontWeight: 700, letterSpacing: '0.02em' },
    h2: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.02em' },
    h3: { fontSize: '1.375rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    h5: { fontSize: '1.125rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: '0.04em' },
  },
  components: {
    MuiCssBaseline: { styleOverrides: (theme) => globalStyles(theme) },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #EADBC8' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    ...componentWords,
  },
})
