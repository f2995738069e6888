import { courseApi, shopPath } from '@/api/courseApi'
import type { CreateOrderResponse, OrderInput } from '@/api/types'

/** Checkout's endpoint: placing the order (it empties the cart and joins the admin's order list). */
export const checkoutApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, OrderInput>({
      query: (data) => ({ url: shopPath('order'), method: 'POST', body: { data } }),
      invalidatesTags: ['Cart', { type: 'Order', id: 'LIST' }, { type: 'AdminOrder', id: 'LIST' }],
    }),
  }),
})

export const { useCreateOrderMutation } = checkoutApi
