import { courseApi, shopPath } from '@/api/courseApi'
import type { AddToCartResponse, CartWriteBody, Product, ProductResponse } from '@/api/types'

/** The catalogue's own endpoints: one product, and adding it to the cart. */
export const catalogApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<Product, string>({
      query: (id) => shopPath(`product/${encodeURIComponent(id)}`),
      transformResponse: (body: ProductResponse) => body.product,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    addToCart: build.mutation<AddToCartResponse, CartWriteBody>({
      query: (data) => ({ url: shopPath('cart'), method: 'POST', body: { data } }),
      invalidatesTags: ['Cart'],
    }),
  }),
})

export const { useGetProductQuery, useAddToCartMutation } = catalogApi
