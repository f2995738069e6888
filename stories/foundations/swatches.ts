import { getContrastRatio } from '@mui/material/styles'
import { theme } from '@/components/theme/theme'

/**
 * The palette as Foundations › Colour shows it, read from the MUI theme (built from
 * src/config/brand.ts). Each swatch is drawn in its colour with sample text that is legible on it
 * (AA, 4.5:1), and says how the colour is used and what contrast that use needs.
 */

const { palette } = theme

/** What a colour's use asks of its contrast (WCAG 2.2 AA). */
export type ContrastNeed =
  /** Text (4.5:1). */
  | 'text'
  /** Large or bold text ≥ 18.66 px, icons, focus rings and control borders (3:1). */
  | 'ui'
  /** Hairlines, fills and dots that never carry meaning alone: no minimum. */
  | 'decorative'

export const minimumRatio: Record<ContrastNeed, number> = { text: 4.5, ui: 3, decorative: 1 }

export interface Swatch {
  /** The token's path in the theme's palette, e.g. `primary.main`. */
  name: string
  /** Its colour (a CSS colour or a gradient). */
  value: string
  /** The colour of the swatch's sample text: a real pairing where there is one. */
  ink: string
  /** Where the shop uses it, in a few words. */
  use: string
  /** The contrast its use needs, against `against` (the surface it sits on, or its text). */
  check: { need: ContrastNeed; against: string; againstName: string }
}

export interface SwatchGroup {
  title: string
  swatches: Swatch[]
}

const surface = (name: string, value: string, use: string, ink = palette.text.primary): Swatch => ({
  name,
  value,
  ink,
  use,
  check: {
    need: 'text',
    against: ink,
    againstName: ink === palette.text.primary ? 'text.primary' : 'its text',
  },
})

