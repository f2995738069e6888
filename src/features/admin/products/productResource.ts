import type { Product, ProductInput } from '@/api/types'
import { adminApi } from '../api'
import { adminMessages } from '../messages'
import type { AdminResource } from '../resource/ResourcePage'
import { serverPagedListSource } from '../resource/useListController'
import { writesById } from '../resource/writesById'
import { PRODUCT_FILTER_KEYS, productMatches, type ProductFilterKey } from './productFilter'

const t = adminMessages.products

/**
 * The back office's products: every product in one request (admin/products/all), filtered
 * (name, category, status) and paged here, so a search answers without asking the API again. The
 * API's own first page shows while that (megabytes for a big shop) is on its way.
 */
export const productResource: AdminResource<Product, ProductInput, ProductFilterKey> = {
  list: {
    source: serverPagedListSource({
      usePage: (page, { skip }) => adminApi.useGetAdminProductsQuery({ page }, { skip }),
      recordsOf: (body) => (Array.isArray(body.products) ? body.products : []),
      useAll: ({ skip }) => adminApi.useGetAllAdminProductsQuery(undefined, { skip }),
      matches: productMatches,
      readAll: 'always',
    }),
    filterKeys: PRODUCT_FILTER_KEYS,
    failure: 'getAdminProducts',
  },
  useActions: writesById({
    useCreate: adminApi.useCreateProductMutation,
    useUpdate: adminApi.useUpdateProductMutation,
    useDelete: adminApi.useDeleteProductMutation,
    // Spec §7: the delete request carries the product data in its body (see api.ts).
    deleteArg: (product: Product) => product,
  }),
  failures: { create: 'createProduct', update: 'updateProduct', remove: 'deleteProduct' },
  messages: t,
  nameOf: (product) => product.title,
}
