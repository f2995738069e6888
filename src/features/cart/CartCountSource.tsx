import { useEffect } from 'react'
import { useGetCartQuery } from '@/api/storefront'
import { useFailureDialog } from '@/components/dialogs/useFailureDialog'
import type { CartCountProps } from './CartCount'

/**
 * The member's cart, watched for the navbar's badge: the number of lines in it. A failed fetch
 * raises the spec §8 dialog 取得購物車列表失敗 on any page, once per failure (the cart and checkout
 * pages watch the same query under the same key), rather than a silent badge of 0.
 */
export default function CartCountSource({ onChange }: CartCountProps) {
  const cartQuery = useGetCartQuery()
  useFailureDialog('getCart', cartQuery)
  const count = cartQuery.data?.carts.length ?? 0
  useEffect(() => onChange(count), [onChange, count])
  return null
}
