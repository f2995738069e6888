import { courseApiReady, type ApiDispatch } from './apiReady'
import * as courseApiModule from './courseApi'
import { courseApi, shopPath } from './courseApi'
import type {
  ApiSuccess,
  Cart,
  CartResponse,
  Order,
  OrderResponse,
  Product,
  ProductsAllResponse,
} from './types'

/**
 * The customer reads several features share (no token): the product list (catalogue, home, the
 * cart's recommendations), the cart (cart, checkout, the navbar badge) and one order (checkout's
 * confirmation, the order page); and paying an order (checkout pays at once, the confirmation
 * and the order page pay again later). Each feature's own
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
    /** `POST pay/{id}` (course-api.md §5.13): the course API's simulated payment, no body. */
    payOrder: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: shopPath(`pay/${encodeURIComponent(id)}`), method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
        { type: 'AdminOrder', id: 'LIST' },
      ],
    }),
  }),
})

export const { useGetAllProductsQuery, useGetCartQuery, useGetOrderQuery, usePayOrderMutation } =
  storefrontApi

/**
 * Every product, for a route's loader (home, the list): through the page's store, so a request
 * already made (by the previous page, or preloaded with the HTML) answers it. Rejects with the
 * API's error.
 */
export async function readAllProducts(dispatch: ApiDispatch): Promise<Product[]> {
  await dispatch(courseApiReady(courseApiModule))
  const request = dispatch(storefrontApi.endpoints.getAllProducts.initiate())
  try {
    return await request.unwrap()
  } finally {
    request.unsubscribe()
  }
}
