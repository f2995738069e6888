import { ALLERGEN_KEYS, isFreeOf, isVegetarian, type AllergenKey } from '@/api/food'
import type { Product } from '@/api/types'
import { PARAMS } from './browseUrl'
import { inCategory } from './catalog'

/**
 * Finding a breakfast on /products: search, nutrition and price filters, sort. Pure functions over
 * the product list, so the page, the screen, the tests and `scripts/bench-search.ts` share them.
 *
 * The course API has no search or sort (course-api.md §5.1): it all happens here, on the list the
 * shop already loaded. Every value comes from what an admin stored, which the API keeps as sent
 * (§8.13): calories or protein may be missing, a string or nonsense, and such a product is simply
 * "unknown" for that measure (never matched by a nutrition filter, sorted last).
 */

// ---- Text: forgiving for zh-TW ---------------------------------------------------------------

/**
 * One code point as search compares it: NFKC folds full-width Latin, digits and punctuation into
 * their half-width forms (ＡＢＣ１２３ → abc123, ＂ → ") and compatibility ideographs into the
 * usual ones; then lower case. Whitespace (including the ideographic space U+3000) becomes ''.
 */
function foldChar(char: string): string {
  const folded = char.normalize('NFKC').toLowerCase()
  return /^\s*$/u.test(folded) ? '' : folded.replace(/\s+/gu, '')
}

/**
 * Text as search compares it: NFKC, lower case, no whitespace. (The whole string at once: 25 times
 * faster than code point by code point, which only highlighting needs.)
 */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '')
}

/**
 * The words of a query: split on any whitespace (half- or full-width), each folded. `起司 蛋餅`
 * means both words; `蛋餅` one. Empty when the query has no letters at all.
 */
export function searchTerms(query: string): string[] {
  const terms = query
    .normalize('NFKC')
    .split(/\s+/u)
    .map(foldText)
    .filter((term) => term !== '')
  return [...new Set(terms)]
}

/** One piece of a text to show, matched (highlighted) or not. */
export interface TextPart {
  text: string
  match: boolean
}

/**
 * Splits `text` into matched and unmatched pieces for highlighting: a piece is matched when its
 * folded form is part of an occurrence of a term in the folded text (so `ＢＬＴ` highlights in
 * `blt 三明治`, and `起司蛋餅` highlights across the space in `起司 蛋餅`).
 */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (!text) return []
  if (terms.length === 0) return [{ text, match: false }]
  // Fold code point by code point, remembering which original code point each folded one came from.
  const chars = [...text]
  let folded = ''
  const origin: number[] = []
  chars.forEach((char, index) => {
    const piece = foldChar(char)
    for (let i = 0; i < piece.length; i++) origin.push(index)
    folded += piece
  })
  const marked = new Array<boolean>(chars.length).fill(false)
  for (const term of terms) {
    let from = folded.indexOf(term)
    while (from !== -1) {
      const first = origin[from]
      const last = origin[from + term.length - 1]
      for (let i = first; i <= last; i++) marked[i] = true
      from = folded.indexOf(term, from + 1)
    }
  }
  const parts: TextPart[] = []
  chars.forEach((char, index) => {
    const match = marked[index]
    const previous = parts[parts.length - 1]
    if (previous && previous.match === match) previous.text += char
    else parts.push({ text: char, match })
  })
  return parts
}

// ---- Numbers the API stored as given ---------------------------------------------------------

/** A finite number, or a string of one (`"320"`); null for anything else (missing, `""`, `{}`). */
export function measureOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) ? n : null
  }
  return null
}

export function caloriesOf(product: Product): number | null {
  return measureOf((product as { calories?: unknown }).calories)
}

export function proteinOf(product: Product): number | null {
  const info: unknown = (product as { nutritionalInfo?: unknown }).nutritionalInfo
  if (!info || typeof info !== 'object') return null
  return measureOf((info as { protein?: unknown }).protein)
}

