import { expect, type Page } from '@playwright/test'
import { startAsAdmin, startAsDemoMember, test } from './support'

/**
 * Issue #16's polish, on every route at a phone's and a desktop's width: nothing overflows
 * sideways, and every stop of the keyboard's Tab order shows a focus ring with at least 3:1
 * contrast against what is behind it (computed outline, or a text field's own border).
 */

const PRODUCT = '-OBfast0000000000001'
const storefront = ['/', '/products', `/products/${PRODUCT}`, '/about', '/no-such-page']
const signedOut = ['/login', '/register', '/reset-password', '/admin-login']
const members = ['/cart', '/checkout']
// The order page is a seed order with a slot, a coupon and a history (mocks/seed/orders.ts).
const admin = [
  '/admin/products',
  '/admin/orders',
  '/admin/orders/-OBordr0000000000003',
  '/admin/kitchen',
  '/admin/coupons',
]

async function settle(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/**
 * Endless animations running on the page (a spinner's turn, a pulsing dot). Once a page has
 * loaded, nothing is loading: one still running is a spinner left in the page while hidden, and
 * the browser would restyle and repaint it every frame for as long as the page stays open.
 */
async function endlessAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime === Infinity,
      )
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        const name = animation instanceof CSSAnimation ? animation.animationName : 'animation'
        return `${name} on <${target?.tagName.toLowerCase()} class="${target?.getAttribute('class') ?? ''}">`
      }),
  )
}

/**
 * Style rules in the page written for MUI's default theme (its font, Roboto, Helvetica, Arial; the
 * shop's own stack only ends with Roboto): MUI drawn outside the shop's theme
 * (src/components/theme/MuiScope.tsx), whose styles the shop's own pages never use.
 */
const defaultThemeRules = (page: Page) => rulesWith(page, 'Roboto, Helvetica, Arial')

/** The page's style rules whose text holds `text`. */
async function rulesWith(page: Page, text: string) {
  return page.evaluate(
    (wanted) =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText).filter((css) => css.includes(wanted)),
      ),
    text,
  )
}

async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/**
 * What the focused element shows: the ring's colour and width and the colour behind it, from
 * computed styles. A text field shows focus with its 2 px border (MUI's notched outline).
 */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return null
    const parse = (colour: string) => {
      const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number)
      return { r, g, b, a }
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const backgroundOf = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor)
        if (colour.a > 0.5) return colour
      }
      return { r: 255, g: 255, b: 255, a: 1 }
    }
    // A text field or select itself (not a button inside it, like 顯示密碼): MUI's, or a plain one
    // drawn like it (its outline a <fieldset> beside it: the product page's quantity).
    const field = active.matches('input, textarea, select, [role="combobox"]')
      ? (active.closest('.MuiInputBase-root') ??
        (active.parentElement?.querySelector(':scope > fieldset') ? active.parentElement : null))
      : null
    const ringOn = field
      ? (field.querySelector('.MuiOutlinedInput-notchedOutline, :scope > fieldset') ?? field)
      : (active.closest('.Mui-focusVisible') ?? active)
    const style = getComputedStyle(ringOn)
    const [colour, width] = field
      ? [style.borderTopColor, parseFloat(style.borderTopWidth)]
      : style.outlineStyle === 'none'
        ? ['rgba(0, 0, 0, 0)', 0]
        : [style.outlineColor, parseFloat(style.outlineWidth)]
    // The ring sits outside the element (offset): it is read against the element's surroundings.
    const behind = backgroundOf(field ? field : ringOn.parentElement)
    const [l1, l2] = [luminance(parse(colour)), luminance(behind)].sort((a, b) => b - a)
    const name = `${active.tagName.toLowerCase()} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}`
    return { name, width, contrast: (l1 + 0.05) / (l2 + 0.05) }
  })
}

async function tabThrough(page: Page, stops = 20) {
  const weak: string[] = []
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab')
    const ring = await focusRing(page)
    if (!ring) continue
    if (ring.width < 2 || ring.contrast < 3)
      weak.push(`${ring.name}: ${ring.width}px, ${ring.contrast.toFixed(2)}:1`)
  }
  return weak
}

type Visitor = 'guest' | 'member' | 'admin'

/** Signs in as needed; a member has one line in the cart, so /cart and /checkout have content. */
async function as(page: Page, visitor: Visitor) {
  if (visitor === 'admin') return startAsAdmin(page)
  if (visitor === 'guest') return
  await startAsDemoMember(page)
  await page.goto(`/products/${PRODUCT}`)
  await page
    .getByRole('button', { name: /加入購物車/ })
    .first()
    .click()
  await expect(page.getByText('商品已加入購物車!')).toBeVisible()
  // Intent on the navbar's cart draws the cart's screen once ahead, hidden
  // (src/features/cart/components/CartScreenAhead.tsx): its styles are then in the page. The
  // member's cart, with the line just added: until its chunk is in, the navbar holds a plain cart
  // (共 0 項) in its place, and a pointer resting on that one stays on nothing once it is swapped.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^購物車，共 [1-9]\d* 項商品$/ })
    .hover()
  await expect
    .poll(async () => (await rulesWith(page, 'MuiStepLabel-alternativeLabel')).length)
    .toBeGreaterThan(0)
  expect(await defaultThemeRules(page)).toEqual([])
}

const groups: [Visitor, string[]][] = [
  ['guest', [...storefront, ...signedOut]],
  ['member', members],
  ['admin', admin],
]

for (const [visitor, paths] of groups) {
  test(`at 360 px nothing overflows sideways, and once loaded no endless animation runs and no MUI style is outside the shop's theme (${visitor}: ${paths.join(' ')})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await as(page, visitor)
    const found: string[] = []
    for (const path of paths) {
      await settle(page, path)
      const extra = await overflow(page)
      if (extra > 0) found.push(`${path}: ${extra}px wider than the screen`)
      for (const animation of await endlessAnimations(page)) found.push(`${path}: ${animation}`)
      for (const rule of await defaultThemeRules(page)) found.push(`${path}: MUI's default theme: ${rule}`)
    }
    expect(found).toEqual([])
  })

  // One browser context per visitor, as at 360 px: a fresh context (and the sign-in it restores) for
  // each page cost more than the page's own check.
  test(`at 1440 px nothing overflows and every Tab stop shows a focus ring (${visitor}: ${paths.join(' ')})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await as(page, visitor)
    const found: string[] = []
    for (const path of paths) {
      await settle(page, path)
      const extra = await overflow(page)
      if (extra > 0) found.push(`${path}: ${extra}px wider than the screen`)
      for (const weak of await tabThrough(page)) found.push(`${path}: ${weak}`)
    }
    expect(found).toEqual([])
  })
}
