import { useFavourites, useToggleFavourite } from './favourites'
import { useAddToCart, type RequireMember } from './useAddToCart'

/**
 * What a shopper can do with a product on the list and the detail page (spec §3, §5): favourite
 * it and add it to the cart, both for members only (`requireMember`, the account feature's check
 * handed in by the route).
 */
export function useProductActions(requireMember: RequireMember) {
  const favourites = useFavourites()
  const toggleFavourite = useToggleFavourite(requireMember)
  const { addToCart, addingProductIds } = useAddToCart(requireMember)
  return { favourites, toggleFavourite, addToCart, addingProductIds }
}