export function priceOf(product: Product): number | null {
  return measureOf((product as { price?: unknown }).price)
}

// ---- What the shopper asked for (the URL's query string) ------------------------------------

export const SORTS = ['recommended', 'price-asc', 'price-desc', 'kcal-asc', 'protein-desc'] as const
export type SortKey = (typeof SORTS)[number]

/** The calorie ceilings offered (kcal) and the high-protein floor (g). */
export const KCAL_LIMITS = [300, 450] as const
export const HIGH_PROTEIN_G = 15

export interface BrowseQuery {
  q: string
  sort: SortKey
  category: string | null
  maxKcal: number | null
  minProtein: number | null
  minPrice: number | null
  maxPrice: number | null
  /** 不含…: the allergens the product must be free of (only products that list theirs can be). */
  freeOf: readonly AllergenKey[]
  /** 素食 only. */
  vegetarian: boolean
}

/** The filters, none set (search, category and sort aside): 清除篩選條件. */
export const NO_FILTERS: Pick<
  BrowseQuery,
  'maxKcal' | 'minProtein' | 'minPrice' | 'maxPrice' | 'freeOf' | 'vegetarian'
> = {
  maxKcal: null,
  minProtein: null,
  minPrice: null,
  maxPrice: null,
  freeOf: [],
  vegetarian: false,
}

/** Everything back to the plain list (sort kept: it narrows nothing). */
export const CLEARED: Omit<BrowseQuery, 'sort'> = { q: '', category: null, ...NO_FILTERS }

/** The plain list: nothing searched or chosen, the recommended order. */
export const EMPTY_QUERY: BrowseQuery = { ...CLEARED, sort: 'recommended' }

export { PARAMS, BROWSE_PENDING_ATTR, releaseBrowsePending } from './browseUrl'

/** The URL parameter each part of the query lives in (./browseUrl: every part has one). */
const QUERY_PARAMS: Readonly<Record<keyof BrowseQuery, string>> = PARAMS

function nonNegative(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 ? n : null
}

/** Reads the query from the URL; anything unknown or malformed is ignored (a hand-edited link). */
export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const sort = params.get(QUERY_PARAMS.sort)
  return {
    q: params.get(QUERY_PARAMS.q) ?? '',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'recommended',
    category: params.get(QUERY_PARAMS.category)?.trim() || null,
    maxKcal: nonNegative(params.get(QUERY_PARAMS.maxKcal)),
    minProtein: nonNegative(params.get(QUERY_PARAMS.minProtein)),
    minPrice: nonNegative(params.get(QUERY_PARAMS.minPrice)),
    maxPrice: nonNegative(params.get(QUERY_PARAMS.maxPrice)),
    freeOf: allergenList(params.get(QUERY_PARAMS.freeOf)),
    vegetarian: ['1', 'true'].includes(params.get(QUERY_PARAMS.vegetarian) ?? ''),
  }
}

/** `egg,milk` → the known keys in the label's order; unknown words are ignored. */
function allergenList(raw: string | null): AllergenKey[] {
  const words = (raw ?? '').split(',').map((word) => word.trim())
  return ALLERGEN_KEYS.filter((key) => words.includes(key))
}

/**
 * Writes `changes` into the URL's parameters, dropping defaults (so a plain list is `/products`)
 * and keeping parameters that are not the list's own.
 */
