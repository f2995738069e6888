import { useViewTransitionMove } from '@/components/navigation/viewTransition'
import { paths } from '@/lib/paths'
import styles from './SharedElements.module.css'

/**
 * Where a product's picture and name are drawn:
 * - `card`: a card on a list (/products, home, 我的收藏): it moves to the product's page, and back
 *   to it when the shopper goes back;
 * - `related`: a card under another product (「你可能也會喜歡」): it moves to its page only (the
 *   product page it sits on names its own picture when the shopper comes back);
 * - `page`: the product's own page.
 */
export type SharedElementPlace = 'card' | 'related' | 'page'

export interface SharedElementClasses {
  /** On the product's picture, while it moves. */
  image?: string
  /** On the product's name, while it moves. */
  title?: string
}

const NONE: SharedElementClasses = {}
const SHARED: SharedElementClasses = { image: styles.image, title: styles.title }

const isProductPage = (path: string) => path.startsWith(`${paths.products}/`)

/**
 * The classes naming a product's picture and name for the view transition between a card and the
 * product's page, only on the one card and the one page of the move under way (names must be
 * unique on a page, or the browser skips the transition); none at any other time.
 */
export function useSharedProductElements(productId: string, place: SharedElementPlace): SharedElementClasses {
  const move = useViewTransitionMove()
  if (!move) return NONE
  const page = paths.product(productId)
  const shared =
    place === 'card'
      ? move.to === page || move.from === page
      : place === 'related'
        ? move.to === page
        : // Left for another product, that product's card carries the names on this page.
          move.to === page || (move.from === page && !isProductPage(move.to))
  return shared ? SHARED : NONE
}
