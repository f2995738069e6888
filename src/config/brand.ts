/**
 * The shop's design tokens, in one place and without MUI: the MUI theme (src/components/theme/theme.ts) is
 * built from them, and the document renders them as CSS custom properties (`--shop-…`, see
 * `brandCustomProperties`) for the plain CSS of the shell (navbar, footer, home hero).
 *
 * A warm breakfast palette (toast, egg yolk, soy milk) with AA contrast for text on every
 * surface, and the visitor's own CJK fonts: no web font is downloaded.
 */
/** The base colours: every other colour of the palette is one of these or its own. */
const toast = { main: '#A8501A', dark: '#7E3A10', light: '#D27A3A' }
const ink = { primary: '#2E2118', secondary: '#5F4B3C' }
const soyMilk = '#FFF8EE'
const yolkCream = '#FDEBD3'

export const brandPalette = {
  primary: { ...toast, contrastText: '#FFFFFF' },
  secondary: { main: '#3D6E2F', contrastText: '#FFFFFF' },
  warning: { main: '#B26A00' },
  background: { default: soyMilk, paper: '#FFFFFF' },
  text: ink,
  /** Hairlines between rows and around cards: decorative, never the only sign of anything. */
  divider: '#EADBC8',
  /**
   * The shop's own surfaces (see ShopColours in src/components/theme/theme.ts). A surface that
   * shares a base colour names it (the focus ring is `primary.dark`): one value, several roles.
   */
  shop: {
    footerBackground: '#3B2A1E',
    footerText: soyMilk,
    pictureBackground: '#FFF1DD',
    favourite: '#C62828',
    tableHead: '#FBF3E6',
    codeChip: '#F5EDE1',
    highlight: yolkCream,
    bannerGradient: 'linear-gradient(120deg, #FBE3C0 0%, #FFF1DD 55%, #F6D29B 100%)',
    heroBackground: '#FFF6E9',
    sectionBackground: '#FBEBD3',
    formGlow: `linear-gradient(180deg, ${yolkCream} 0%, rgba(255, 248, 238, 0) 320px)`,
    focusRing: toast.dark,
    focusRingOnDark: soyMilk,
  },
  /** The admin lists' on/off badge (see StatusColours in src/components/theme/theme.ts). */
  status: {
    onText: '#1E5B23',
    onBackground: '#E3F1DF',
    onDot: '#2E7D32',
    offText: ink.secondary,
    offBackground: '#F1E8DC',
    offDot: '#9C8B7C',
  },
} as const

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

/** Corner radius of buttons, cards and fields, in px (MUI's `shape.borderRadius`). */
export const borderRadius = 12

/**
 * Screen widths (px) where layouts change: MUI's breakpoints. CSS media queries cannot read custom
 * properties, so the shell's CSS modules write these numbers; a unit test checks that every media
 * query there uses one of them.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const

export type Breakpoint = keyof typeof breakpoints

/**
 * The product list's own widths (px), between the theme's: below `threeColumns` it keeps the
 * spec's two-column grid of 280 px pictures (a 1280 or 1366 px laptop among them); from there it
 * shows three compact columns (two rows of three on a 1440 × 900 screen), four from `fourColumns`.
 * Its CSS modules write these numbers, checked with the breakpoints above.
 */
export const productListWidths = { threeColumns: 1400, fourColumns: 1600 } as const

/**
 * Motion: how long things take and how they ease, in ms (MUI's `theme.transitions`). The CSS
 * modules write these numbers (a transition in a CSS module cannot read the theme); a unit test
 * checks that every duration there is one of them. Under `prefers-reduced-motion: reduce` what
 * moves (the phone menu folding, a chevron turning) and the skeletons' sweep stop; fades stay, and
 * a spinner keeps turning (it says that something is still happening).
 */
export const motion = {
  duration: {
    /** Hover and press feedback: a button's colour, a card lifting. */
    shortest: 150,
    /** A field's label moving aside. */
    shorter: 200,
    /** Pictures fading in, a control's colours changing. */
    short: 250,
    /** The phone menu folding open or away. */
    standard: 300,
    /** Large surfaces (unused by the shop; MUI's default). */
    complex: 375,
    /** A dialog or an overlay appearing. */
    enteringScreen: 225,
    /** A dialog or an overlay leaving (leaving is quicker than arriving). */
    leavingScreen: 195,
  },
  easing: {
    /** Most movement: starts and ends gently. */
    easeInOut: 'cubic-bezier(0.4, 0, 0.2, 1)',
    /** Something arriving: fast, then settles. */
    easeOut: 'cubic-bezier(0, 0, 0.2, 1)',
    /** Something leaving for good. */
    easeIn: 'cubic-bezier(0.4, 0, 1, 1)',
    /** Something leaving that may come back. */
    sharp: 'cubic-bezier(0.4, 0, 0.6, 1)',
  },
  /**
   * Endless animations while something loads: one turn of the spinner, one sweep of a skeleton
   * (which waits `skeletonDelay` first, so a quick answer never flickers).
   */
  loop: { spinner: 1400, skeleton: 2000, skeletonDelay: 500 },
} as const

/** Room a focused or scrolled-to field keeps above it: the sticky navbar (64 px) and its label. */
export const STICKY_HEADER_CLEARANCE = 96

/** `footerBackground` → `footer-background`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * The palette as custom properties: `--shop-primary` (a colour's `main`), `--shop-primary-dark`,
 * `--shop-background` (`default`), `--shop-background-paper`, `--shop-text-primary`,
 * `--shop-divider`; the shop's own surfaces without their group (`--shop-footer-background`), the
 * status colours with it (`--shop-status-on-text`); then `--shop-font`, `--shop-radius` and `--shop-sticky-clearance`.
 */
export function brandCustomProperties(): Record<`--shop-${string}`, string> {
  const properties: Record<`--shop-${string}`, string> = {}
  for (const [group, value] of Object.entries(brandPalette)) {
    if (typeof value === 'string') {
      properties[`--shop-${kebab(group)}`] = value
      continue
    }
    for (const [name, colour] of Object.entries(value)) {
      const own = name === 'main' || name === 'default' ? [] : [kebab(name)]
      const parts = group === 'shop' ? own : [kebab(group), ...own]
      properties[`--shop-${parts.join('-')}`] = colour
    }
  }
  properties['--shop-font'] = fontStack
  properties['--shop-radius'] = `${borderRadius}px`
  properties['--shop-sticky-clearance'] = `${STICKY_HEADER_CLEARANCE}px`
  return properties
}

/** The custom properties as one `:root{…}` rule, for a `<style>` in the document's head. */
export const brandStyleSheet = `:root{${Object.entries(brandCustomProperties())
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}`