export function withBrowseQuery(params: URLSearchParams, changes: Partial<BrowseQuery>): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(changes) as [
    keyof BrowseQuery,
    BrowseQuery[keyof BrowseQuery],
  ][]) {
    const name = QUERY_PARAMS[key]
    const isDefault =
      value === null ||
      value === '' ||
      value === false ||
      (Array.isArray(value) && value.length === 0) ||
      (key === 'sort' && value === 'recommended')
    if (isDefault) next.delete(name)
    else if (value === true) next.set(name, '1')
    else next.set(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  return next
}

/** True when the shopper narrowed the list (search, category, any filter); sort does not narrow. */
export function isNarrowed(query: BrowseQuery): boolean {
  return (
    searchTerms(query.q).length > 0 ||
    query.category !== null ||
    query.maxKcal !== null ||
    query.minProtein !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.freeOf.length > 0 ||
    query.vegetarian
  )
}

// ---- Applying it -----------------------------------------------------------------------------

interface Indexed {
  product: Product
  /** Title, category, description and content, folded, joined by a separator no term contains. */
  haystack: string
  kcal: number | null
  protein: number | null
  price: number | null
}

const SEPARATOR = '\u0000'

function textField(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

// Folding 10,000 products' texts costs more than searching them: done once per product list.
const indexCache = new WeakMap<readonly Product[], Indexed[]>()

function indexOf(products: readonly Product[]): Indexed[] {
  let index = indexCache.get(products)
  if (!index) {
    index = products.map((product) => ({
      product,
      haystack: [product.title, product.category, product.description, product.content]
        .map((field) => foldText(textField(field)))
        .join(SEPARATOR),
      kcal: caloriesOf(product),
      protein: proteinOf(product),
      price: priceOf(product),
    }))
    indexCache.set(products, index)
  }
  return index
}

function compareKnownFirst(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null && b === null) return 0
  if (a === null) return 1
  if (b === null) return -1
  return (a - b) * direction
}

const comparators: Record<Exclude<SortKey, 'recommended'>, (a: Indexed, b: Indexed) => number> = {
  'price-asc': (a, b) => compareKnownFirst(a.price, b.price, 1),
  'price-desc': (a, b) => compareKnownFirst(a.price, b.price, -1),
  'kcal-asc': (a, b) => compareKnownFirst(a.kcal, b.kcal, 1),
  'protein-desc': (a, b) => compareKnownFirst(a.protein, b.protein, -1),
}

/**
 * The products the query selects, in its order. 推薦 keeps the API's order; the other sorts are
 * stable (ties keep the API's order) and put products without the measure last.
 */
export function browseProducts(products: readonly Product[], query: BrowseQuery): Product[] {
  const terms = searchTerms(query.q)
  const selected = indexOf(products).filter(
    (entry) =>
      inCategory(entry.product, query.category) &&
      terms.every((term) => entry.haystack.includes(term)) &&
      (query.maxKcal === null || (entry.kcal !== null && entry.kcal <= query.maxKcal)) &&
      (query.minProtein === null || (entry.protein !== null && entry.protein >= query.minProtein)) &&
      (query.minPrice === null || (entry.price !== null && entry.price >= query.minPrice)) &&
      (query.maxPrice === null || (entry.price !== null && entry.price <= query.maxPrice)) &&
      isFreeOf(entry.product, query.freeOf) &&
      (!query.vegetarian || isVegetarian(entry.product)),
  )
  if (query.sort !== 'recommended') selected.sort(comparators[query.sort])
  return selected.map((entry) => entry.product)
}

/**
 * Where a search matched outside what a card shows (title, category): a short piece of the
 * description or content around the first match, for the card to show highlighted; null when the
 * title or category already shows every word.
 */
export function matchSnippet(product: Product, terms: readonly string[], radius = 16): string | null {
  if (terms.length === 0) return null
  const shown = foldText(`${textField(product.title)}${SEPARATOR}${textField(product.category)}`)
  if (terms.every((term) => shown.includes(term))) return null
  for (const field of [textField(product.description), textField(product.content)]) {
    const chars = [...field]
    const at = chars.findIndex((_, index) =>
      terms.some((term) =>
        foldText(chars.slice(index, index + term.length * 2 + 2).join('')).startsWith(term),
      ),
    )
    if (at === -1) continue
    const start = Math.max(0, at - radius)
    const end = Math.min(chars.length, at + radius * 2)
    return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`
  }
  return null
}
