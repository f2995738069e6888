/**
 * Draws every picture the shop ships with, as small hand-authored SVG in one flat style:
 *
 * - the seed catalogue's product images (mocks/seed/images/<slug>-<n>.svg, served at /seed-images/)
 *   for every image a product in mocks/seed/products.ts names;
 * - the app artwork in src/assets/ (logo, hero, feature icons, about, 404, empty cart) and
 *   public/favicon.svg.
 *
 * Run with `npx tsx scripts/generate-seed-images.ts` (`--out DIR` writes the same tree under DIR
 * instead of the repository). Output is deterministic: the random texture (rice grains, crumbs,
 * sesame) comes from a PRNG seeded by the file name, and the seed image folder is emptied of stale
 * .svg files first.
 *
 * The committed SVGs are the source the shop uses; this tool is how they were drawn and how they
 * are redrawn: run it, review the pictures, commit them (docs/mock-server.md). It is type-checked
 * and linted with the rest, and tests/unit/scripts/seedImages.test.ts draws everything in memory
 * and compares it with the committed files, so a seed change that needs new pictures (or breaks
 * this tool) fails `npm test`.
 *
 * Product image variants: -1 the dish served on a plate, -2 a close-up / cut view on a wooden board,
 * -3 the shop's kraft packaging with its "微波即食" label (a bottle with "冷藏即飲" for drinks),
 * -4 the dish served with a drink (or, for a drink, with a breakfast dish).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { seedProducts } from '../mocks/seed/products.ts'

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))

/** Where the pictures go, from the root of the tree written to. */
export const SEED_IMAGES_FOLDER = 'mocks/seed/images'

// ───────────────────────────── palette ─────────────────────────────

const C = {
  cream: '#FFF6E9',
  clothBase: '#FFF1DD',
  yolk: '#F5B82E',
  yolkDeep: '#E39A1F',
  toast: '#C8843D',
  crust: '#B86F2E',
  soy: '#5B3A1E',
  scallion: '#6BA34A',
  scallionLight: '#9CCB6C',
  plate: '#FFFFFF',
  plateRim: '#EFE3D1',
  wood: '#DCA66A',
  woodLight: '#E7BA84',
  kraft: '#D7B085',
  kraftLight: '#E8CCA5',
  kraftDark: '#C0966A',
  eggWhite: '#FFFDF6',
  bread: '#FFF3DC',
  rice: '#FFFDF8',
  riceShade: '#EFE6D6',
  nori: '#23312A',
  ham: '#F2A3A3',
  hamDeep: '#DD7F88',
  tomato: '#E5533D',
  lettuce: '#8CC152',
  cheese: '#FFBE2E',
  tuna: '#E8CDA9',
  floss: '#C98A4B',
  flossDeep: '#9E5F2C',
} as const

// ───────────────────────────── primitives ─────────────────────────────

type Attrs = Record<string, string | number | undefined>

/** Coordinates to one decimal: keeps files small and output stable. */
const f = (v: number): string => String(Math.round(v * 10) / 10)
/** Scale factors need two decimals. */
const f2 = (v: number): string => String(Math.round(v * 100) / 100)

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : v}"`)
    .join('')

const el = (tag: string, a: Attrs, inner?: string): string =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`

const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a })
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a })
const circ = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a })
const path = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a })
const line = (d: string, color: string, width: number, a: Attrs = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  })
const g = (inner: string | string[], a: Attrs = {}) =>
  el('g', a, Array.isArray(inner) ? inner.join('') : inner)
const poly = (pts: number[], fill: string, a: Attrs = {}) =>
  el('polygon', { points: pts.map(f).join(' '), fill, ...a })
const text = (x: number, y: number, size: number, content: string, fill: string, a: Attrs = {}) =>
  el(
    'text',
    {
      x,
      y,
      'font-family': 'sans-serif',
      'font-size': size,
      'font-weight': 700,
      'text-anchor': 'middle',
      fill,
      ...a,
    },
    content,
  )
/** translate + optional rotate + optional scale, as a transform attribute value. */
const tf = (x: number, y: number, s = 1, rot = 0): string =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s !== 1 ? ` scale(${f2(s)})` : ''}`
const at = (x: number, y: number, s: number, rot: number, inner: string | string[]) =>
  g(inner, { transform: tf(x, y, s, rot) })
const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.14) =>
  ell(cx, cy, rx, ry, C.soy, { opacity })
