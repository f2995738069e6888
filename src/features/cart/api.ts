import { priceCart } from '@/api/cart'
import { courseApi, shopPath } from '@/api/courseApi'
import { storefrontApi } from '@/api/storefront'
import type { ApiSuccess, ApplyCouponResponse, CartWriteBody, UpdateCartResponse } from '@/api/types'

/** The cart screen's writes; each one reloads the cart (and so the navbar badge). */
export const cartApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    updateCartLine: build.mutation<UpdateCartResponse, { lineId: string } & CartWriteBody>({
      query: ({ lineId, ...data }) => ({
        url: shopPath(`cart/${encodeURIComponent(lineId)}`),
        method: 'PUT',
        body: { data },
      }),
      // Show the new quantity at once, with the line's amounts and the cart's totals priced as the
      // server prices them (priceCart, shared with the fake); roll back if the server refuses.
      // Written field by field into the cached cart, so the other lines stay the very same objects
      // and the cart's memoised rows re-render only the line changed.
      async onQueryStarted({ lineId, qty }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          storefrontApi.util.updateQueryData('getCart', undefined, (cart) => {
            const priced = priceCart(cart.carts.map((line) => (line.id === lineId ? { ...line, qty } : line)))
            cart.carts.forEach((line, index) => Object.assign(line, priced.carts[index]))
            cart.total = priced.total
            cart.final_total = priced.final_total
          }),
        )
        try {
          await queryFulfilled
        } catch {
          patch.undo()
        }
      },
      invalidatesTags: ['Cart'],
    }),
    deleteCartLine: build.mutation<ApiSuccess, string>({
      query: (lineId) => ({ url: shopPath(`cart/${encodeURIComponent(lineId)}`), method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
    clearCart: build.mutation<ApiSuccess, void>({
      query: () => ({ url: shopPath('carts'), method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
    applyCoupon: build.mutation<ApplyCouponResponse, string>({
      query: (code) => ({ url: shopPath('coupon'), method: 'POST', body: { data: { code } } }),
      // The spec reloads the cart whether the coupon applied or not.
      invalidatesTags: ['Cart'],
    }),
  }),
})

export const {
  useUpdateCartLineMutation,
  useDeleteCartLineMutation,
  useClearCartMutation,
  useApplyCouponMutation,
} = cartApi
