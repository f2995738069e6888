import { serverMessageOf } from '@/api/failures'
import type { Product, ProductInput } from '@/api/types'
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useGetAdminProductsQuery,
  useUpdateProductMutation,
  useUploadImageMutation,
} from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminResource } from '../../components/useAdminResource'
import { adminMessages } from '../../messages'
import { AdminProductsScreen } from '../components/AdminProductsScreen'
import { ProductFormDialog } from '../components/ProductFormDialog'

const t = adminMessages.products

export function AdminProductsPage() {
  const [createProduct] = useCreateProductMutation()
  const [updateProduct] = useUpdateProductMutation()
  const [deleteProduct] = useDeleteProductMutation()
  const [uploadImage] = useUploadImageMutation()
  const products = useAdminResource({
    useList: (page) => useGetAdminProductsQuery({ page }),
    records: (data) => data.products,
    save: (product: Product | null, input: ProductInput) =>
      product ? updateProduct({ id: product.id, data: input }).unwrap() : createProduct(input).unwrap(),
    // Spec §7: the delete request carries the product data in its body (see api.ts).
    remove: (product) => deleteProduct(product).unwrap(),
    failures: {
      list: 'getAdminProducts',
      create: 'createProduct',
      update: 'updateProduct',
      remove: 'deleteProduct',
    },
    toasts: { created: t.createSuccess, updated: t.editSuccess, deleted: t.deleteSuccess },
  })

  const handleUpload = async (file: File) => {
    try {
      const { imageUrl } = await uploadImage(file).unwrap()
      return imageUrl
    } catch (failure) {
      // The seed only logged this; the modal shows it (with the server's reason when there is one).
      throw new Error(serverMessageOf(failure) ?? adminMessages.common.retry, { cause: failure })
    }
  }

  return (
    <>
      <AdminProductsScreen
        products={products.records}
        {...products.list}
        onCreate={() => products.edit(null)}
        onEdit={products.edit}
        onDelete={products.requestDelete}
      />
      <ProductFormDialog
        {...products.editor}
        key={products.editing.key}
        product={products.editing.record}
        onUpload={handleUpload}
      />
      <ConfirmDeleteDialog
        {...products.deletion}
        title={t.deleteTitle}
        question={t.deleteQuestion(products.deleting?.title ?? '')}
      />
    </>
  )
}
