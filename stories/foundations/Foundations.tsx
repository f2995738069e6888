import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ThemeProvider, getContrastRatio, type TypographyVariant } from '@mui/material/styles'
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
import { useState, type ReactNode } from 'react'
import { Spinner } from '@/components/feedback/Spinner'
import skeleton from '@/components/feedback/feedback.module.css'
import { TOAST_DURATION_MS } from '@/components/feedback/Toaster'
import { theme } from '@/components/theme/theme'
import { brandStyleSheet, fontStack, motion, STICKY_HEADER_CLEARANCE } from '@/config/brand'
import { UNDO_WINDOW_MS } from '@/features/admin/resource/useUndoable'
import { REDIRECT_DELAY_MS } from '@/features/account/pages/useNavigateLater'
import { RECOMMEND_AUTOPLAY_MS } from '@/features/cart/components/RecommendCarousel'
import { NOT_FOUND_REDIRECT_SECONDS } from '@/features/content/pages/NotFoundPage'
import { aliasOf, lowestRatio, minimumRatio, swatchGroups, type Swatch } from './swatches'

/**
 * The design tokens, read from the MUI theme (`src/components/theme/theme.ts`, built from
 * `src/config/brand.ts`) when the page renders: what these pages show is what the shop uses. The
 * pages (stories/foundations/*.mdx) write every heading; these blocks write none, so the
 * Foundations pages have one heading style, Storybook's.
 */

function Themed({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ color: 'text.primary', fontFamily: fontStack, my: 2 }}>{children}</Box>
    </ThemeProvider>
  )
}

/** A compact table: a header row, then one row per token. */
function TokenTable({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: '0.875rem',
        '& th, & td': {
          textAlign: 'left',
          p: 1,
          borderBottom: 1,
          borderColor: 'divider',
          verticalAlign: 'middle',
        },
        '& th': { color: 'text.secondary', fontWeight: 700, bgcolor: 'shop.tableHead' },
      }}
    >
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  )
}

const code = (text: ReactNode) => (
  <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
    {text}
  </Box>
)

