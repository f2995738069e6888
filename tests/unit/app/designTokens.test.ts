import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { theme } from '@/components/theme/theme'
import {
  brandCustomProperties,
  brandPalette,
  brandStyleSheet,
  breakpoints,
  motion,
  productListWidths,
} from '@/config/brand'
import { lowestRatio, minimumRatio, swatchGroups } from '../../../stories/foundations/swatches'

const src = join(import.meta.dirname, '../../../src')
const cssFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(join(src, file), 'utf8') }))

/** Every colour of the palette (nested groups flattened), e.g. `#A8501A`. */
const paletteColours = Object.values(brandPalette).flatMap((value) =>
  typeof value === 'string' ? [value] : Object.values(value),
)

describe('design tokens (src/config/brand.ts)', () => {
  it('are what the MUI theme is built from', () => {
    expect(theme.palette.primary.main).toBe(brandPalette.primary.main)
    expect(theme.palette.background.default).toBe(brandPalette.background.default)
    expect(theme.palette.shop).toEqual(brandPalette.shop)
    expect(theme.palette.status).toEqual(brandPalette.status)
    expect(theme.breakpoints.values).toEqual(breakpoints)
    expect(theme.transitions.duration).toMatchObject(motion.duration)
    expect(theme.transitions.easing).toMatchObject(motion.easing)
  })

  it('have one text style per role: subtitle1 (body1 again) and overline are left out', () => {
    expect(theme.typography.subtitle1).toBeUndefined()
    expect(theme.typography.overline).toBeUndefined()
    const styles = (
      ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle2', 'body1', 'body2', 'button', 'caption'] as const
    ).map((variant) => {
      const { fontSize, fontWeight, lineHeight, letterSpacing } = theme.typography[variant]
      return JSON.stringify({ fontSize, fontWeight, lineHeight, letterSpacing })
    })
    expect(new Set(styles).size).toBe(styles.length)
  })

  it('are custom properties for the plain CSS, one per colour of the palette', () => {
    const properties = brandCustomProperties()
    expect(properties['--shop-primary']).toBe('#A8501A')
    expect(properties['--shop-primary-dark']).toBe('#7E3A10')
    expect(properties['--shop-background']).toBe('#FFF8EE')
    expect(properties['--shop-text-primary']).toBe('#2E2118')
    expect(properties['--shop-footer-background']).toBe('#3B2A1E')
    expect(properties['--shop-status-on-text']).toBe('#1E5B23')
    expect(properties['--shop-radius']).toBe('12px')
    for (const colour of paletteColours) expect(Object.values(properties)).toContain(colour)
    expect(brandStyleSheet).toMatch(/^:root\{--shop-primary:#A8501A;/)
  })

  it('every custom property the CSS reads exists', () => {
    const defined = new Set(Object.keys(brandCustomProperties()))
    for (const { file, css } of cssFiles) {
      for (const [, name] of css.matchAll(/var\((--shop-[a-z-]+)/g)) {
        expect(defined.has(name as `--shop-${string}`), `${file}: ${name}`).toBe(true)
      }
    }
  })

  it('the CSS writes no colour of the palette: it reads the custom properties', () => {
    expect(cssFiles.length).toBeGreaterThan(3)
    for (const { file, css } of cssFiles) {
      for (const colour of paletteColours) {
        expect(css.toUpperCase().includes(colour.toUpperCase()), `${file} writes ${colour}`).toBe(false)
      }
    }
  })

  it("the CSS's transitions and animations take the motion tokens' times", () => {
    const times = new Set<number>([0, ...Object.values(motion.duration), ...Object.values(motion.loop)])
    let seen = 0
    for (const { file, css } of cssFiles) {
      for (const [, declaration] of css.matchAll(/(?:transition|animation)(?:-duration|-delay)?:([^;}]*)/g)) {
        for (const [, amount, unit] of declaration.matchAll(/(?<![\w-])(\d*\.?\d+)(ms|s)\b/g)) {
          const ms = unit === 's' ? Number(amount) * 1000 : Number(amount)
          expect(times.has(ms), `${file}: ${amount}${unit}`).toBe(true)
          seen++
        }
      }
    }
    expect(seen).toBeGreaterThan(10)
  })

  it("the CSS's media queries change layouts at the theme's breakpoints (and the product list's own widths)", () => {
    const widths = new Set<number>([...Object.values(breakpoints), ...Object.values(productListWidths)])
    for (const { file, css } of cssFiles) {
      for (const [, width] of css.matchAll(/\((?:min|max)-width:\s*([\d.]+)px\)/g)) {
        expect(widths.has(Number(width)), `${file}: ${width}px`).toBe(true)
      }
    }
  })
})

describe('the Foundations palette (stories/foundations)', () => {
  const swatches = swatchGroups.flatMap((group) => group.swatches)

  it.each(swatches.map((swatch) => [swatch.name, swatch] as const))(
    '%s carries legible sample text (AA, 4.5:1)',
    (_, swatch) => {
      expect(lowestRatio(swatch.value, swatch.ink)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it.each(swatches.map((swatch) => [swatch.name, swatch] as const))(
    '%s meets the contrast its use needs',
    (_, swatch) => {
      expect(lowestRatio(swatch.value, swatch.check.against)).toBeGreaterThanOrEqual(
        minimumRatio[swatch.check.need],
      )
    },
  )
})
