import { courseApi, shopPath } from '@/api/courseApi'
import { storefrontApi } from '@/api/storefront'
import type { AdminProductsAllResponse, Product, ProductsPageResponse } from '@/api/types'
import { adminApi } from '@/features/admin/api'
import { cartApi } from '@/features/cart/api'
import { catalogApi } from '@/features/catalog/api'
import { checkoutApi } from '@/features/checkout/api'
import { ordersApi } from '@/features/orders/api'

/**
 * Course API routes the shop never calls but the contracts and the API tests pin down (the fake
 * must answer them as the real API does): injected here, so the app carries no test-only code.
 */
const testOnlyApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductsPage: build.query<ProductsPageResponse, { page?: number; category?: string }>({
      query: ({ page = 1, category }) => ({
        url: shopPath('products'),
        params: category ? { page, category } : { page },
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getAdminProductsAll: build.query<Record<string, Product>, void>({
      query: () => shopPath('admin/products/all'),
      transformResponse: (body: AdminProductsAllResponse) => body.products,
      providesTags: [{ type: 'AdminProduct', id: 'LIST' }],
    }),
  }),
})

/** Every customer endpoint: the shared reads, each feature's own, and the test-only ones. */
export const shopEndpoints = {
  ...storefrontApi.endpoints,
  ...catalogApi.endpoints,
  ...cartApi.endpoints,
  ...checkoutApi.endpoints,
  getProductsPage: testOnlyApi.endpoints.getProductsPage,
  getOrders: ordersApi.endpoints.getOrders,
  getMemberOrders: ordersApi.endpoints.getMemberOrders,
}

/** Every admin endpoint, with the test-only full product listing. */
export const adminEndpoints = {
  ...adminApi.endpoints,
  getAdminProductsAll: testOnlyApi.endpoints.getAdminProductsAll,
}
