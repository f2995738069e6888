import type { Product, ProductInput } from '@/api/types'
import { useDialog } from '@/components/dialogs/useDialog'
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useGetAdminProductsQuery,
  useUpdateProductMutation,
  useUploadImageMutation,
} from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminListState } from '../../components/useAdminListState'
import { useDeleteFlow, useRecordEditor, useSaveFlow } from '../../components/useRecordDialogs'
import { isApiError } from '../../errors'
import { adminMessages } from '../../messages'
import { usePageParam } from '../../usePageParam'
import { AdminProductsScreen } from '../components/AdminProductsScreen'
import { ProductFormDialog } from '../components/ProductFormDialog'

const t = adminMessages.products

export function AdminProductsPage() {
  const dialog = useDialog()
  const [page, setPage] = usePageParam()
  const query = useGetAdminProductsQuery({ page })
  const { data } = query
  const [createProduct, { isLoading: isCreating }] = useCreateProductMutation()
  const [updateProduct, { isLoading: isUpdating }] = useUpdateProductMutation()
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation()
  const [uploadImage] = useUploadImageMutation()
  const { editor, openEditor, closeEditor } = useRecordEditor<Product>()
  const toDelete = useDeleteFlow<Product>({
    // Spec §7: the delete request carries the product data in its body (see api.ts).
    remove: (product) => deleteProduct(product).unwrap(),
    successText: t.deleteSuccess,
    failedText: t.deleteFailed,
  })

  const list = useAdminListState(query, {
    page,
    setPage,
    rows: data?.products.length,
    loadFailed: t.loadFailed,
    reportFailure: (title, text) => void dialog.alert({ tone: 'error', title, text }),
  })

  const handleSubmit = useSaveFlow<Product, ProductInput>({
    editor,
    closeEditor,
    save: (product, input) =>
      product ? updateProduct({ id: product.id, data: input }).unwrap() : createProduct(input).unwrap(),
    successText: (product) => (product ? t.editSuccess : t.createSuccess),
    failedText: (product) => (product ? t.editFailed : t.createFailed),
    genericText: t.saveFailed,
  })

  const handleUpload = async (file: File) => {
    try {
      const { imageUrl } = await uploadImage(file).unwrap()
      return imageUrl
    } catch (failure) {
      // The seed only logged this; the modal shows it (with the server's reason when there is one).
      throw new Error(isApiError(failure) && failure.message ? failure.message : adminMessages.common.retry, {
        cause: failure,
      })
    }
  }

  return (
    <>
      <AdminProductsScreen
        products={data?.products ?? []}
        {...list}
        onCreate={() => openEditor(null)}
        onEdit={(product) => openEditor(product)}
        onDelete={toDelete.request}
      />
      <ProductFormDialog
        key={editor.key}
        open={editor.open}
        product={editor.record}
        isSaving={isCreating || isUpdating}
        onUpload={handleUpload}
        onCancel={closeEditor}
        onSubmit={handleSubmit}
      />
      <ConfirmDeleteDialog
        open={toDelete.open}
        title={t.deleteTitle}
        question={t.deleteQuestion(toDelete.record?.title ?? '')}
        isDeleting={isDeleting}
        onCancel={toDelete.cancel}
        onConfirm={() => void toDelete.confirm()}
      />
    </>
  )
}
