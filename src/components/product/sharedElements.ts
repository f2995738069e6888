import { paths } from '@/lib/paths'

/**
 * Where a product's picture and name are drawn:
 * - `card`: a card on a list (/products, home, 我的收藏): it moves to the product's page, and back
 *   to it when the shopper goes back;
 * - `related`: a card under another product (「你可能也會喜歡」): it moves to its page only (the
 *   product page it sits on names its own picture when the shopper comes back);
 * - `page`: the product's own page.
 */
export type SharedElementPlace = 'card' | 'related' | 'page'

/**
 * Marks a product's picture or name as one of the shared elements of the view transition between a
 * card and the product's page. Only marks: the names are given by `SharedElementNames` (./SharedElementNames.tsx), to the one
 * card and the one page of the move under way.
 */
export function sharedElement(productId: string, place: SharedElementPlace, part: 'image' | 'title') {
  return { 'data-vt-page': paths.product(productId), 'data-vt-part': `${place}-${part}` }
}
