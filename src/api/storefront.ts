import { priceCart } from './cart'
import { courseApi, shopPath } from './courseApi'
import type {
  AddToCartResponse,
  ApiSuccess,
  ApplyCouponResponse,
  Cart,
  CartResponse,
  CartWriteBody,
  CreateOrderResponse,
  Order,
  OrderInput,
  OrderResponse,
  OrdersPageResponse,
  Product,
  ProductResponse,
  ProductsAllResponse,
  ProductsPageResponse,
  UpdateCartResponse,
} from './types'

/**
 * Customer endpoints (no token). Shared by catalog, cart, checkout and the navbar badge, so they
 * live here rather than inside one feature.
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
    getProductsPage: build.query<ProductsPageResponse, { page?: number; category?: string }>({
      query: ({ page = 1, category }) => ({
        url: shopPath('products'),
        params: category ? { page, category } : { page },
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => shopPath(`product/${encodeURIComponent(id)}`),
      transformResponse: (body: ProductResponse) => body.product,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    getCart: build.query<Cart, void>({
      query: () => shopPath('cart'),
      transformResponse: (body: CartResponse) => body.data,
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<AddToCartResponse, CartWriteBody>({
      query: (data) => ({ url: shopPath('cart'), method: 'POST', body: { data } }),
      invalidatesTags: ['Cart'],
    }),
    updateCartLine: build.mutation<UpdateCartResponse, { lineId: string } & CartWriteBody>({
      query: ({ lineId, ...data }) => ({
        url: shopPath(`cart/${encodeURIComponent(lineId)}`),
        method: 'PUT',
        body: { data },
      }),
      // Show the new quantity at once, with the line's amounts and the cart's totals priced as the
      // server prices them (priceCart, shared with the fake); roll back if the server refuses.
      async onQueryStarted({ lineId, qty }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          storefrontApi.util.updateQueryData('getCart', undefined, (cart) =>
            Object.assign(
              cart,
              priceCart(cart.carts.map((line) => (line.id === lineId ? { ...line, qty } : line))),
            ),
          ),
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
    createOrder: build.mutation<CreateOrderResponse, OrderInput>({
      query: (data) => ({ url: shopPath('order'), method: 'POST', body: { data } }),
      invalidatesTags: ['Cart', { type: 'Order', id: 'LIST' }, { type: 'AdminOrder', id: 'LIST' }],
    }),
    getOrders: build.query<OrdersPageResponse, number | void>({
      query: (page) => ({ url: shopPath('orders'), params: { page: page ?? 1 } }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    getOrder: build.query<Order | null, string>({
      query: (id) => shopPath(`order/${encodeURIComponent(id)}`),
      transformResponse: (body: OrderResponse) => body.order,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
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

export const {
  useGetAllProductsQuery,
  useGetProductsPageQuery,
  useGetProductQuery,
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartLineMutation,
  useDeleteCartLineMutation,
  useClearCartMutation,
  useApplyCouponMutation,
  useCreateOrderMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  usePayOrderMutation,
} = storefrontApi
