import { useViewTransitionMove } from '@/components/navigation/viewTransition'
import { paths } from '@/lib/paths'
import type { SharedElementPlace } from './sharedElements'

const isProductPage = (path: string) => path.startsWith(`${paths.products}/`)

/** The rules naming `page`'s picture and name where they are drawn as `place`. */
const named = (page: string, place: SharedElementPlace) =>
  (['image', 'title'] as const).map(
    (part) =>
      `[data-vt-page="${page}"][data-vt-part="${place}-${part}"]{view-transition-name:product-${part}}`,
  )

/**
 * The names of the shared elements while a move runs as a view transition, for the whole page in
 * one small stylesheet: the card a product was chosen from and the product's page get
 * `product-image` and `product-title` (and back again), nothing else does. Names must be unique
 * on a page, or the browser skips the transition; given by one element rather than by each card,
 * a move draws no card again. Nothing at any other time. Rendered once, by the storefront's route.
 */
export function SharedElementNames() {
  const move = useViewTransitionMove()
  if (!move) return null
  const rules: string[] = []
  if (isProductPage(move.to))
    rules.push(...named(move.to, 'card'), ...named(move.to, 'related'), ...named(move.to, 'page'))
  if (isProductPage(move.from)) {
    rules.push(...named(move.from, 'card'))
    // Left for another product, that product's card carries the names on this page.
    if (!isProductPage(move.to)) rules.push(...named(move.from, 'page'))
  }
  return <style>{rules.join('\n')}</style>
}
