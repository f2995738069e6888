import { courseApi, shopPath } from './courseApi'
import type { Cart, CartResponse, Order, OrderResponse, Product, ProductsAllResponse } from './types'

/**
 * The customer reads several features share (no token): the product list (catalogue, home, the
 * cart's recommendations), the cart (cart, checkout, the navbar badge) and one order (checkout's
 * confirmation, the order page). Each feature's own
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
    /** One order (checkout's confirmation, the order page). `null` when the API answers none. */
    getOrder: build.query<Order | null, string>({
      query: (id) => shopPath(`order/${encodeURIComponent(id)}`),
      transformResponse: (body: OrderResponse) => body.order ?? null,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
  }),
})

export const { useGetAllProductsQuery, useGetCartQuery, useGetOrderQuery } = storefrontApi
