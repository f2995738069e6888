import { courseApi, shopPath } from '@/api/courseApi'
import { placedBy } from '@/api/orderOwner'
import type { AddToCartResponse, Order, OrdersPageResponse } from '@/api/types'

/** How many pages of the shop's order list one look at "my orders" reads before asking for more. */
export const PAGES_PER_LOOK = 10

export interface MemberOrders {
  /** The member's orders among the pages read, newest first (the API's order). */
  orders: Order[]
  /** Pages read so far. */
  pagesRead: number
  /** True when there are older pages not read yet. */
  hasMore: boolean
}

/**
 * The customer order endpoints (course-api.md §5.11): the shop's order list, a member's orders
 * in it, and putting an order's lines back in the cart. One order and paying it are shared reads
 * and writes (src/api/storefront.ts): checkout pays too.
 */
export const ordersApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrdersPageResponse, number | void>({
      query: (page) => ({ url: shopPath('orders'), params: { page: page ?? 1 } }),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /**
     * The member's orders: the API lists every order of the shop, newest first and paged, with no
     * customer filter, so this reads pages 1…`pages` and keeps the member's (orderOwner.ts).
     */
    getMemberOrders: build.query<MemberOrders, { memberKey: string; pages: number }>({
      async queryFn({ memberKey, pages }, _api, _extra, baseQuery) {
        const orders: Order[] = []
        let page = 1
        let hasMore = true
        while (hasMore && page <= pages) {
          const result = await baseQuery({ url: shopPath('orders'), params: { page } })
          if (result.error) return { error: result.error }
          const body = result.data as OrdersPageResponse
          const listed = Array.isArray(body.orders) ? body.orders : []
          orders.push(...listed.filter((order) => placedBy(order, memberKey)))
          hasMore = body.pagination?.has_next === true
          page += 1
        }
        return { data: { orders, pagesRead: page - 1, hasMore } }
      },
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** 再買一次: each line once more (`POST cart` per line, as the list's button does), in order. */
    addLinesToCart: build.mutation<number, { product_id: string; qty: number }[]>({
      async queryFn(lines, _api, _extra, baseQuery) {
        let added = 0
        for (const line of lines) {
          const result = await baseQuery({ url: shopPath('cart'), method: 'POST', body: { data: line } })
          if (result.error) return { error: result.error }
          if ((result.data as AddToCartResponse | undefined)?.success) added += 1
        }
        return { data: added }
      },
      invalidatesTags: ['Cart'],
    }),
  }),
})

export const { useGetMemberOrdersQuery, useAddLinesToCartMutation } = ordersApi
