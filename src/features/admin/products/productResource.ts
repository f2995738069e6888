import type { Product, ProductInput } from '@/api/types'
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useGetAllAdminProductsQuery,
  useUpdateProductMutation,
} from '../api'
import { adminMessages } from '../messages'
import type { AdminResource } from '../resource/ResourcePage'
import { clientListSource } from '../resource/useListController'
import { PRODUCT_FILTER_KEYS, productMatches, type ProductFilter } from './productFilter'

const t = adminMessages.products
type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number]

const productKey = (product: Product) => product.id

/** The back office's products: every product read, the category asked of the API (`?category=`). */
export const productResource: AdminResource<Product, ProductInput, ProductFilterKey> = {
  recordKey: productKey,
  list: {
    source: clientListSource({
      useAll: (filter: ProductFilter) =>
        useGetAllAdminProductsQuery(filter.category ? { category: filter.category } : {}),
      recordKey: productKey,
      matches: productMatches,
    }),
    filterKeys: PRODUCT_FILTER_KEYS,
    failure: 'getAdminProducts',
  },
  useActions: () => {
    const [createProduct] = useCreateProductMutation()
    const [updateProduct] = useUpdateProductMutation()
    const [deleteProduct] = useDeleteProductMutation()
    return {
      save: (product, input) =>
        product ? updateProduct({ id: product.id, data: input }).unwrap() : createProduct(input).unwrap(),
      // Spec §7: the delete request carries the product data in its body (see api.ts).
      remove: (product) => deleteProduct(product).unwrap(),
    }
  },
  save: {
    failures: { create: 'createProduct', update: 'updateProduct' },
    toasts: { created: t.createSuccess, updated: t.editSuccess },
  },
  remove: {
    failure: 'deleteProduct',
    toast: t.deleteSuccess,
    confirmTitle: t.deleteTitle,
    confirmQuestion: (product) => t.deleteQuestion(product.title),
  },
}
