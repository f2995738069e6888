import type { FetchArgs } from '@reduxjs/toolkit/query/react'
import { courseApi, shopPath, type ApiError } from '@/api/courseApi'
import type {
  ApiSuccess,
  Coupon,
  CouponInput,
  CouponsPageResponse,
  Order,
  OrdersPageResponse,
  Pagination,
  Product,
  ProductInput,
  ProductsPageResponse,
  SignInBody,
  SignInResponse,
  UploadResponse,
  UserCheckResponse,
} from '@/api/types'

/** How many pages of a list are asked for at once while reading all of them. */
const PAGES_AT_ONCE = 6

/** A queryFn's bound base query (courseBaseQuery with the request's api and options). */
type FetchPage = (
  arg: string | FetchArgs,
) => PromiseLike<{ data?: unknown; error?: ApiError }> | { data?: unknown; error?: ApiError }

/**
 * Every page of a paged admin list, in the API's order. The course API has no search and no
 * aggregates (course-api.md §4), so finding, filtering and the dashboard work on the whole list:
 * page 1 says how many pages there are, the rest are read a few at a time. A failed page fails it all.
 */
async function readAllPages<Item>(
  baseQuery: FetchPage,
  url: string,
  params: Record<string, string>,
  items: (body: unknown) => Item[],
): Promise<{ data: Item[] } | { error: ApiError }> {
  const readPage = async (
    page: number,
  ): Promise<{ error: ApiError } | { items: Item[]; totalPages: number }> => {
    const result = await baseQuery({ url, params: { ...params, page: String(page) } })
    if (result.error) return { error: result.error }
    const body = result.data as { pagination?: Pagination }
    return { items: items(body), totalPages: body.pagination?.total_pages ?? 1 }
  }
  const first = await readPage(1)
  if ('error' in first) return first
  const all = [...first.items]
  for (let start = 2; start <= first.totalPages; start += PAGES_AT_ONCE) {
    const pages = Array.from(
      { length: Math.min(PAGES_AT_ONCE, first.totalPages - start + 1) },
      (_, index) => start + index,
    )
    const results = await Promise.all(pages.map(readPage))
    for (const result of results) {
      if ('error' in result) return result
      all.push(...result.items)
    }
  }
  return { data: all }
}

/** The orders read so far (getAdminOrdersSoFar), newest first. */
export interface OrdersSoFar {
  orders: Order[]
  /** Pages read so far, in order: the orders are every order down to the last one here. */
  pagesRead: number
  totalPages: number
  /** Every page is in. */
  complete: boolean
  /** A page could not be read: the orders stop here (a refetch starts again). */
  failed?: boolean
}

/** The categories in use in a product list, sorted (the category filter's choices, 分類's suggestions). */
export function categoriesOf(products: readonly Product[] | undefined): string[] {
  return [
    ...new Set(
      (products ?? [])
        .map((product) => (typeof product.category === 'string' ? product.category.trim() : ''))
        .filter(Boolean),
    ),
  ].sort((a, b) => a.localeCompare(b, 'zh-TW'))
}

