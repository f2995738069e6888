import { courseApi, shopPath, type ApiError } from '@/api/courseApi'
import type {
  ApiSuccess,
  Coupon,
  CouponInput,
  CouponsPageResponse,
  Order,
  OrdersPageResponse,
  Product,
  ProductInput,
  ProductsPageResponse,
  SignInBody,
  SignInResponse,
  UploadResponse,
  UserCheckResponse,
} from '@/api/types'
import { endAdminSession } from './session'

/**
 * The one place where a 401 from the admin API ends the session: every admin endpoint below
 * is wrapped in this guard, which clears the `myToken` cookie and tells the admin layout to redirect to
 * /admin-login. Sign-in and the session check are left out: the sign-in page handles their answers.
 */
function sessionGuarded<T extends Record<string, object>>(definitions: T): T {
  const transformErrorResponse = (error: ApiError) => {
    if (error.status === 401) endAdminSession(error.message)
    return error
  }
  for (const definition of Object.values(definitions)) Object.assign(definition, { transformErrorResponse })
  return definitions
}

/** Admin endpoints: injected from inside the admin feature so shoppers never download them. */
export const adminApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    adminSignIn: build.mutation<SignInResponse, SignInBody>({
      // Sign-in is the one write that is not wrapped in `data`.
      query: (body) => ({ url: 'admin/signin', method: 'POST', body }),
    }),
    checkAdminSession: build.mutation<UserCheckResponse, void>({
      query: () => ({ url: 'api/user/check', method: 'POST' }),
    }),
    ...sessionGuarded({
      adminLogout: build.mutation<ApiSuccess, void>({
        query: () => ({ url: 'logout', method: 'POST' }),
      }),

      getAdminProducts: build.query<ProductsPageResponse, { page: number; category?: string }>({
        query: ({ page, category }) => ({
          url: shopPath('admin/products'),
          params: category ? { page, category } : { page },
        }),
        providesTags: [{ type: 'AdminProduct', id: 'LIST' }],
      }),
      createProduct: build.mutation<ApiSuccess, ProductInput>({
        query: (data) => ({ url: shopPath('admin/product'), method: 'POST', body: { data } }),
        invalidatesTags: [
          { type: 'AdminProduct', id: 'LIST' },
          { type: 'Product', id: 'LIST' },
        ],
      }),
      updateProduct: build.mutation<ApiSuccess, { id: string; data: ProductInput }>({
        query: ({ id, data }) => ({
          url: shopPath(`admin/product/${encodeURIComponent(id)}`),
          method: 'PUT',
          body: { data },
        }),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'AdminProduct', id: 'LIST' },
          { type: 'Product', id: 'LIST' },
          { type: 'Product', id },
        ],
      }),
      deleteProduct: build.mutation<ApiSuccess, Product>({
        // As the spec says, the delete request carries the product data in its body.
        query: (product) => ({
          url: shopPath(`admin/product/${encodeURIComponent(product.id)}`),
          method: 'DELETE',
          body: { data: product },
        }),
        invalidatesTags: (_r, _e, product) => [
          { type: 'AdminProduct', id: 'LIST' },
          { type: 'Product', id: 'LIST' },
          { type: 'Product', id: product.id },
          'Cart',
        ],
      }),
      uploadImage: build.mutation<UploadResponse, File>({
        query: (file) => {
          const form = new FormData()
          form.append('file-to-upload', file)
          return { url: shopPath('admin/upload'), method: 'POST', body: form }
        },
      }),

      getAdminOrders: build.query<OrdersPageResponse, { page: number }>({
        query: ({ page }) => ({ url: shopPath('admin/orders'), params: { page } }),
        providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
      }),
      updateOrder: build.mutation<ApiSuccess, Order>({
        query: (order) => ({
          url: shopPath(`admin/order/${encodeURIComponent(order.id)}`),
          method: 'PUT',
          body: { data: order },
        }),
        invalidatesTags: [
          { type: 'AdminOrder', id: 'LIST' },
          { type: 'Order', id: 'LIST' },
        ],
      }),
      deleteOrder: build.mutation<ApiSuccess, string>({
        query: (id) => ({ url: shopPath(`admin/order/${encodeURIComponent(id)}`), method: 'DELETE' }),
        invalidatesTags: [
          { type: 'AdminOrder', id: 'LIST' },
          { type: 'Order', id: 'LIST' },
        ],
      }),
      deleteAllOrders: build.mutation<ApiSuccess, void>({
        query: () => ({ url: shopPath('admin/orders/all'), method: 'DELETE' }),
        invalidatesTags: [
          { type: 'AdminOrder', id: 'LIST' },
          { type: 'Order', id: 'LIST' },
        ],
      }),

      getAdminCoupons: build.query<CouponsPageResponse, { page: number }>({
        query: ({ page }) => ({ url: shopPath('admin/coupons'), params: { page } }),
        providesTags: [{ type: 'AdminCoupon', id: 'LIST' }],
      }),
      createCoupon: build.mutation<ApiSuccess, CouponInput>({
        query: (data) => ({ url: shopPath('admin/coupon'), method: 'POST', body: { data } }),
        invalidatesTags: [{ type: 'AdminCoupon', id: 'LIST' }],
      }),
      updateCoupon: build.mutation<ApiSuccess, { id: string; data: CouponInput }>({
        query: ({ id, data }) => ({
          url: shopPath(`admin/coupon/${encodeURIComponent(id)}`),
          method: 'PUT',
          body: { data },
        }),
        invalidatesTags: [{ type: 'AdminCoupon', id: 'LIST' }],
      }),
      deleteCoupon: build.mutation<ApiSuccess, Coupon['id']>({
        query: (id) => ({ url: shopPath(`admin/coupon/${encodeURIComponent(id)}`), method: 'DELETE' }),
        invalidatesTags: [{ type: 'AdminCoupon', id: 'LIST' }],
      }),
    }),
  }),
})

export const {
  useAdminSignInMutation,
  useCheckAdminSessionMutation,
  useAdminLogoutMutation,
  useGetAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useUploadImageMutation,
  useGetAdminOrdersQuery,
  useUpdateOrderMutation,
  useDeleteOrderMutation,
  useDeleteAllOrdersMutation,
  useGetAdminCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useDeleteCouponMutation,
} = adminApi