/** Rounded rectangle whose ends are semicircles (a "stadium"), centred on cx, cy. */
const stadium = (cx: number, cy: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  rect(cx - w / 2, cy - h / 2, w, h, fill, { rx: Math.min(w, h) / 2, ...a })

// Per-file unique ids for clip paths.
let idCounter = 0
const nextId = (prefix: string) => `${prefix}${++idCounter}`
const clipped = (shape: string, inner: string | string[]): string => {
  const id = nextId('c')
  return `<clipPath id="${id}">${shape}</clipPath>` + g(inner, { 'clip-path': `url(#${id})` })
}

// ───────────────────────────── deterministic randomness ─────────────────────────────

type Rng = () => number
function rng(seed: string): Rng {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619)
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const between = (r: Rng, a: number, b: number) => a + (b - a) * r()
type Pt = [number, number]
const inEllipse = (r: Rng, cx: number, cy: number, rx: number, ry: number): Pt => {
  const t = r() * Math.PI * 2
  const d = Math.sqrt(r())
  return [cx + Math.cos(t) * rx * d, cy + Math.sin(t) * ry * d]
}
const inRect = (r: Rng, x: number, y: number, w: number, h: number): Pt => [x + r() * w, y + r() * h]
/** Many round dots as one path (zero-ish length segments with round caps). */
const dots = (pts: Pt[], color: string, size: number, a: Attrs = {}) =>
  pts.length ? line(pts.map(([x, y]) => `M${f(x)} ${f(y)}h.1`).join(''), color, size, a) : ''
/** Many short strokes (rice grains, shreds) as one path. */
const dashes = (r: Rng, pts: Pt[], len: number, color: string, width: number, a: Attrs = {}) =>
  pts.length
    ? line(
        pts
          .map(([x, y]) => {
            const t = r() * Math.PI
            return `M${f(x)} ${f(y)}l${f(Math.cos(t) * len)} ${f(Math.sin(t) * len)}`
          })
          .join(''),
        color,
        width,
        a,
      )
    : ''
const many = <T>(n: number, fn: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => fn(i))

// ───────────────────────────── shared props ─────────────────────────────

const plate = (cx: number, cy: number, rx: number, ry: number) =>
  shadow(cx + 10, cy + 16, rx, ry, 0.12) +
  ell(cx, cy, rx, ry, C.plate, { stroke: C.plateRim, 'stroke-width': 3 }) +
  ell(cx, cy + 4, rx * 0.76, ry * 0.72, 'none', { stroke: C.plateRim, 'stroke-width': 3 })

const leafIcon = (x: number, y: number, s: number, color: string = C.scallion) =>
  at(x, y, s, -30, [
    path('M0 -20C14 -12 14 10 0 20C-14 10 -14 -12 0 -20Z', color),
    line('M0 -14V16', '#FFFFFF', 2, { opacity: 0.7 }),
  ])

const scallionBits = (r: Rng, cx: number, cy: number, rx: number, ry: number, n: number) =>
  many(n, () => {
    const [x, y] = inEllipse(r, cx, cy, rx, ry)
    return circ(x, y, between(r, 4, 6.5), 'none', {
      stroke: r() < 0.5 ? C.scallion : C.scallionLight,
      'stroke-width': 3,
    })
  }).join('')

const sauceDish = (x: number, y: number, s: number, sauce: string) =>
  at(x, y, s, 0, [
    shadow(4, 8, 46, 17),
    ell(0, 0, 46, 18, C.plate, { stroke: C.plateRim, 'stroke-width': 3 }),
    ell(0, 1, 34, 12, sauce),
    ell(-10, -2, 10, 3, '#FFFFFF', { opacity: 0.35 }),
  ])

// ───────────────────────────── dishes: egg crepes ─────────────────────────────

type CrepeFilling = 'cheese' | 'corn' | 'tuna' | 'bacon'

/** A flattened spiral (the rolled crepe seen end-on), as a polyline path. */
function spiral(cx: number, cy: number, rx: number, ry: number, turns: number, phase: number) {
  const steps = Math.round(turns * 22)
  const pts: string[] = []
  for (let i = 0; i <= steps; i++) {
    const t = phase + (i / steps) * turns * Math.PI * 2
    const k = 0.18 + (0.82 * i) / steps
    const c = Math.cos(t)
    const sn = Math.sin(t)
    const x = cx + Math.sign(c) * Math.abs(c) ** 0.55 * rx * k
    const y = cy + Math.sign(sn) * Math.abs(sn) ** 0.55 * ry * k
    pts.push(`${i ? 'L' : 'M'}${f(x)} ${f(y)}`)
  }
  return pts.join('')
}

function crepeFace(r: Rng, cx: number, cy: number, w: number, h: number, fill: CrepeFilling) {
  const layer = (inset: number, color: string) =>
    rect(cx - w / 2 + inset, cy - h / 2 + inset, w - 2 * inset, h - 2 * inset, color, {
      rx: (h - 2 * inset) / 2,
    })
  const fillColor = { cheese: '#FF9F1C', corn: '#FFE27A', tuna: C.tuna, bacon: '#D9695A' }[fill]
  const out = [
    layer(0, '#D88F3F'),
    layer(h * 0.06, C.yolk),
    dots(
      many(7, () => inEllipse(r, cx, cy, w * 0.36, h * 0.3)),
      C.scallion,
      h * 0.07,
    ),
    // the filling, rolled in with the egg
    line(spiral(cx, cy, w * 0.36, h * 0.3, 1.3, 2), fillColor, h * 0.1),
    stadium(cx, cy, w * 0.34, h * 0.22, fillColor),
    // the crepe sheet spiralling through
    line(spiral(cx, cy, w * 0.42, h * 0.38, 1.75, 0.4), '#FBE3B4', h * 0.06),
  ]
  if (fill === 'cheese') {
    const dx = cx + w * 0.12
    out.push(
      path(
        `M${f(dx - h * 0.12)} ${f(cy + h * 0.3)}C${f(dx - h * 0.12)} ${f(cy + h * 0.64)} ${f(dx + h * 0.12)} ${f(cy + h * 0.64)} ${f(dx + h * 0.12)} ${f(cy + h * 0.3)}Z`,
        '#FF9F1C',
      ),
    )
  } else if (fill === 'corn') {
    out.push(
      dots(
        many(6, () => inEllipse(r, cx, cy, w * 0.3, h * 0.22)),
        '#FFC21A',
        h * 0.12,
      ),
    )
  } else if (fill === 'tuna') {
    out.push(
      dashes(
        r,
        many(7, () => inEllipse(r, cx, cy, w * 0.3, h * 0.2)),
        h * 0.07,
        '#A87A52',
        h * 0.045,
      ),
    )
  } else {
    out.push(line(spiral(cx, cy, w * 0.3, h * 0.24, 0.9, 2.6), '#B5473A', h * 0.06))
  }
  return out.join('')
}

/** One cut piece of a rolled egg crepe. `faceId` reuses a face drawn once in <defs> (same size). */
function crepePiece(
  r: Rng,
  cx: number,
  cy: number,
  w: number,
  h: number,
  fill: CrepeFilling,
  rot = 0,
  faceId?: string,
) {
  const d = h * 0.6
  const top = cy - h / 2 - d
  const drizzle = (x0: number) => {
    const y0 = top + between(r, d * 0.15, d * 0.35)
    return `M${f(x0)} ${f(y0)}Q${f(x0 + w * 0.12)} ${f(y0 + d * between(r, 0.2, 0.5))} ${f(x0 + w * 0.22)} ${f(y0 + d * 0.7)}`
  }
  const out = [
    shadow(cx + 6, cy + h * 0.45, w * 0.55, h * 0.2, 0.16),
    rect(cx - w / 2, top, w, h + d, '#E3A252', { rx: h / 2 }),
    rect(cx - w / 2 + w * 0.08, top + h * 0.06, w * 0.84, h * 0.42, '#EFBA6C', { rx: h * 0.21 }),
    ...many(3, () => {
      const [x, y] = inEllipse(r, cx, top + d * 0.55, w * 0.35, d * 0.3)
      return ell(x, y, between(r, w * 0.05, w * 0.1), between(r, h * 0.05, h * 0.09), C.toast, {
        opacity: 0.55,
      })
    }),
    line(drizzle(cx - w * between(r, 0.3, 0.4)) + drizzle(cx + w * between(r, -0.05, 0.1)), C.soy, h * 0.07, {
      opacity: 0.85,
    }),
    faceId ? el('use', { href: `#${faceId}`, x: cx, y: cy }) : crepeFace(r, cx, cy, w, h, fill),
  ]
  return rot ? g(out, { transform: `rotate(${f(rot)} ${f(cx)} ${f(cy)})` }) : out.join('')
}

const crepeWhole = (fill: CrepeFilling) => (r: Rng) => {
  const faceId = nextId('face')
  return [
    `<defs>${g(crepeFace(r, 0, 0, 88, 54, fill), { id: faceId })}</defs>`,
    ...[
      [-170, -8, -6],
      [-85, 8, 3],
      [0, -8, -3],
      [85, 8, 5],
      [170, -8, -4],
    ]
      .sort((a, b) => a[1] - b[1])
      .map(([x, y, rot]) => crepePiece(r, x * 1.1, y, 88, 54, fill, rot, faceId)),
    scallionBits(r, -150, 78, 50, 12, 5),
    at(100, 96, 1.3, 0, crepeFillingSide(r, fill, 0, 0)),
  ].join('')
}

/**
 * What is rolled inside, laid beside the pieces so the four crepes are told apart at a glance:
 * a folded cheese slice, two strips of bacon, a heap of corn kernels, a scoop of tuna.
 */
function crepeFillingSide(r: Rng, fill: CrepeFilling, cx: number, cy: number) {
  if (fill === 'cheese')
    return [
      shadow(cx + 6, cy + 22, 78, 14, 0.14),
      poly([cx - 70, cy - 14, cx + 36, cy - 34, cx + 74, cy + 12, cx - 32, cy + 32], '#F59E0B'),
      poly([cx - 66, cy - 18, cx + 34, cy - 38, cx + 70, cy + 6, cx - 30, cy + 26], C.cheese),
      path(
        `M${cx + 34} ${cy - 38}L${cx + 70} ${cy + 6}Q${cx + 76} ${cy + 30} ${cx + 58} ${cy + 34}Q${cx + 56} ${cy + 14} ${cx + 44} ${cy + 4}Z`,
        '#F59E0B',
      ),
      circ(cx - 20, cy - 6, 6, '#F59E0B'),
      circ(cx + 16, cy + 6, 4.5, '#F59E0B'),
      circ(cx + 2, cy - 20, 3.5, '#F59E0B'),
    ].join('')
  if (fill === 'bacon') {
    const strip = (dy: number) => {
      const y = cy + dy
      const wave = (o: number) =>
        `M${cx - 80} ${y + o}C${cx - 48} ${y - 16 + o} ${cx - 20} ${y + 16 + o} ${cx + 10} ${y + o}S${cx + 60} ${y - 16 + o} ${cx + 82} ${y + o}`
      return [line(wave(0), '#B5473A', 22), line(wave(-2), '#FFE4D6', 5), line(wave(6), '#E07A68', 4)].join(
        '',
      )
    }
    return [shadow(cx + 4, cy + 30, 86, 12, 0.14), strip(-10), strip(18)].join('')
  }
  if (fill === 'corn')
    return [
      shadow(cx + 4, cy + 24, 70, 14, 0.14),
      ell(cx, cy + 8, 64, 24, '#F5B82E'),
      ...many(26, () => {
        const [x, y] = inEllipse(r, cx, cy + 4, 58, 22)
        return ell(x, y, 7, 5.5, '#FFD23F', { stroke: '#E39A1F', 'stroke-width': 1.6 })
      }),
    ].join('')
  return [
    shadow(cx + 4, cy + 24, 66, 14, 0.14),
    ell(cx, cy + 6, 62, 26, '#E8CDA9'),
    ...many(14, () => {
      const [x, y] = inEllipse(r, cx, cy + 2, 52, 20)
      return ell(x, y, between(r, 8, 14), between(r, 4, 7), '#F3DEC2', {
        stroke: '#C49A6C',
        'stroke-width': 1.5,
      })
    }),
    scallionBits(r, cx + 10, cy - 4, 30, 8, 4),
  ].join('')
}

const crepeClose = (fill: CrepeFilling) => (r: Rng) =>
  [
    crepePiece(r, -150, -30, 210, 115, fill, -6),
    crepePiece(r, 165, -40, 200, 110, fill, 5),
    crepePiece(r, 0, 95, 290, 150, fill, -2),
    scallionBits(r, 230, 150, 50, 20, 5),
  ].join('')

// ───────────────────────────── dishes: toast & sandwiches ─────────────────────────────

type BandKind = 'flat' | 'wave' | 'lettuce' | 'egg' | 'tomato' | 'cucumber' | 'tuna'
type Band = [color: string, thickness: number, kind?: BandKind]

/**
 * One half of a sandwich cut on the diagonal, lying flat: the bread's triangular top face pointing
 * away, and the cut face towards the viewer showing its layers (bands listed top to bottom).
 */
function sandwichHalf(r: Rng, s: number, bands: Band[], topFace: string, crust: string) {
  const y0 = 0.1 * s
  const apex = -0.55 * s
  const total = bands.reduce((sum, b) => sum + b[1], 0) * s
  const strip = rect(-s, y0, 2 * s, total, '#000', { rx: s * 0.05 })
  const inner: string[] = []
  const outside: string[] = []
  let y = y0
  for (const [color, t0, kind = 'flat'] of bands) {
    const t = t0 * s
    if (kind === 'wave' || kind === 'lettuce') {
      const amp = kind === 'lettuce' ? t * 0.5 : t * 0.25
      const step = s * 0.16
      let d = `M${f(-s)} ${f(y + t + 1)}V${f(y + amp / 2)}`
      for (let x = -s; x < s; x += step) d += `q${f(step / 2)} ${f(-amp)} ${f(step)} 0`
      d += `V${f(y + t + 1)}Z`
      inner.push(path(d, color))
      if (kind === 'lettuce')
        outside.push(
          path(
            `M${f(-s + 2)} ${f(y)}q${f(-t * 1.4)} ${f(t * 0.2)} ${f(-t * 0.7)} ${f(t * 0.8)}q${f(-t * 0.6)} ${f(t * 0.5)} ${f(t * 0.9)} ${f(t * 0.6)}Z`,
            color,
          ),
          path(
            `M${f(s - 2)} ${f(y)}q${f(t * 1.4)} ${f(t * 0.2)} ${f(t * 0.7)} ${f(t * 0.8)}q${f(t * 0.6)} ${f(t * 0.5)} ${f(-t * 0.9)} ${f(t * 0.6)}Z`,
            color,
          ),
        )
    } else {
      inner.push(rect(-s, y, 2 * s, t + 1, color))
    }
    if (kind === 'egg') inner.push(ell(s * 0.1, y + t / 2, s * 0.42, t * 0.4, C.yolk))
    if (kind === 'tomato')
      inner.push(
        dots(
          many(6, (i) => [-s * 0.75 + i * s * 0.3, y + t / 2] as Pt),
          '#F7B59F',
          t * 0.35,
        ),
      )
    if (kind === 'cucumber')
      inner.push(
        dots(
          many(7, (i) => [-s * 0.8 + i * s * 0.27, y + t / 2] as Pt),
          '#E4F2C6',
          t * 0.4,
        ),
      )
    if (kind === 'tuna') {
      inner.push(
        dashes(
          r,
          many(18, () => inRect(r, -s * 0.85, y + t * 0.2, s * 1.7, t * 0.6)),
          t * 0.18,
          '#A87A52',
          t * 0.09,
        ),
      )
      inner.push(
        dots(
          many(6, () => inRect(r, -s * 0.8, y + t * 0.3, s * 1.6, t * 0.4)),
          '#FFC21A',
          t * 0.16,
        ),
      )
    }
    y += t
  }
  return [
    shadow(s * 0.08, y0 + total, s * 1.05, s * 0.1, 0.16),
    ...outside,
    clipped(strip, inner),
    rect(-s, y0, 2 * s, total, 'none', { rx: s * 0.05, stroke: crust, 'stroke-width': s * 0.035 }),
    path(`M0 ${f(apex)}L${f(s)} ${f(y0)}L${f(-s)} ${f(y0)}Z`, topFace, {
      stroke: crust,
      'stroke-width': s * 0.07,
      'stroke-linejoin': 'round',
    }),
    line(`M${f(-s * 0.5)} ${f(y0 - s * 0.08)}L${f(-s * 0.12)} ${f(apex + s * 0.22)}`, '#FFFFFF', s * 0.035, {
      opacity: 0.6,
    }),
  ].join('')
}

interface SandwichStyle {
  bands: Band[]
  top: string
  crust: string
}

const sandwichWhole = (st: SandwichStyle) => (r: Rng) =>
  [
    at(108, -18, 1, 5, sandwichHalf(r, 100, st.bands, st.top, st.crust)),
    at(-108, -6, 1, -4, sandwichHalf(r, 100, st.bands, st.top, st.crust)),
  ].join('')

const sandwichClose = (st: SandwichStyle) => (r: Rng) =>
  [
    at(190, -110, 1, 10, sandwichHalf(r, 120, st.bands, st.top, st.crust)),
    at(-45, 15, 1, -3, sandwichHalf(r, 190, st.bands, st.top, st.crust)),
  ].join('')

const BREAD: Band = ['#FFF4DE', 0.15]
const TOASTED: Band = ['#FBE2B0', 0.17]

const CLUB: SandwichStyle = {
  top: '#FFF4DE',
  crust: C.crust,
  bands: [
    BREAD,
    [C.ham, 0.08, 'wave'],
    [C.cheese, 0.04],
    ['#8FC460', 0.06, 'cucumber'],
    ['#FFF4DE', 0.12],
    [C.lettuce, 0.07, 'lettuce'],
    [C.eggWhite, 0.11, 'egg'],
    [C.tomato, 0.07, 'tomato'],
    BREAD,
  ],
}
const HAM_EGG: SandwichStyle = {
  top: '#EDBF75',
  crust: '#A9652A',
  bands: [TOASTED, [C.ham, 0.09, 'wave'], [C.eggWhite, 0.14, 'egg'], TOASTED],
}
const TUNA_SAND: SandwichStyle = {
  top: '#FFF4DE',
  crust: C.crust,
  bands: [BREAD, [C.lettuce, 0.06, 'lettuce'], [C.tuna, 0.16, 'tuna'], ['#8FC460', 0.06, 'cucumber'], BREAD],
}

const TOAST_SHAPE =
  'M-100 90L-100 -40C-128 -52 -126 -118 -70 -112C-40 -140 40 -140 70 -112C126 -118 128 -52 100 -40L100 90Z'

function thickToast(r: Rng) {
  const inner = g(path(TOAST_SHAPE, '#F0C27C'), { transform: 'translate(0 -3) scale(.86)' })
  const spread = path(
    'M-70 -60C-40 -95 30 -92 62 -70C85 -40 78 40 55 62C20 80 -40 78 -66 52C-86 20 -88 -30 -70 -60Z',
    '#C98D4E',
  )
  return g(
    [
      path(TOAST_SHAPE, '#A9652A', { transform: 'translate(0 70)' }),
      rect(-100, 90, 200, 70, '#C47A35'),
      rect(-100, 90, 200, 10, '#A9652A', { opacity: 0.5 }),
      path(TOAST_SHAPE, C.crust),
      inner,
      spread,
      line('M-50 -40q20 -18 40 0t40 0M-56 10q22 -16 44 0t44 0M-44 46q18 -12 36 0t36 0', '#A86B34', 5, {
        opacity: 0.7,
      }),
      dots(
        many(14, () => inEllipse(r, 0, -5, 60, 60)),
        '#E7BD85',
        7,
      ),
      dots(
        many(6, () => inEllipse(r, 0, -5, 60, 60)),
        '#7A4A22',
        5,
      ),
      line('M0 -128V90M-100 -12H100', '#8A5225', 3, { opacity: 0.4 }),
    ],
    { transform: 'scale(1 .62)' },
  )
}

const toastWhole = (r: Rng) => [shadow(8, 70, 150, 28), at(0, 0, 1.25, -4, thickToast(r))].join('')

function toastBlock(r: Rng, x: number, y: number, w: number, d: number, t: number) {
  return [
    shadow(x + w / 2 + 8, y + d + t + 4, w * 0.55, 12),
    rect(x, y + d - 4, w, t + 4, '#FBE8C4', { rx: 6 }),
    dots(
      many(10, () => inRect(r, x + 10, y + d + 8, w - 20, t - 16)),
      '#EFD3A2',
      6,
    ),
    rect(x, y + d + t - 8, w, 8, C.crust, { rx: 4 }),
    rect(x, y, w, d, '#E6AE63', { rx: 10, stroke: C.crust, 'stroke-width': 5 }),
    rect(x + 14, y + 12, w - 28, d - 24, '#C98D4E', { rx: 12 }),
    line(
      `M${f(x + w * 0.2)} ${f(y + d * 0.45)}q${f(w * 0.15)} ${f(-d * 0.2)} ${f(w * 0.3)} 0t${f(w * 0.3)} 0`,
      '#A86B34',
      5,
      { opacity: 0.7 },
    ),
    dots(
      many(5, () => inRect(r, x + 12, y + 10, w - 24, d - 20)),
      '#E7BD85',
      7,
    ),
  ].join('')
}

const toastClose = (r: Rng) =>
  [
    toastBlock(r, -215, -160, 190, 110, 80),
    toastBlock(r, 25, -170, 190, 110, 80),
    toastBlock(r, -235, 10, 200, 115, 85),
    toastBlock(r, 40, 25, 200, 115, 85),
    at(250, 190, 1, 0, [
      shadow(0, 6, 40, 12),
      ell(0, 0, 36, 13, '#C98D4E'),
      ell(-8, -3, 10, 3, '#FFFFFF', { opacity: 0.3 }),
    ]),
  ].join('')

// ───────────────────────────── dishes: rice ─────────────────────────────

type RiceKind = 'white' | 'purple'

function riceHalf(r: Rng, cx: number, cy: number, rx: number, ry: number, kind: RiceKind, film = false) {
  const purple = kind === 'purple'
  const face = purple ? '#7A4C80' : C.rice
  const body = purple ? '#5F3965' : C.riceShade
  const grain = purple ? '#94689A' : '#EDE3D2'
  const lift = ry * 0.5
  const out = [
    shadow(cx + 8, cy + ry * 0.8, rx * 1.05, ry * 0.28, 0.16),
    ell(cx, cy - lift, rx, ry, body),
    rect(cx - rx, cy - lift, rx * 2, lift, body),
    dashes(
      r,
      many(14, () => inEllipse(r, cx, cy - lift * 1.3, rx * 0.85, ry * 0.6)),
      ry * 0.08,
      grain,
      ry * 0.06,
    ),
    ell(cx, cy, rx, ry, face),
    dashes(
      r,
      many(26, () => inEllipse(r, cx, cy, rx * 0.9, ry * 0.88)),
      ry * 0.08,
      grain,
      ry * 0.06,
    ),
  ]
  if (purple)
    out.push(
      dashes(
        r,
        many(8, () => inEllipse(r, cx, cy, rx * 0.85, ry * 0.85)),
        ry * 0.07,
        '#FFF8F0',
        ry * 0.055,
      ),
    )
  // filling
  const fx = cx
  const fy = cy + ry * 0.02
  out.push(ell(fx, fy, rx * 0.58, ry * 0.5, '#D29A55'))
  out.push(
    line(
      many(16, () => {
        const [x, y] = inEllipse(r, fx, fy - ry * 0.22, rx * 0.45, ry * 0.18)
        return `M${f(x)} ${f(y)}q${f(between(r, -8, 8))} ${f(between(r, -8, 0))} ${f(between(r, -10, 10))} ${f(between(r, -3, 3))}`
      }).join(''),
      '#9E5F2C',
      ry * 0.045,
    ),
  )
  // 油條 (fried dough) across the middle
  out.push(
    rect(fx - rx * 0.5, fy - ry * 0.08, rx, ry * 0.26, '#E5A64B', {
      rx: ry * 0.12,
      stroke: '#C27C2C',
      'stroke-width': ry * 0.03,
    }),
  )
  out.push(
    dots(
      many(6, (i) => [fx - rx * 0.38 + i * rx * 0.15, fy + ry * 0.05 + (i % 2 ? -1 : 1) * ry * 0.03] as Pt),
      '#F7D491',
      ry * 0.07,
    ),
  )
  // 菜脯 and egg bits
  out.push(
    dots(
      many(6, () => inEllipse(r, fx, fy + ry * 0.3, rx * 0.38, ry * 0.08)),
      '#7E4E24',
      ry * 0.07,
    ),
  )
  out.push(
    dots(
      many(4, () => inEllipse(r, fx, fy + ry * 0.3, rx * 0.38, ry * 0.08)),
      C.yolk,
      ry * 0.08,
    ),
  )
  if (film) {
    out.push(
      path(
        `M${f(cx - rx - 4)} ${f(cy - lift * 0.2)}C${f(cx - rx * 0.6)} ${f(cy + ry * 0.15)} ${f(cx + rx * 0.6)} ${f(cy + ry * 0.15)} ${f(cx + rx + 4)} ${f(cy - lift * 0.2)}L${f(cx + rx + 4)} ${f(cy + ry * 0.5)}C${f(cx + rx * 0.5)} ${f(cy + ry * 1.1)} ${f(cx - rx * 0.5)} ${f(cy + ry * 1.1)} ${f(cx - rx - 4)} ${f(cy + ry * 0.5)}Z`,
        '#FFFFFF',
        { opacity: 0.45, stroke: '#FFFFFF', 'stroke-width': 2 },
      ),
    )
  }
  return out.join('')
}

const riceRollWhole = (kind: RiceKind) => (r: Rng) =>
  [riceHalf(r, 100, -5, 92, 72, kind, true), riceHalf(r, -95, 30, 96, 76, kind)].join('')

const riceRollClose = (kind: RiceKind) => (r: Rng) =>
  [riceHalf(r, 205, -60, 110, 88, kind, true), riceHalf(r, -50, 75, 190, 150, kind)].join('')

const ONIGIRI = 'M0 -96C26 -96 104 36 98 62C92 86 -92 86 -98 62C-104 36 -26 -96 0 -96Z'

function onigiri(r: Rng, s: number, cut: boolean) {
  const grains = many(cut ? 30 : 24, () => {
    const [x, y] = inRect(r, -80, -80, 160, 150)
    return [x, y] as Pt
  }).filter(([x, y]) => Math.abs(x) < (y + 96) * 0.55)
  const floss = (cx: number, cy: number, rx: number, ry: number) =>
    ell(cx, cy, rx, ry, C.floss) +
    line(
      many(12, () => {
        const [x, y] = inEllipse(r, cx, cy, rx * 0.85, ry * 0.8)
        return `M${f(x)} ${f(y)}q${f(between(r, -6, 6))} ${f(between(r, -6, 0))} ${f(between(r, -8, 8))} ${f(between(r, -3, 3))}`
      }).join(''),
      C.flossDeep,
      2.5,
    )
  return g(
    [
      shadow(6, 80, 100, 16, 0.16),
      path(ONIGIRI, C.rice, { stroke: C.riceShade, 'stroke-width': 4 }),
      dashes(r, grains, 6, '#EEE5D5', 4.5),
      cut ? floss(0, 0, 42, 36) : floss(0, -38, 26, 18),
      clipped(path(ONIGIRI, '#000'), [
        rect(-50, 20, 100, 80, C.nori),
        line('M-30 26V96M0 26V96M30 26V96', '#3C5046', 2),
      ]),
    ],
    { transform: `scale(${f2(s)})` },
  )
}

const onigiriWhole = (r: Rng) =>
  [at(85, -25, 1, 10, onigiri(r, 1.1, false)), at(-75, 15, 1, -6, onigiri(r, 1.2, false))].join('')
const onigiriClose = (r: Rng) =>
  [at(200, -40, 1, 12, onigiri(r, 1.3, false)), at(-60, 30, 1, -4, onigiri(r, 2.2, true))].join('')

function radishSlab(r: Rng, x: number, y: number, w: number, d: number, t: number) {
  return [
    shadow(x + w / 2 + 8, y + d + t, w * 0.55, 10),
    rect(x, y + d - 6, w, t + 6, '#F6E8CB', { rx: 5 }),
    dashes(
      r,
      many(Math.round(w / 14), () => inRect(r, x + 8, y + d + 4, w - 16, t - 10)),
      9,
      '#E6D0A2',
      3,
    ),
    rect(x, y + d + t - 6, w, 6, '#D9954A', { rx: 3 }),
    rect(x, y, w, d, '#F4DFAE', { rx: 8, stroke: '#D9954A', 'stroke-width': 4 }),
    ...many(5, () => {
      const [px, py] = inRect(r, x + w * 0.15, y + d * 0.2, w * 0.7, d * 0.6)
      return ell(px, py, between(r, w * 0.1, w * 0.2), between(r, d * 0.1, d * 0.2), '#DC9A45', {
        opacity: 0.75,
      })
    }),
    dashes(
      r,
      many(Math.round(w / 12), () => inRect(r, x + 10, y + 8, w - 20, d - 16)),
      8,
      '#E9CB8E',
      3,
    ),
    dots(
      many(5, () => inRect(r, x + 14, y + 10, w - 28, d - 20)),
      '#B8722E',
      5,
    ),
  ].join('')
}

const radishWhole = (r: Rng) =>
  [
    radishSlab(r, -200, -95, 150, 80, 28),
    radishSlab(r, -75, -70, 150, 80, 28),
    radishSlab(r, 50, -45, 150, 80, 28),
    sauceDish(150, 85, 1, C.soy),
    scallionBits(r, -80, 75, 90, 12, 6),
  ].join('')

const radishClose = (r: Rng) =>
  [
    radishSlab(r, 60, -190, 200, 100, 40),
    radishSlab(r, -270, -90, 320, 170, 65),
    sauceDish(200, 130, 1.6, C.soy),
    scallionBits(r, 190, 20, 70, 22, 8),
  ].join('')

// ───────────────────────────── dishes: burgers & snacks ─────────────────────────────

function porkMuffin(r: Rng, drip = false) {
  const w = 220
  return [
    shadow(6, 58, 140, 16, 0.16),
    rect(-w / 2, 18, w, 38, '#D9A765', { rx: 16 }),
    rect(-w / 2, 18, w, 20, '#EDCB93', { rx: 10 }),
    rect(-w / 2 - 8, -14, w + 16, 36, '#7B4A2B', { rx: 17 }),
    dots(
      many(14, () => inRect(r, -w / 2, -6, w, 22)),
      '#5E351C',
      5,
    ),
    dots(
      many(6, () => inRect(r, -w / 2, -10, w, 10)),
      '#9A6239',
      5,
    ),
    rect(-w / 2 + 6, -22, w - 12, 12, C.cheese, { rx: 4 }),
    poly([-w / 2 + 10, -14, -w / 2 + 40, -14, -w / 2 + 22, 12], C.cheese),
    poly([w / 2 - 50, -14, w / 2 - 14, -14, w / 2 - 30, 16], C.cheese),
    rect(-w / 2 + 2, -44, w - 4, 28, C.eggWhite, { rx: 14 }),
    ell(10, -30, 46, 15, C.yolk),
    drip ? path('M26 -22C26 0 44 6 44 -8C44 -14 40 -18 36 -24Z', C.yolk) : '',
    ell(0, -38, 30, 6, '#FFFFFF', { opacity: 0.5 }),
    rect(-w / 2, -100, w, 60, '#EBC68B', { rx: 26 }),
    rect(-w / 2, -100, w, 34, '#D59D57', { rx: 22 }),
    ell(-50, -88, 40, 8, '#E8B36C', { opacity: 0.8 }),
    dots(
      many(16, () => inRect(r, -w / 2 + 14, -96, w - 28, 50)),
      '#FFF3D6',
      4,
    ),
    dots(
      many(8, () => inRect(r, -w / 2 + 14, 22, w - 28, 30)),
      '#FFF3D6',
      4,
    ),
  ].join('')
}

function bumpy(r: Rng, cx: number, cy: number, rx: number, ry: number, n: number, amp: number) {
  let d = ''
  for (let i = 0; i <= n; i++) {
    const t = (i / n) * Math.PI * 2
    const k = 1 + (i === n ? 0 : between(r, -amp, amp))
    const x = cx + Math.cos(t) * rx * k
    const y = cy + Math.sin(t) * ry * k
    if (i === 0) d += `M${f(x)} ${f(y)}`
    else {
      const tm = ((i - 0.5) / n) * Math.PI * 2
      d += `Q${f(cx + Math.cos(tm) * rx * (1 + amp * 1.6))} ${f(cy + Math.sin(tm) * ry * (1 + amp * 1.6))} ${f(x)} ${f(y)}`
    }
  }
  return d + 'Z'
}

function chickenBurger(r: Rng) {
  const seeds = many(18, () => {
    const [x, y] = inEllipse(r, 0, -70, 95, 28)
    return [x, y] as Pt
  })
  return [
    shadow(6, 66, 150, 16, 0.16),
    path('M-112 32H112V52Q112 66 96 66H-96Q-112 66 -112 52Z', '#E0A159'),
    rect(-112, 30, 224, 12, '#F1C488'),
    path(bumpy(r, 0, 10, 138, 28, 22, 0.08), '#C97F2A'),
    path(bumpy(r, 0, 6, 132, 24, 22, 0.06), '#E9A444'),
    dots(
      many(16, () => inEllipse(r, 0, 6, 120, 18)),
      '#F6CB7E',
      6,
    ),
    path(
      'M-128 -14q16 16 32 0t32 0t32 0t32 0t32 0t32 0t32 0t32 0V-2q-16 16 -32 0t-32 0t-32 0t-32 0t-32 0t-32 0t-32 0t-32 0Z',
      C.lettuce,
    ),
    line('M-100 -8q10 8 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0', '#FFFDF2', 6),
    path('M-116 -16C-116 -126 116 -126 116 -16Z', '#E08E3C'),
    path('M-90 -60C-80 -100 -20 -112 20 -108C-30 -96 -70 -80 -90 -60Z', '#F3B067'),
    dashes(r, seeds, 4, '#FFF6DF', 5),
  ].join('')
}

function hashBrown(r: Rng, cx: number, cy: number, w: number, h: number, rot: number) {
  return g(
    [
      shadow(6, h * 0.55, w * 0.55, h * 0.3, 0.16),
      stadium(0, 12, w, h, '#C98530'),
      stadium(0, 0, w, h, '#F0B64A', { stroke: '#DC982F', 'stroke-width': 5 }),
      dashes(
        r,
        many(22, () => inEllipse(r, 0, 0, w * 0.42, h * 0.32)),
        12,
        '#F9D77E',
        3.5,
      ),
      dashes(
        r,
        many(10, () => inEllipse(r, 0, 0, w * 0.42, h * 0.32)),
        10,
        '#D38E2C',
        3,
      ),
    ],
    { transform: tf(cx, cy, 1, rot) },
  )
}

const hashWhole = (r: Rng) =>
  [
    hashBrown(r, 70, -30, 230, 110, 8),
    hashBrown(r, -70, 25, 230, 110, -6),
    sauceDish(185, 80, 0.9, C.tomato),
  ].join('')

function hashHalf(r: Rng, cx: number, cy: number, side: -1 | 1) {
  const w = 300
  const h = 150
  const top = -h / 2 - 10
  const bottom = h / 2 + 12
  const zigzag = `L-12 -40L10 -18L-10 8L12 30L-6 ${bottom}`
  const jag = `M0 ${top}${zigzag}`
  const edge = side * w
  const keep = `M${edge} ${-h}H0V${top}${zigzag}V${h}H${edge}Z`
  return g(
    [
      shadow(side * 70, h * 0.6, w * 0.3, h * 0.22, 0.16),
      clipped(path(keep, '#000'), [
        stadium(0, 14, w, h, '#C98530'),
        stadium(0, 0, w, h, '#F0B64A', { stroke: '#DC982F', 'stroke-width': 6 }),
        dashes(
          r,
          many(24, () => inEllipse(r, 0, 0, w * 0.42, h * 0.32)),
          16,
          '#F9D77E',
          4.5,
        ),
        dashes(
          r,
          many(10, () => inEllipse(r, 0, 0, w * 0.42, h * 0.32)),
          13,
          '#D38E2C',
          4,
        ),
      ]),
      line(jag, '#FBE7B0', 12),
      dashes(
        r,
        many(6, (i) => [between(r, -8, 8), -60 + i * 24] as Pt),
        8,
        '#F3D48B',
        3,
      ),
    ],
    { transform: tf(cx, cy, 1, side * 6) },
  )
}

const hashClose = (r: Rng) =>
  [
    at(0, -10, 1.3, 0, hashHalf(r, -50, 10, -1) + hashHalf(r, 60, -10, 1)),
    sauceDish(230, 160, 1.3, C.tomato),
  ].join('')

/** Half-moon dumpling outline with a scalloped (pleated) top edge. */
const DUMPLING = (() => {
  const n = 12
  let d = 'M-64 12'
  for (let i = 1; i <= n; i++) {
    const t = Math.PI - (i / n) * Math.PI
    const tm = Math.PI - ((i - 0.5) / n) * Math.PI
    d += `Q${f(Math.cos(tm) * 70)} ${f(12 - Math.sin(tm) * 56)} ${f(Math.cos(t) * 64)} ${f(12 - Math.sin(t) * 48)}`
  }
  return d + 'C44 30 -44 30 -64 12Z'
})()

function dumpling(r: Rng, x: number, y: number, s: number, rot: number, cut = false) {
  const pleats = many(5, (i) => {
    const t = Math.PI - ((i + 1) / 6) * Math.PI
    const px = Math.cos(t) * 60
    const py = 12 - Math.sin(t) * 44
    return `M${f(px)} ${f(py)}Q${f(px * 0.9 + 4)} ${f(py + 10)} ${f(px * 0.75)} ${f(py + 20)}`
  }).join('')
  return g(
    [
      shadow(4, 22, 62, 10, 0.16),
      clipped(path(DUMPLING, '#000'), [
        path(DUMPLING, '#F8ECD4'),
        path('M34 -30C56 -16 66 4 62 14L44 16C48 -4 44 -18 34 -30Z', '#EEDAB5'),
        ell(0, 24, 76, 18, '#E2A860'),
        ell(0, 28, 66, 12, '#B8722E'),
      ]),
      line(pleats, '#E0C89D', 3),
      cut
        ? ell(0, -4, 36, 20, '#F8ECD4') +
          ell(0, -4, 30, 15, '#C98B6B') +
          dots(
            many(6, () => inEllipse(r, 0, -4, 24, 10)),
            C.lettuce,
            5,
          )
        : '',
    ],
    { transform: tf(x, y, s, rot) },
  )
}

const dumplingWhole = (r: Rng) =>
  [
    ...[
      [-190, -42, 4],
      [-64, -50, -2],
      [64, -50, 2],
      [190, -42, -4],
      [-128, 30, -3],
      [0, 24, 0],
      [128, 30, 3],
    ].map(([x, y, rot]) => dumpling(r, x, y, 1.08, rot)),
    sauceDish(215, 105, 0.85, C.soy),
  ].join('')

const dumplingClose = (r: Rng) =>
  [
    dumpling(r, 190, -90, 1.7, 6),
    dumpling(r, -150, -60, 1.7, -8),
    dumpling(r, 0, 90, 2.7, 0, true),
    sauceDish(240, 150, 1.3, C.soy),
  ].join('')

function soupBowl(r: Rng, s = 1) {
  return g(
    [
      shadow(10, 86, 200, 36, 0.14),
      ell(0, 70, 190, 42, C.plate, { stroke: C.plateRim, 'stroke-width': 3 }),
      path('M-150 -30C-150 60 -80 95 0 95C80 95 150 60 150 -30Z', '#FFFDF8'),
      path('M90 -20C130 -16 148 -24 150 -30C150 30 120 70 70 88C110 50 110 10 90 -20Z', C.plateRim),
      ell(0, -30, 150, 46, C.plate, { stroke: '#EADCC7', 'stroke-width': 3 }),
      ell(0, -28, 134, 38, '#F29A2E'),
      path('M-134 -28C-130 -58 130 -58 134 -28C110 -48 -110 -48 -134 -28Z', '#E4831F'),
      line('M-40 -30c0 -14 50 -14 50 0s-30 14 -40 4s10 -16 22 -8', '#FFF6E6', 6),
      dots(
        many(8, () => inEllipse(r, 30, -24, 80, 18)),
        C.scallion,
        5,
      ),
      ...[
        [-80, -30],
        [60, -40],
        [88, -20],
      ].map(([x, y]) => rect(x, y, 18, 14, '#E0A04A', { rx: 4, stroke: '#C8843D', 'stroke-width': 2 })),
    ],
    { transform: s === 1 ? undefined : `scale(${f2(s)})` },
  )
}

const soupWhole = (r: Rng) => at(0, -5, 1.05, 0, soupBowl(r))
const soupClose = (r: Rng) =>
  [
    at(-60, 20, 1.45, 0, soupBowl(r)),
    // pumpkin wedge
    at(230, 150, 1, -10, [
      shadow(0, 30, 90, 14),
      path('M-90 10C-60 -60 60 -60 90 10Z', '#F29A2E'),
      path('M-90 10C-60 40 60 40 90 10C60 26 -60 26 -90 10Z', '#4E7A3A'),
      dots(
        many(6, () => inEllipse(r, 0, -10, 40, 10)),
        '#FCE3B5',
        6,
      ),
    ]),
    line('M160 -160L270 -60', '#D8D0C4', 16),
    ell(150, -172, 30, 20, '#E9E2D7', { transform: 'rotate(40 150 -172)' }),
  ].join('')

// ───────────────────────────── drinks ─────────────────────────────

interface Drink {
  liquid: string
  surface: string
  ice?: boolean
  foam?: string
  straw: string
  props: (r: Rng, x: number, y: number, s: number) => string
}

const teaLeaf = (x: number, y: number, s: number, rot: number) =>
  at(x, y, s, rot, [
    path('M0 -24C18 -14 18 12 0 24C-18 12 -18 -14 0 -24Z', C.scallion),
    line('M0 -18V20', '#4E7E36', 2.5),
  ])
const soybean = (x: number, y: number, s: number, rot: number) =>
  at(x, y, s, rot, [
    ell(0, 0, 13, 10, '#F1D384'),
    ell(-3, -3, 5, 3, '#FBEBB8'),
    line('M6 -2v5', '#B89445', 2.5),
  ])
const peanut = (x: number, y: number, s: number, rot: number) =>
  at(x, y, s, rot, [
    ell(0, 0, 14, 9, '#E9C08A'),
    path('M-14 0A14 9 0 0 1 6 -8.5L2 9A14 9 0 0 1 -14 0Z', '#B55F3A'),
  ])
const sugarCube = (x: number, y: number, s: number, rot: number) =>
  at(x, y, s, rot, [rect(-12, -12, 24, 24, '#FFFFFF', { rx: 4, stroke: '#EFE3D1', 'stroke-width': 2 })])

const scatter =
  (items: ((x: number, y: number, s: number, rot: number) => string)[]) =>
  (r: Rng, x: number, y: number, s: number) =>
    many(7, (i) => {
      const [px, py] = inEllipse(r, x, y, 80 * s, 26 * s)
      return items[i % items.length](px, py, s * between(r, 0.85, 1.15), between(r, -60, 60))
    }).join('')

function milkJug(x: number, y: number, s: number) {
  return at(x, y, s, 0, [
    shadow(4, 58, 50, 10),
    path('M28 -30C44 -30 52 -10 40 10', 'none', { stroke: '#F1E6D6', 'stroke-width': 9 }),
    path('M-36 -50L-44 -62H26L30 -50C40 -20 40 30 34 56H-34C-40 30 -44 -20 -36 -50Z', '#FFFFFF', {
      stroke: '#EFE3D1',
      'stroke-width': 3,
    }),
    ell(-8, -56, 30, 5, '#FFFDF5'),
  ])
}

const DRINKS: Record<string, Drink> = {
  'black-tea': {
    liquid: '#B5652C',
    surface: '#C97C3C',
    ice: true,
    straw: C.scallion,
    props: (r, x, y, s) => scatter([teaLeaf, teaLeaf, sugarCube])(r, x, y, s),
  },
  'soy-milk': {
    liquid: '#F4E4C1',
    surface: '#FBF1DA',
    foam: '#FFFBF0',
    straw: C.scallion,
    props: (r, x, y, s) => scatter([soybean])(r, x, y, s),
  },
  'rice-milk': {
    liquid: '#D9B98F',
    surface: '#E6CBA5',
    straw: C.toast,
    props: (r, x, y, s) => scatter([peanut, peanut, soybean])(r, x, y, s),
  },
  'milk-tea': {
    liquid: '#CC9865',
    surface: '#DDB184',
    ice: true,
    straw: C.toast,
    props: (r, x, y, s) =>
      milkJug(x - 20 * s, y - 40 * s, s * 0.9) + scatter([teaLeaf])(r, x + 50 * s, y + 10 * s, s * 0.6),
  },
}

/** A clear biodegradable take-out cup; origin at the cup's centre, base at y=150. */
function cup(d: Drink) {
  const hw = (y: number) => 78 - (20 * (y + 120)) / 270
  const top = -92
  const out = [
    shadow(6, 152, 80, 13, 0.16),
    g(
      rect(-7, -250, 14, 200, d.straw, { rx: 5 }) +
        line('M-7 -236l14 -8M-7 -206l14 -8M-7 -176l14 -8', '#FFFFFF', 3, { opacity: 0.6 }),
      {
        transform: 'rotate(12)',
      },
    ),
    path('M-78 -120L78 -120L58 150Q0 158 -58 150Z', '#FFFFFF', {
      opacity: 0.55,
      stroke: '#E3D4BF',
      'stroke-width': 3,
    }),
    path(`M${f(-hw(top) + 5)} ${top}L${f(hw(top) - 5)} ${top}L53 146Q0 153 -53 146Z`, d.liquid),
    ell(0, top, hw(top) - 5, 8, d.surface),
  ]
  if (d.foam) out.push(ell(0, top, hw(top) - 12, 5, d.foam))
  if (d.ice)
    out.push(
      ...[
        [-30, -70, 12],
        [22, -62, -18],
        [-6, -30, 30],
      ].map(([x, y, rot]) =>
        rect(x - 18, y - 18, 36, 36, '#FFFFFF', {
          rx: 7,
          opacity: 0.35,
          stroke: '#FFFFFF',
          'stroke-width': 2,
          transform: `rotate(${rot} ${x} ${y})`,
        }),
      ),
    )
  out.push(
    line('M-62 -100L-46 130', '#FFFFFF', 8, { opacity: 0.45 }),
    path(`M${f(-hw(10))} 10H${f(hw(10))}L${f(hw(80))} 80H${f(-hw(80))}Z`, C.kraft),
    leafIcon(0, 45, 0.9),
    path('M-70 -134Q0 -176 70 -134Z', '#FFFFFF', { opacity: 0.85, stroke: '#E3D4BF', 'stroke-width': 3 }),
    rect(-86, -136, 172, 20, '#FBF7F0', { rx: 10, stroke: '#E3D4BF', 'stroke-width': 3 }),
  )
  return out.join('')
}

/** A short glass tumbler for close-ups; origin centre, base at y=140. */
function glass(d: Drink) {
  const out = [
    shadow(6, 142, 96, 14, 0.16),
    path('M-92 -130L92 -130L80 140Q0 150 -80 140Z', '#FFFFFF', {
      opacity: 0.5,
      stroke: '#E6D8C5',
      'stroke-width': 4,
    }),
    path('M-86 -80L86 -80L76 134Q0 143 -76 134Z', d.liquid),
    ell(0, -80, 86, 12, d.surface),
  ]
  if (d.foam) out.push(ell(0, -80, 74, 8, d.foam))
  if (d.ice)
    out.push(
      ...[
        [-36, -64, 14],
        [28, -58, -20],
        [-4, -20, 32],
      ].map(([x, y, rot]) =>
        rect(x - 24, y - 24, 48, 48, '#FFFFFF', {
          rx: 9,
          opacity: 0.35,
          stroke: '#FFFFFF',
          'stroke-width': 3,
          transform: `rotate(${rot} ${x} ${y})`,
        }),
      ),
    )
  if (d.liquid === DRINKS['milk-tea'].liquid)
    out.push(line('M-60 -40c30 30 90 -10 110 30s-80 30 -90 70', '#F4E4CC', 12, { opacity: 0.8 }))
  out.push(
    line('M-72 -110L-58 120', '#FFFFFF', 10, { opacity: 0.5 }),
    ell(0, -130, 92, 12, 'none', { stroke: '#E6D8C5', 'stroke-width': 4 }),
  )
  return out.join('')
}

function bottle(d: Drink, label: string) {
  return [
    shadow(6, 150, 70, 12, 0.16),
    path(
      'M-52 140V-30Q-52 -70 -26 -92V-128H26V-92Q52 -70 52 -30V140Q52 152 40 152H-40Q-52 152 -52 140Z',
      '#FFFFFF',
      {
        opacity: 0.6,
        stroke: '#E3D4BF',
        'stroke-width': 3,
      },
    ),
    path('M-46 -30Q-46 -52 -36 -62H36Q46 -52 46 -30V138Q46 146 38 146H-38Q-46 146 -46 138Z', d.liquid),
    rect(-30, -150, 60, 28, C.scallion, { rx: 6 }),
    line('M-22 -142h44M-22 -132h44', '#4E7E36', 2),
    rect(-52, 6, 104, 96, C.kraft),
    leafIcon(0, 34, 0.7),
    text(0, 72, label.length > 4 ? 15 : 17, label, C.soy),
    text(0, 94, 12, '冷藏即飲', '#3F6E2A'),
    line('M-40 -50L-36 130', '#FFFFFF', 7, { opacity: 0.45 }),
  ].join('')
}

// ───────────────────────────── dish registry ─────────────────────────────

interface Dish {
  kind: 'food' | 'drink'
  /** The dish as served, about 440×240 around the origin. */
  whole: (r: Rng) => string
  /** A close-up / cut view, about 640×420 around the origin. */
  close: (r: Rng) => string
  /** What it is served with in variant -4: a drink slug for food, a food slug for a drink. */
  pair: string
}

const DISHES: Record<string, Dish> = {
  'cheese-egg-crepe': {
    kind: 'food',
    whole: crepeWhole('cheese'),
    close: crepeClose('cheese'),
    pair: 'black-tea',
  },
  'corn-egg-crepe': { kind: 'food', whole: crepeWhole('corn'), close: crepeClose('corn'), pair: 'soy-milk' },
  'tuna-egg-crepe': { kind: 'food', whole: crepeWhole('tuna'), close: crepeClose('tuna'), pair: 'milk-tea' },
  'bacon-egg-crepe': {
    kind: 'food',
    whole: crepeWhole('bacon'),
    close: crepeClose('bacon'),
    pair: 'black-tea',
  },
  'club-sandwich': { kind: 'food', whole: sandwichWhole(CLUB), close: sandwichClose(CLUB), pair: 'milk-tea' },
  'ham-egg-toast': {
    kind: 'food',
    whole: sandwichWhole(HAM_EGG),
    close: sandwichClose(HAM_EGG),
    pair: 'black-tea',
  },
  'peanut-thick-toast': { kind: 'food', whole: toastWhole, close: toastClose, pair: 'milk-tea' },
  'tuna-sandwich': {
    kind: 'food',
    whole: sandwichWhole(TUNA_SAND),
    close: sandwichClose(TUNA_SAND),
    pair: 'soy-milk',
  },
  'classic-rice-ball': {
    kind: 'food',
    whole: riceRollWhole('white'),
    close: riceRollClose('white'),
    pair: 'soy-milk',
  },
  'purple-rice-ball': {
    kind: 'food',
    whole: riceRollWhole('purple'),
    close: riceRollClose('purple'),
    pair: 'rice-milk',
  },
  'pork-floss-rice-ball': { kind: 'food', whole: onigiriWhole, close: onigiriClose, pair: 'soy-milk' },
  'radish-cake': { kind: 'food', whole: radishWhole, close: radishClose, pair: 'black-tea' },
  'pork-muffin': {
    kind: 'food',
    whole: (r) => at(0, 15, 1.15, 0, porkMuffin(r)),
    close: (r) => at(0, 40, 1.7, 0, porkMuffin(r, true)),
    pair: 'milk-tea',
  },
  'chicken-burger': {
    kind: 'food',
    whole: (r) => at(0, 10, 1.12, 0, chickenBurger(r)),
    close: (r) => at(0, 50, 1.65, 0, chickenBurger(r)),
    pair: 'black-tea',
  },
  'hash-brown': { kind: 'food', whole: hashWhole, close: hashClose, pair: 'black-tea' },
  'pan-fried-dumplings': { kind: 'food', whole: dumplingWhole, close: dumplingClose, pair: 'soy-milk' },
  'pumpkin-soup': { kind: 'food', whole: soupWhole, close: soupClose, pair: 'peanut-thick-toast' },
  'black-tea': { kind: 'drink', whole: () => '', close: () => '', pair: 'cheese-egg-crepe' },
  'soy-milk': { kind: 'drink', whole: () => '', close: () => '', pair: 'classic-rice-ball' },
  'rice-milk': { kind: 'drink', whole: () => '', close: () => '', pair: 'radish-cake' },
  'milk-tea': { kind: 'drink', whole: () => '', close: () => '', pair: 'ham-egg-toast' },
}

// ───────────────────────────── scenes (800×600) ─────────────────────────────

const W = 800
const H = 600

const svgDoc = (title: string, w: number, h: number, body: string, defs = '', viewBox = `0 0 ${w} ${h}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${w}" height="${h}" role="img">` +
  `<title>${title}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`

const GINGHAM =
  '<pattern id="gh" width="56" height="56" patternUnits="userSpaceOnUse">' +
  `<rect width="56" height="56" fill="${C.clothBase}"/>` +
  `<rect width="28" height="56" fill="${C.yolk}" fill-opacity=".16"/>` +
  `<rect width="56" height="28" fill="${C.yolk}" fill-opacity=".16"/></pattern>`

const clothBackground = (top = 150) =>
  rect(0, 0, W, H, C.cream) + rect(0, top, W, H - top, 'url(#gh)') + rect(0, top, W, 6, '#F1D6B0')

function boardBackground(r: Rng) {
  const grain = many(7, (i) => {
    const y = 140 + i * 58 + between(r, -10, 10)
    return `M110 ${f(y)}C300 ${f(y + between(r, -14, 14))} 480 ${f(y + between(r, -14, 14))} 690 ${f(y)}`
  }).join('')
  return [
    rect(0, 0, W, H, C.cream),
    rect(58, 92, 690, 470, C.soy, { rx: 40, opacity: 0.12 }),
    rect(50, 78, 690, 470, C.wood, { rx: 40 }),
    rect(66, 92, 658, 440, C.woodLight, { rx: 30 }),
    line(grain, C.toast, 3, { opacity: 0.28 }),
    circ(700, 120, 14, C.cream),
  ].join('')
}

/** Short display name for labels: drops a 季節限定 style prefix. */
const shortName = (title: string) => title.split(' ').pop() ?? title

function foodBox(r: Rng, dish: Dish, title: string) {
  const win = rect(-200, -108, 400, 170, '#000', { rx: 18 })
  return [
    shadow(20, 160, 270, 24, 0.16),
    poly([-230, -130, 230, -130, 270, -166, -190, -166], C.kraftLight),
    poly([230, -130, 270, -166, 270, 116, 230, 152], C.kraftDark),
    rect(-230, -130, 460, 282, C.kraft),
    rect(-200, -108, 400, 170, '#FFF9F0', { rx: 18 }),
    clipped(win, at(0, -20, 0.62, 0, dish.whole(r))),
    rect(-200, -108, 400, 170, 'none', { rx: 18, stroke: '#FFFFFF', 'stroke-width': 5, opacity: 0.8 }),
    line('M-170 -90L-120 -40', '#FFFFFF', 8, { opacity: 0.5 }),
    rect(-170, 78, 340, 60, '#FFFDF6', { rx: 14 }),
    leafIcon(-138, 108, 0.75),
    text(-30, 118, 28, shortName(title), C.soy),
    rect(58, 92, 98, 32, C.scallion, { rx: 16 }),
    text(107, 114, 17, '微波即食', '#FFFFFF'),
  ].join('')
}

function drinkScene(title: string, slug: string, variant: number, r: Rng): string {
  const d = DRINKS[slug]
  const name = shortName(title)
  if (variant === 1)
    return (
      clothBackground() +
      ell(400, 470, 150, 40, C.toast, { opacity: 0.9 }) +
      ell(400, 464, 150, 40, C.woodLight) +
      d.props(r, 190, 480, 1) +
      at(400, 310, 1.05, 0, cup(d)) +
      d.props(r, 620, 500, 1)
    )
  if (variant === 2) return boardBackground(r) + at(290, 305, 1.15, 0, glass(d)) + d.props(r, 560, 410, 1.8)
  if (variant === 3)
    return (
      clothBackground() +
      at(520, 365, 1.12, 6, bottle(d, name)) +
      at(330, 372, 1.3, 0, bottle(d, name)) +
      d.props(r, 620, 520, 0.9)
    )
  const food = DISHES[DISHES[slug].pair]
  return (
    clothBackground() +
    plate(290, 390, 220, 120) +
    at(290, 372, 0.64, 0, food.whole(r)) +
    at(610, 330, 0.82, 0, cup(d))
  )
}

function foodScene(title: string, slug: string, variant: number, r: Rng): string {
  const dish = DISHES[slug]
  if (variant === 1)
    return (
      clothBackground() +
      (slug === 'pumpkin-soup' ? '' : plate(400, 365, 300, 170)) +
      at(400, 350, 1, 0, dish.whole(r))
    )
  if (variant === 2) return boardBackground(r) + at(395, 315, 1, 0, dish.close(r))
  if (variant === 3) return clothBackground() + at(380, 330, 1, 0, foodBox(r, dish, title))
  const pair = dish.pair
  const side = DRINKS[pair]
    ? at(610, 330, 0.82, 0, cup(DRINKS[pair]))
    : plate(600, 420, 160, 90) + at(600, 390, 0.6, 0, DISHES[pair].whole(r))
  if (slug === 'pumpkin-soup') return clothBackground() + side + at(270, 360, 0.95, 0, soupBowl(r))
  return clothBackground() + plate(290, 390, 220, 120) + at(290, 372, 0.66, 0, dish.whole(r)) + side
}

/**
 * The part of each 800 × 600 scene a product picture shows: the dish and the cloth it stands on,
 * without the empty wall band above the table and its edge (y < 156). Still 4:3, so the frames crop as before.
 */
const PRODUCT_CROP = '104 156 592 444'
/** The close-ups on the wooden board: the board itself (it ends at y 548). */
const BOARD_CROP = '104 92 592 444'

function productImage(slug: string, title: string, variant: number): string {
  idCounter = 0
  const r = rng(`${slug}-${variant}`)
  const dish = DISHES[slug]
  if (!dish) throw new Error(`No drawing for "${slug}" (${title}); add it to DISHES.`)
  const body =
    dish.kind === 'drink' ? drinkScene(title, slug, variant, r) : foodScene(title, slug, variant, r)
  const label = ['', '', '特寫', '包裝', '早餐組合'][variant] ?? ''
  return svgDoc(
    label ? `${title}（${label}）` : title,
    W,
    H,
    body,
    body.includes('url(#gh)') ? GINGHAM : '',
    variant === 2 ? BOARD_CROP : PRODUCT_CROP,
  )
}

// ───────────────────────────── app artwork ─────────────────────────────

const EGG_WHITE = 'M-30 -4C-34 -26 -10 -36 6 -30C24 -36 38 -20 32 -4C40 12 26 32 6 28C-10 36 -34 22 -30 -4Z'

function eggMark() {
  return [
    path(EGG_WHITE, C.eggWhite, { stroke: '#F1E2C8', 'stroke-width': 2 }),
    circ(2, 0, 14, C.yolk),
    circ(-3, -5, 4, '#FFFFFF', { opacity: 0.7 }),
  ].join('')
}

/** 200×48, the aspect src/components/layout/Logo.tsx sizes it by. */
function logo(): string {
  // a fried egg in a soy-brown disc, with the morning sun's rays rising over it
  const rays = many(5, (i) => {
    const t = Math.PI * (1.15 + i * 0.175)
    return `M${f(26 + Math.cos(t) * 20.5)} ${f(27 + Math.sin(t) * 20.5)}L${f(26 + Math.cos(t) * 25.5)} ${f(27 + Math.sin(t) * 25.5)}`
  }).join('')
  return svgDoc(
    '早餐店',
    200,
    48,
    [
      line(rays, C.yolk, 3.5),
      circ(26, 27, 17, C.soy),
      at(26, 27.5, 0.43, 0, eggMark()),
      text(56, 37, 28, '早餐店', C.soy, { 'text-anchor': 'start', 'letter-spacing': 3 }),
    ].join(''),
  )
}

function favicon(): string {
  return svgDoc(
    '早餐店',
    64,
    64,
    [rect(0, 0, 64, 64, C.soy, { rx: 14 }), at(32, 33, 0.9, 0, eggMark())].join(''),
  )
}

function steam(x: number, y: number, s: number) {
  return at(
    x,
    y,
    s,
    0,
    line('M-16 0c-10 -14 10 -20 0 -34M0 -4c-10 -14 10 -20 0 -34M16 0c-10 -14 10 -20 0 -34', '#FFFFFF', 5, {
      opacity: 0.8,
    }),
  )
}

function hero(): string {
  idCounter = 0
  const r = rng('hero')
  const wood = many(9, (i) => `M0 ${410 + i * 56}H1600`).join('')
  const body = [
    rect(0, 0, 1600, 900, C.cream),
    // morning sun
    circ(1420, 140, 96, C.yolk, { opacity: 0.3 }),
    circ(1420, 140, 62, C.yolk, { opacity: 0.65 }),
    // table and placemat
    rect(0, 380, 1600, 520, C.wood),
    line(wood, C.toast, 3, { opacity: 0.3 }),
    rect(0, 380, 1600, 12, C.toast, { opacity: 0.5 }),
    rect(600, 430, 960, 440, 'url(#gh)', { rx: 30 }),
    // drinks at the back
    at(720, 470, 0.86, 0, cup(DRINKS['soy-milk'])),
    at(1470, 480, 0.8, 0, cup(DRINKS['black-tea'])),
    // onigiri and radish cake at the back
    plate(1230, 530, 170, 80),
    at(1230, 505, 0.55, 0, onigiriWhole(r)),
    // the crepe plate and the sandwich plate in front
    plate(930, 680, 260, 135),
    at(930, 665, 0.85, 0, crepeWhole('cheese')(r)),
    steam(930, 545, 1.3),
    plate(1330, 750, 210, 110),
    at(1330, 745, 0.72, 0, sandwichWhole(CLUB)(r)),
    plate(680, 800, 130, 62),
    at(680, 790, 0.42, 0, radishSlab(r, -160, -70, 150, 80, 28) + radishSlab(r, 10, -55, 150, 80, 28)),
    leafIcon(1110, 845, 1),
    leafIcon(1140, 836, 0.8, C.scallionLight),
  ].join('')
  return svgDoc('擺滿台式早餐的餐桌', 1600, 900, body, GINGHAM)
}

function featureEasy(): string {
  return svgDoc(
    '簡單方便：微波加熱即可',
    200,
    200,
    [
      circ(100, 100, 96, C.cream),
      rect(34, 60, 132, 90, C.soy, { rx: 12 }),
      rect(44, 70, 86, 70, '#FFF1DA', { rx: 8 }),
      ell(87, 118, 30, 8, C.plate),
      ell(87, 112, 20, 10, C.yolk),
      rect(138, 74, 20, 8, C.yolk, { rx: 4 }),
      circ(148, 100, 7, '#FFFFFF'),
      circ(148, 122, 7, '#FFFFFF'),
      line('M74 52c-6 -8 6 -12 0 -20M88 52c-6 -8 6 -12 0 -20M102 52c-6 -8 6 -12 0 -20', C.toast, 4),
      circ(150, 150, 22, C.scallion),
      line('M150 138v13l8 6', '#FFFFFF', 4),
    ].join(''),
  )
}

function featureHealthy(): string {
  return svgDoc(
    '低卡路里並標示營養成分',
    200,
    200,
    [
      circ(100, 100, 96, C.cream),
      rect(50, 36, 100, 130, '#FFFFFF', { rx: 10, stroke: C.plateRim, 'stroke-width': 4 }),
      rect(78, 28, 44, 16, C.toast, { rx: 6 }),
      ...[
        [C.yolk, 70],
        [C.scallion, 50],
        [C.toast, 60],
        ['#E5533D', 34],
      ].map(([color, w], i) => rect(64, 62 + i * 22, Number(w), 10, String(color), { rx: 5 })),
      leafIcon(150, 150, 1.2),
    ].join(''),
  )
}

function featureEco(): string {
  return svgDoc(
    '環保可分解包裝',
    200,
    200,
    [
      circ(100, 100, 96, C.cream),
      poly([48, 84, 152, 84, 168, 66, 64, 66], C.kraftLight),
      poly([152, 84, 168, 66, 168, 140, 152, 158], C.kraftDark),
      rect(48, 84, 104, 74, C.kraft),
      path('M100 54C132 30 150 52 146 70C120 78 104 70 100 54Z', C.scallion),
      line('M104 56C118 58 130 62 142 68', '#FFFFFF', 3, { opacity: 0.7 }),
      leafIcon(100, 120, 1.2),
    ].join(''),
  )
}

function about(): string {
  idCounter = 0
  const r = rng('about')
  const rows = many(6, (i) => `M${40 + i * 20} ${560 + i * 34}Q300 ${520 + i * 30} 560 ${560 + i * 34}`).join(
    '',
  )
  const body = [
    rect(0, 0, 1200, 800, C.cream),
    circ(260, 170, 80, C.yolk, { opacity: 0.85 }),
    line(
      many(12, (i) => {
        const t = (i / 12) * Math.PI * 2
        return `M${f(260 + Math.cos(t) * 100)} ${f(170 + Math.sin(t) * 100)}L${f(260 + Math.cos(t) * 124)} ${f(170 + Math.sin(t) * 124)}`
      }).join(''),
      C.yolk,
      8,
    ),
    path('M0 470C200 380 420 400 720 480V800H0Z', '#A9D17C'),
    path('M0 520C180 470 420 470 720 540V800H0Z', '#8CC152'),
    line(rows, '#6BA34A', 10, { opacity: 0.8 }),
    // barn
    poly([420, 420, 500, 360, 580, 420], '#C0513A'),
    rect(430, 420, 140, 90, '#E5533D'),
    rect(480, 450, 40, 60, '#FFF6E9'),
    // produce basket
    at(250, 610, 1, 0, [
      shadow(0, 70, 150, 18),
      circ(-70, -10, 40, '#8CC152'),
      line('M-92 -14q22 -18 44 0M-90 4q20 -14 40 0', '#6BA34A', 5),
      ell(10, -10, 26, 34, C.eggWhite, { stroke: '#F1E2C8', 'stroke-width': 3 }),
      ell(48, -6, 24, 31, '#F6E7CF'),
      path('M80 10C70 -30 100 -70 110 -70C120 -70 128 -30 118 10Z', '#FFD23F'),
      line('M96 -50V6M108 -56V6', '#E5A800', 4),
      path('M-130 0H140L120 70H-110Z', C.kraft),
      line('M-120 24H130M-114 48H124', C.kraftDark, 4),
    ]),
    // path of dots to the table
    line('M640 560C720 500 760 520 820 460', C.toast, 8, { 'stroke-dasharray': '2 22', opacity: 0.7 }),
    path('M812 440L842 452L818 476Z', C.toast, { opacity: 0.7 }),
    // table
    rect(680, 560, 520, 240, C.wood),
    rect(680, 560, 520, 14, C.toast, { opacity: 0.5 }),
    plate(930, 620, 190, 70),
    at(930, 600, 0.5, 0, crepeWhole('corn')(r)),
    at(1110, 520, 0.55, 0, cup(DRINKS['soy-milk'])),
    at(770, 600, 0.42, 0, onigiri(r, 1, false)),
    steam(930, 520, 1),
  ].join('')
  return svgDoc('從在地農場到餐桌的早餐', 1200, 800, body)
}

// The 404 and empty-cart pictures have no background of their own: they sit on the page's.
function notFound(): string {
  const body = [
    text(300, 130, 110, '404', C.toast, { opacity: 0.35 }),
    plate(280, 330, 190, 70),
    // the egg sliding off the plate, with motion lines
    at(500, 300, 1.6, 18, [
      shadow(4, 26, 34, 8),
      path(EGG_WHITE, C.eggWhite, { stroke: '#F1E2C8', 'stroke-width': 2 }),
      circ(2, 0, 14, C.yolk),
      circ(-3, -5, 4, '#FFFFFF', { opacity: 0.7 }),
    ]),
    line('M380 280h40M370 304h50M386 328h30', C.toast, 5, { opacity: 0.6 }),
    // surprised face on the plate
    circ(250, 320, 6, C.soy),
    circ(310, 320, 6, C.soy),
    ell(280, 346, 10, 8, C.soy),
  ].join('')
  return svgDoc('找不到頁面：荷包蛋從盤子上滑走了', 600, 450, body)
}

function emptyCart(): string {
  const body = [
    shadow(200, 250, 120, 14),
    path('M130 110H270L286 250H114Z', C.kraft),
    path('M130 110H270L276 130H124Z', C.kraftDark, { opacity: 0.5 }),
    line('M160 110V92C160 64 240 64 240 92V110', C.soy, 7),
    leafIcon(250, 226, 0.7, C.scallion),
    circ(176, 162, 5, C.soy),
    circ(224, 162, 5, C.soy),
    line('M186 180q14 -8 28 0', C.soy, 4),
    line('M300 80l16 -12M310 100h20M296 62l6 -18', C.toast, 4, { opacity: 0.6 }),
  ].join('')
  return svgDoc('空空的購物袋', 400, 300, body)
}

// ───────────────────────────── write everything ─────────────────────────────

/**
 * Every picture, drawn in memory: its path from the repository's root and its SVG text. The
 * product pictures are the ones the seed's products name (mocks/seed/products.ts).
 */
export function drawAll(): Map<string, string> {
  const files = new Map<string, string>()
  for (const product of seedProducts) {
    for (const url of [product.imageUrl, ...product.imagesUrl]) {
      // Stored URLs are absolute (on the fake's origin): the file name is what matters here.
      const match = /^\/seed-images\/([a-z0-9-]+)-(\d+)\.svg$/.exec(new URL(url).pathname)
      if (!match) throw new Error(`Unexpected image url ${url} for ${product.title}`)
      const [, slug, n] = match
      files.set(`${SEED_IMAGES_FOLDER}/${slug}-${n}.svg`, productImage(slug, product.title, Number(n)))
    }
  }
  files.set('src/assets/logo.svg', logo())
  files.set('public/favicon.svg', favicon())
  files.set('src/assets/hero.svg', hero())
  files.set('src/assets/feature-easy.svg', featureEasy())
  files.set('src/assets/feature-healthy.svg', featureHealthy())
  files.set('src/assets/feature-eco.svg', featureEco())
  files.set('src/assets/about.svg', about())
  files.set('src/assets/not-found.svg', notFound())
  files.set('src/assets/empty-cart.svg', emptyCart())
  return files
}

/** The largest file each kind of picture may be (bytes): the hero is the largest drawing. */
const sizeLimit = (file: string) => (file.includes('hero') ? 25_000 : file.includes('seed') ? 12_000 : 25_000)

/** Writes every picture under `root` (stale seed pictures removed first); false if one is too big. */
export function writeAll(root: string): boolean {
  const seedImagesDir = join(root, SEED_IMAGES_FOLDER)
  mkdirSync(seedImagesDir, { recursive: true })
  for (const name of readdirSync(seedImagesDir)) if (name.endsWith('.svg')) rmSync(join(seedImagesDir, name))

  const written: { file: string; bytes: number }[] = []
  for (const [file, svg] of drawAll()) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), svg)
    written.push({ file, bytes: Buffer.byteLength(svg) })
  }

  const tooBig = written.filter((w) => w.bytes > sizeLimit(w.file))
  const largest = [...written].sort((a, b) => b.bytes - a.bytes)[0]
  console.log(`wrote ${written.length} SVG files; largest ${largest.file} (${largest.bytes} bytes)`)
  for (const w of tooBig) console.error(`too big: ${w.file} ${w.bytes} bytes`)
  return tooBig.length === 0
}

// Run as a script (not when a test imports the drawings).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outIndex = process.argv.indexOf('--out')
  const root = outIndex > 0 ? resolve(process.argv[outIndex + 1] ?? '.') : repositoryRoot
  if (!writeAll(root)) process.exitCode = 1
}