const listOf =
  <Item>(key: string) =>
  (body: unknown): Item[] => {
    const list = (body as Record<string, unknown>)[key]
    return Array.isArray(list) ? (list as Item[]) : []
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
    // A 401 from any endpoint below ends the session (./sessionListener.ts); sign-in and the
    // session check above answer the sign-in page, which handles their 401 itself.
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
    /**
     * Every product in one call: admin/products/all answers an object keyed by id (course-api.md
     * §4.2), listed here in the API's order. One request whatever the shop's size (the paged list
     * is 10 a page: 1,000 requests for 10,000 products); the list filters and pages it here, and
     * the categories in use come from it too (`categoriesOf`).
     */
    getAllAdminProducts: build.query<Product[], void>({
      query: () => ({ url: shopPath('admin/products/all') }),
      transformResponse: (body: { products?: Record<string, Product> | null }) =>
        body.products && typeof body.products === 'object'
          ? Object.values(body.products).filter(
              (product): product is Product =>
                product !== null && typeof product === 'object' && typeof product.id === 'string',
            )
          : [],
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
    /**
     * One row of a CSV import: an update when it names a product, else a create. It invalidates
     * nothing, so a long import does not reload every page of the list after each row: the page
     * invalidates the lists once when the import ends (`invalidateProductLists`).
     */
    importProduct: build.mutation<ApiSuccess, { id?: string; data: ProductInput }>({
      query: ({ id, data }) =>
        id
          ? { url: shopPath(`admin/product/${encodeURIComponent(id)}`), method: 'PUT', body: { data } }
          : { url: shopPath('admin/product'), method: 'POST', body: { data } },
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
    /** Every order (all pages), newest first. */
    getAllAdminOrders: build.query<Order[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllPages(baseQuery as FetchPage, shopPath('admin/orders'), {}, listOf<Order>('orders')),
      providesTags: [{ type: 'AdminOrder', id: 'LIST' }],
    }),
    /**
     * Every order, newest first, arriving page by page: the first page answers the query at once
     * (`complete` false), the others are read a few at a time and added as they come, so the
     * dashboard shows today's figures after one request and the command palette finds a recent
     * order before the oldest pages are in. A refetch of a whole list reads every page before it
     * answers, so what is on screen stays whole until the new figures are.
     */
    getAdminOrdersSoFar: build.query<OrdersSoFar, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const shown = adminApi.endpoints.getAdminOrdersSoFar.select()(api.getState() as never).data
        const url = shopPath('admin/orders')
        if (shown?.complete) {
          const all = await readAllPages(baseQuery as FetchPage, url, {}, listOf<Order>('orders'))
          if ('error' in all) return all
          const totalPages = Math.max(1, Math.ceil(all.data.length / 10))
          return { data: { orders: all.data, pagesRead: totalPages, totalPages, complete: true } }
        }
        const first = await (baseQuery as FetchPage)({ url, params: { page: '1' } })
        if (first.error) return { error: first.error }
        const body = first.data as { pagination?: Pagination }
        const totalPages = Math.max(1, body.pagination?.total_pages ?? 1)
        const orders = listOf<Order>('orders')(first.data)
        return { data: { orders, pagesRead: 1, totalPages, complete: totalPages <= 1 } }
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled, updateCachedData, getCacheEntry, requestId }) {
        let first: OrdersSoFar
        try {
          first = (await queryFulfilled).data
        } catch {
          return
        }
        if (first.complete) return
        const current = () => getCacheEntry().requestId === requestId
        const seen = new Set(first.orders.map((order) => order.id))
        for (let start = 2; start <= first.totalPages; start += PAGES_AT_ONCE) {
          const pages = Array.from(
            { length: Math.min(PAGES_AT_ONCE, first.totalPages - start + 1) },
            (_, index) => start + index,
          )
          let results: OrdersPageResponse[]
          try {
            results = await Promise.all(
              pages.map((page) =>
                dispatch(
                  adminApi.endpoints.getAdminOrders.initiate(
                    { page },
                    { subscribe: false, forceRefetch: true },
                  ),
                ).unwrap(),
              ),
            )
          } catch {
            if (current()) updateCachedData((draft) => void (draft.failed = true))
            return
          }
          // A newer read of the list (a refetch) took over: this one stops.
          if (!current()) return
          const last = pages[pages.length - 1]
          updateCachedData((draft) => {
            for (const result of results)
              for (const order of listOf<Order>('orders')(result)) {
                // An order placed meanwhile pushes the others one place down a page: no order twice.
                if (seen.has(order.id)) continue
                seen.add(order.id)
                draft.orders.push(order)
              }
            draft.pagesRead = last
            draft.complete = last >= draft.totalPages
          })
        }
      },
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
    /** Every coupon (all pages). */
    getAllAdminCoupons: build.query<Coupon[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        readAllPages(baseQuery as FetchPage, shopPath('admin/coupons'), {}, listOf<Coupon>('coupons')),
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
})

/** After an import: the admin and storefront product lists (and each product page) read again. */
export const invalidateProductLists = () =>
  adminApi.util.invalidateTags([{ type: 'AdminProduct', id: 'LIST' }, 'Product'])

export const {
  useImportProductMutation,
  useAdminSignInMutation,
  useCheckAdminSessionMutation,
  useAdminLogoutMutation,
  useGetAdminProductsQuery,
  useGetAllAdminProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useUploadImageMutation,
  useGetAdminOrdersQuery,
  useGetAllAdminOrdersQuery,
  useGetAdminOrdersSoFarQuery,
  useUpdateOrderMutation,
  useDeleteOrderMutation,
  useDeleteAllOrdersMutation,
  useGetAdminCouponsQuery,
  useGetAllAdminCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useDeleteCouponMutation,
} = adminApi
