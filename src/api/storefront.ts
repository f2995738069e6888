import { courseApi, shopPath } from './courseApi'
import type { Cart, CartResponse, Product, ProductsAllResponse } from './types'

/**
 * The customer reads several features share (no token): the product list (catalogue, home, the
 * cart's recommendations) and the cart (cart, checkout, the navbar badge). Each feature's own
 * endpoints live in its `api.ts` (features/catalog, features/cart, features/checkout).
 */
export const storefrontApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllProducts: build.query<Product[], void>({
      query: () => shopPath('products/all'),
      transformResponse: (body: ProductsAllResponse) => body.products,
      providesTags: (products = []) => [
        { type: 'Product', id: 'LIST' },
        ...products.map((p) => ({ type: 'Product' as const, id: p.id })),
      ],
    }),
    getCart: build.query<Cart, void>({
      query: () => shopPath('cart'),
      transformResponse: (body: CartResponse) => body.data,
      providesTags: ['Cart'],
    }),
  }),
})

export const { useGetAllProductsQuery, useGetCartQuery } = storefrontApi