function SwatchCard({ swatch }: { swatch: Swatch }) {
  const sample = lowestRatio(swatch.value, swatch.ink)
  const inUse = lowestRatio(swatch.value, swatch.check.against)
  const need = minimumRatio[swatch.check.need]
  const alias = aliasOf(swatch)
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          background: swatch.value,
          color: swatch.ink,
          height: 80,
          display: 'grid',
          placeItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography sx={{ fontWeight: 700, color: 'inherit' }}>早餐店 Aa</Typography>
      </Box>
      <Box sx={{ p: 1.5, display: 'grid', gap: 0.25 }}>
        <Typography sx={{ fontWeight: 700, fontSize: '0.9375rem' }}>{swatch.name}</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {swatch.value.includes('gradient') ? 'gradient' : swatch.value}
          {alias ? ` = ${alias}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {swatch.use}
        </Typography>
        <Typography variant="body2">
          {swatch.check.need === 'decorative'
            ? `${inUse.toFixed(2)}:1 on ${swatch.check.againstName} · decorative, no minimum`
            : `${inUse.toFixed(2)}:1 with ${swatch.check.againstName} · needs ${need}:1 ${inUse >= need ? '✓' : '✗'}`}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Sample text {sample.toFixed(2)}:1
        </Typography>
      </Box>
    </Box>
  )
}

/** One group of the palette (Brand, Text, Surfaces, Lines…): each colour on a swatch. */
export function Palette({ group }: { group: string }) {
  const swatches = swatchGroups.find((candidate) => candidate.title === group)?.swatches ?? []
  return (
    <Themed>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', gap: 2 }}>
        {swatches.map((swatch) => (
          <SwatchCard key={swatch.name} swatch={swatch} />
        ))}
      </Box>
    </Themed>
  )
}

/** The text styles the theme has (subtitle1 and overline are left out of it). */
type ShopVariant = Exclude<TypographyVariant, 'subtitle1' | 'overline'>

/** Where each text style is used. */
const typeUse: Record<ShopVariant, string> = {
  h1: "A page's title (1.75rem on phones, 2.25rem from md)",
  h2: "A section's title on a page",
  h3: "An empty state's headline, a panel's title",
  h4: "Not used by the screens yet (MUI's scale, kept for the next level)",
  h5: "Not used by the screens yet (MUI's scale, kept for the next level)",
  h6: "A dialog's title (MUI's DialogTitle)",
  subtitle2: "The developer panel's headings only",
  body1: 'Body text (the default)',
  body2: 'Secondary text, tables, hints',
  button: 'Buttons (no capitals, bold, spaced)',
  caption: 'Notes under fields and charts',
}

/** The theme's text styles that exist (the ones the theme leaves out are not listed). */
const typeScale = (Object.keys(typeUse) as ShopVariant[]).filter((variant) => theme.typography[variant])

/** The type scale with zh-TW sample text, size, weight and line height. */
export function TypeScale() {
  return (
    <Themed>
      <TokenTable
        head={['Style', 'Size · weight · line height', 'Sample', 'Used for']}
        rows={typeScale.map((variant) => {
          const style = theme.typography[variant]
          return [
            code(variant),
            `${String(style.fontSize)} · ${String(style.fontWeight)} · ${String(style.lineHeight)}`,
            <Typography key="sample" variant={variant} component="span" sx={{ display: 'block' }}>
              今天的早餐：起司蛋餅
            </Typography>,
            typeUse[variant],
          ]
        })}
      />
    </Themed>
  )
}

/** The font stack, as the theme and the shell's CSS name it. */
export function FontStack() {
  return (
    <Themed>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {fontStack}
      </Typography>
    </Themed>
  )
}

/** What changes at each breakpoint (the screens' narrow layout is below `md`). */
const breakpointUse: Record<string, string> = {
  xs: "Phones: one column; the navbar's links fold into a menu; the cart and checkout keep their total in a bar at the bottom; gutters 16 px",
  sm: "Product cards and home's products two a row, the footer in two columns, the navbar 64 px high, gutters 24 px; the back office leaves its phone layout",
  md: "The wide layouts: the navbar's links, the product list's filter column, the cart's table, the two-column checkout; home's products four a row, the footer in three columns",
  lg: "The container reaches its 1200 px; home's hero title grows to 3rem",
  xl: 'Nothing new: the container stays 1200 px wide',
}

/** The breakpoints (theme.breakpoints.values), drawn to scale on an 1800 px ruler. */
export function Breakpoints() {
  const values = Object.entries(theme.breakpoints.values)
  const ruler = 1800
  return (
    <Themed>
      <Box sx={{ position: 'relative', height: 56, mb: 2, bgcolor: 'shop.tableHead', borderRadius: 1 }}>
        {values.map(([name, width], index) => {
          const next = values[index + 1]?.[1] ?? ruler
          return (
            <Box
              key={name}
              sx={{
                position: 'absolute',
                left: `${(width / ruler) * 100}%`,
                width: `${((next - width) / ruler) * 100}%`,
                top: 0,
                bottom: 0,
                borderLeft: 2,
                borderColor: 'primary.dark',
                px: 1,
                pt: 0.5,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
              <Typography variant="caption">{width} px</Typography>
            </Box>
          )
        })}
      </Box>
      <TokenTable
        head={['Breakpoint', 'From', 'What changes']}
        rows={values.map(([name, width]) => [code(name), `${width} px`, breakpointUse[name] ?? ''])}
      />
    </Themed>
  )
}

/** The content widths: MUI's Container at each size the shop uses. */
export function Containers() {
  const rows: [string, number, string][] = [
    ['lg', theme.breakpoints.values.lg, 'Products, favourites, cart, checkout, home, the navbar'],
    ['md', theme.breakpoints.values.md, "Reading: orders, an order, the checkout result, about, home's Q&A"],
    ['sm', theme.breakpoints.values.sm, "Not found, the error page, the admin's form dialogs"],
    ['460 px', 460, "The member forms' card (sign in, register, reset password)"],
  ]
  return (
    <Themed>
      <Stack sx={{ gap: 1 }}>
        {rows.map(([name, width, use]) => (
          <Box
            key={name}
            sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 2, alignItems: 'center' }}
          >
            <Typography variant="body2">
              {name.endsWith('px') ? (
                name
              ) : (
                <>
                  {code(name)} {width} px
                </>
              )}
            </Typography>
            <Box
              sx={{
                width: `${(width / 1200) * 100}%`,
                bgcolor: 'shop.highlight',
                borderRadius: 1,
                px: 1.5,
                py: 0.75,
              }}
            >
              <Typography variant="body2">{use}</Typography>
            </Box>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Gutters: {theme.spacing(2)} on phones, {theme.spacing(3)} from {code('sm')}. The sticky navbar is 56
        px high on phones and 64 px from {code('sm')}; a field scrolled into view keeps{' '}
        {STICKY_HEADER_CLEARANCE} px clear above it.
      </Typography>
    </Themed>
  )
}

/** The spacing steps (theme.spacing). */
export function Spacing() {
  return (
    <Themed>
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
    </Themed>
  )
}

/** The corner radii in use: multiples of `shape.borderRadius`. */
export function Radii() {
  const radius = Number(theme.shape.borderRadius)
  const uses: [number, string][] = [
    [0.5, 'Search highlights'],
    [1, 'Product cards, buttons, fields'],
    [2, 'Gallery thumbnails, the footer logo'],
    [3, 'Empty states, sign-in cards, the product picture'],
    [5, "Home's hero card (from md)"],
  ]
  return (
    <Themed>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {uses.map(([factor, use]) => (
          <Box
            key={factor}
            sx={{
              width: 150,
              height: 96,
              border: 2,
              borderColor: 'primary.main',
              borderRadius: factor,
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              p: 1,
            }}
          >
            <Typography variant="body2">
              {radius * factor} px
              <br />
              {use}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Themed>
  )
}

/** The elevations in use (theme.shadows). */
export function Shadows() {
  const uses: [number, string][] = [
    [0, 'Cards and buttons: flat, with a hairline border'],
    [1, 'Floating buttons on pictures, the Q&A'],
    [8, "Menus, the phone's sticky total bar"],
    [24, 'Dialogs'],
  ]
  return (
    <Themed>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
        {uses.map(([elevation, use]) => (
          <Box
            key={elevation}
            sx={{
              width: 170,
              height: 96,
              bgcolor: 'background.paper',
              boxShadow: elevation,
              border: elevation === 0 ? 1 : 0,
              borderColor: 'divider',
              borderRadius: 1,
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              p: 1,
            }}
          >
            <Typography variant="body2">
              shadows[{elevation}]
              <br />
              {use}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Themed>
  )
}

/**
 * The durations (theme.transitions.duration), each with a dot that travels when the reader
 * presses 播放 (never by itself: nothing moves unasked on this page).
 */
export function Durations() {
  const [played, setPlayed] = useState(false)
  const durations = Object.entries(theme.transitions.duration).sort(([, a], [, b]) => a - b)
  const use = (name: string) =>
    ({
      shortest: 'Hover and press feedback',
      shorter: "A field's label moving aside",
      short: "Pictures fading in, a control's colours",
      standard: 'The phone menu folding',
      complex: "Large surfaces (MUI's; unused)",
      enteringScreen: 'A dialog or overlay appearing',
      leavingScreen: 'A dialog or overlay leaving',
    })[name] ?? ''
  return (
    <Themed>
      <Button variant="outlined" size="small" onClick={() => setPlayed((now) => !now)} sx={{ mb: 1 }}>
        {played ? '倒回 Rewind' : '播放 Play'}
      </Button>
      <TokenTable
        head={['Token', 'ms', 'Used for', '']}
        rows={durations.map(([name, ms]) => [
          code(name),
          ms,
          use(name),
          <Box
            key="track"
            sx={{ position: 'relative', width: 160, height: 12, bgcolor: 'shop.tableHead', borderRadius: 6 }}
          >
            <Box
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'primary.dark',
                transform: played ? 'translateX(148px)' : 'none',
                transition: `transform ${ms}ms ${theme.transitions.easing.easeInOut}`,
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          </Box>,
        ])}
      />
    </Themed>
  )
}

/** A cubic-bezier curve drawn in a 64 px square. */
function Curve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = (easing.match(/[\d.]+/g) ?? []).map(Number)
  const size = 64
  const point = (x: number, y: number) => `${x * size},${size - y * size}`
  return (
    <Box component="svg" viewBox={`-4 -4 ${size + 8} ${size + 8}`} sx={{ width: 72, height: 72 }} aria-hidden>
      <rect x={0} y={0} width={size} height={size} fill="none" stroke={theme.palette.divider} />
      <path
        d={`M${point(0, 0)} C${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`}
        fill="none"
        stroke={theme.palette.primary.dark}
        strokeWidth={2.5}
      />
    </Box>
  )
}

/** The easing curves (theme.transitions.easing). */
export function Easings() {
  const use: Record<string, string> = {
    easeInOut: 'Most movement: starts and ends gently',
    easeOut: 'Something arriving: fast, then settles',
    easeIn: 'Something leaving for good',
    sharp: 'Something leaving that may come back',
  }
  return (
    <Themed>
      <TokenTable
        head={['Token', 'Curve', 'Value', 'Used for']}
        rows={Object.entries(theme.transitions.easing).map(([name, value]) => [
          code(name),
          <Curve key="curve" easing={value} />,
          code(value),
          use[name],
        ])}
      />
    </Themed>
  )
}

/** The endless animations while something loads, running as the shop runs them. */
export function Loops() {
  return (
    <Themed>
      {/* The plain CSS of the spinner and the skeleton reads the --shop-… custom properties. */}
      <style>{brandStyleSheet}</style>
      <Stack direction="row" sx={{ gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main' }}>
            <Spinner size={40} label="載入中" />
          </Box>
          <Typography variant="body2">Spinner: one turn every {motion.loop.spinner} ms</Typography>
        </Stack>
        <Stack sx={{ gap: 1, width: 260 }}>
          <span className={`${skeleton.skeleton} ${skeleton.skeletonText}`} style={{ width: '80%' }} />
          <span className={`${skeleton.skeleton} ${skeleton.skeletonText}`} style={{ width: '55%' }} />
          <Typography variant="body2">
            Skeleton: a sweep every {motion.loop.skeleton} ms, after {motion.loop.skeletonDelay} ms
          </Typography>
        </Stack>
      </Stack>
    </Themed>
  )
}

/** The spec's timings: product rules, not design tokens (they stay in their modules). */
export function SpecTimings() {
  const seconds = (ms: number) => `${ms / 1000} s`
  return (
    <Themed>
      <TokenTable
        head={['What', 'How long', 'Where it is set']}
        rows={[
          ['A toast stays (top right)', seconds(TOAST_DURATION_MS), code('TOAST_DURATION_MS')],
          [
            'Signed in or registered: the next page follows',
            seconds(REDIRECT_DELAY_MS),
            code('REDIRECT_DELAY_MS'),
          ],
          ['Not found: home follows', `${NOT_FOUND_REDIRECT_SECONDS} s`, code('NOT_FOUND_REDIRECT_SECONDS')],
          ['The recommended products turn', seconds(RECOMMEND_AUTOPLAY_MS), code('RECOMMEND_AUTOPLAY_MS')],
          ["An admin's delete can be undone", seconds(UNDO_WINDOW_MS), code('UNDO_WINDOW_MS')],
        ]}
      />
    </Themed>
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
    <Themed>
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
    </Themed>
  )
}

/** The focus ring on a light and on a dark surface, as the keyboard shows it. */
export function FocusRings() {
  const ring = (colour: string, background: string, label: string) => (
    <Box sx={{ bgcolor: background, p: 3, borderRadius: 2 }}>
      <Box
        sx={{
          display: 'inline-block',
          px: 2,
          py: 1,
          borderRadius: 1,
          outline: `2px solid ${colour}`,
          outlineOffset: 2,
          color: background === theme.palette.shop.footerBackground ? 'shop.footerText' : 'text.primary',
        }}
      >
        {label}
      </Box>
      <Typography
        variant="caption"
        component="p"
        sx={{
          mt: 1.5,
          color: background === theme.palette.shop.footerBackground ? 'shop.footerText' : 'text.secondary',
        }}
      >
        {getContrastRatio(colour, background).toFixed(2)}:1 against the surface
      </Typography>
    </Box>
  )
  return (
    <Themed>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {ring(theme.palette.shop.focusRing, theme.palette.background.default, '加入購物車')}
        {ring(theme.palette.shop.focusRingOnDark, theme.palette.shop.footerBackground, '關於我們')}
      </Stack>
    </Themed>
  )
}