export const swatchGroups: SwatchGroup[] = [
  {
    title: 'Brand',
    swatches: [
      {
        name: 'primary.main',
        value: palette.primary.main,
        ink: palette.primary.contrastText,
        use: 'Buttons, the selected category, links on hover',
        check: { need: 'text', against: palette.primary.contrastText, againstName: 'contrastText' },
      },
      {
        name: 'primary.dark',
        value: palette.primary.dark,
        ink: palette.primary.contrastText,
        use: 'Prices, totals, icons on light surfaces',
        check: { need: 'text', against: palette.background.paper, againstName: 'paper' },
      },
      {
        name: 'primary.light',
        value: palette.primary.light,
        ink: palette.text.primary,
        use: "The admin's file button's focus ring (3 px)",
        check: { need: 'ui', against: palette.background.paper, againstName: 'paper' },
      },
      {
        name: 'secondary.main',
        value: palette.secondary.main,
        ink: palette.secondary.contrastText,
        use: 'Success toasts, discounts',
        check: { need: 'text', against: palette.background.paper, againstName: 'paper' },
      },
      {
        name: 'error.dark',
        value: palette.error.dark,
        ink: '#FFFFFF',
        use: 'Error toasts (white text)',
        check: { need: 'text', against: '#FFFFFF', againstName: 'white text' },
      },
      {
        name: 'warning.dark',
        value: palette.warning.dark,
        ink: '#FFFFFF',
        use: 'Warning toasts (white text)',
        check: { need: 'text', against: '#FFFFFF', againstName: 'white text' },
      },
      {
        name: 'shop.favourite',
        value: palette.shop.favourite,
        ink: '#FFFFFF',
        use: "A hearted product's heart",
        check: { need: 'ui', against: palette.background.paper, againstName: 'paper' },
      },
    ],
  },
  {
    title: 'Text',
    swatches: [
      {
        name: 'text.primary',
        value: palette.text.primary,
        ink: palette.background.default,
        use: 'Body text and headings',
        check: { need: 'text', against: palette.background.default, againstName: 'background.default' },
      },
      {
        name: 'text.secondary',
        value: palette.text.secondary,
        ink: palette.background.default,
        use: 'Labels, hints, units, dates',
        check: { need: 'text', against: palette.background.default, againstName: 'background.default' },
      },
      {
        name: 'status.onText',
        value: palette.status.onText,
        ink: palette.status.onBackground,
        use: "The admin lists' 啟用 badge",
        check: { need: 'text', against: palette.status.onBackground, againstName: 'status.onBackground' },
      },
      {
        name: 'status.offText',
        value: palette.status.offText,
        ink: palette.status.offBackground,
        use: "The admin lists' 未啟用 badge",
        check: {
          need: 'text',
          against: palette.status.offBackground,
          againstName: 'status.offBackground',
        },
      },
    ],
  },
  {
    title: 'Surfaces',
    swatches: [
      surface('background.default', palette.background.default, 'The page'),
      surface('background.paper', palette.background.paper, 'Cards, dialogs, fields'),
      surface('shop.pictureBackground', palette.shop.pictureBackground, 'Behind a picture while it loads'),
      surface('shop.tableHead', palette.shop.tableHead, 'Admin table headers, thumbnail frames'),
      surface('shop.codeChip', palette.shop.codeChip, "A coupon code's chip"),
      surface('shop.highlight', palette.shop.highlight, 'Behind icons and the sign-in card'),
      surface('shop.heroBackground', palette.shop.heroBackground, "Home's hero card"),
      surface('shop.sectionBackground', palette.shop.sectionBackground, 'A band that sets a section apart'),
      surface('shop.bannerGradient', palette.shop.bannerGradient, "Behind the product list's title"),
      surface('shop.formGlow', palette.shop.formGlow, 'Fades out behind the member forms'),
      surface('status.onBackground', palette.status.onBackground, '啟用 badge', palette.status.onText),
      surface('status.offBackground', palette.status.offBackground, '未啟用 badge', palette.status.offText),
      surface(
        'shop.footerBackground',
        palette.shop.footerBackground,
        'The footer (text: shop.footerText)',
        palette.shop.footerText,
      ),
    ],
  },
  {
    title: 'Lines, rings and dots',
    swatches: [
      {
        name: 'divider',
        value: palette.divider,
        ink: palette.text.primary,
        use: 'Hairlines between rows, card borders',
        check: { need: 'decorative', against: palette.background.paper, againstName: 'paper' },
      },
      {
        name: 'shop.focusRing',
        value: palette.shop.focusRing,
        ink: palette.primary.contrastText,
        use: 'The keyboard focus ring on light surfaces',
        check: { need: 'ui', against: palette.background.default, againstName: 'background.default' },
      },
      {
        name: 'shop.focusRingOnDark',
        value: palette.shop.focusRingOnDark,
        ink: palette.shop.footerBackground,
        use: 'The focus ring on the footer',
        check: { need: 'ui', against: palette.shop.footerBackground, againstName: 'shop.footerBackground' },
      },
      {
        name: 'status.onDot',
        value: palette.status.onDot,
        ink: '#FFFFFF',
        use: 'The dot of the 啟用 badge (its text says it)',
        check: {
          need: 'decorative',
          against: palette.status.onBackground,
          againstName: 'status.onBackground',
        },
      },
      {
        name: 'status.offDot',
        value: palette.status.offDot,
        ink: palette.text.primary,
        use: 'The dot of the 未啟用 badge (its text says it)',
        check: {
          need: 'decorative',
          against: palette.status.offBackground,
          againstName: 'status.offBackground',
        },
      },
    ],
  },
]

/** The solid colours of a gradient (`#RRGGBB` stops and `rgba(…)` ones), or the colour itself. */
export function coloursOf(value: string): string[] {
  if (!value.includes('gradient')) return [value]
  return value.match(/#[0-9a-f]{6}\b|rgba?\([^)]*\)/gi) ?? []
}

/** The lowest contrast between `ink` and any colour of `value` (a gradient: each of its stops). */
export function lowestRatio(value: string, ink: string): number {
  return Math.min(
    ...coloursOf(value)
      // A transparent stop of a glow is drawn over the page, so it is read as the page.
      .map((colour) => (/rgba\([^)]*,\s*0\)/.test(colour) ? palette.background.default : colour))
      .map((colour) => getContrastRatio(colour, ink)),
  )
}

/** The first token with the same value, when `swatch` is one more name for a colour. */
export function aliasOf(swatch: Swatch): string | undefined {
  for (const group of swatchGroups)
    for (const other of group.swatches) {
      if (other === swatch) return undefined
      if (other.value.toUpperCase() === swatch.value.toUpperCase()) return other.name
    }
  return undefined
}
