import { useGetCartQuery } from '@/api/storefront'
import { useFailureDialog } from '@/components/dialogs/useFailureDialog'

/**
 * The navbar's cart badge: the number of lines in the cart for a member, 0 signed out. A failed
 * fetch raises the spec §8 dialog 取得購物車列表失敗 on any page, once per failure (the cart and
 * checkout pages watch the same query under the same key), rather than a silent badge of 0.
 */
export function useCartCount(signedIn: boolean): number {
  const cartQuery = useGetCartQuery(undefined, { skip: !signedIn })
  useFailureDialog('getCart', cartQuery)
  return signedIn ? (cartQuery.data?.carts.length ?? 0) : 0
}
