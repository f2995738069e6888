import { useSnackbar } from '@/components/feedback/toast'
import { useState } from 'react'
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
import { isApiError, plainFailureNotice, saveFailureNotice } from '../../errors'
import { adminMessages } from '../../messages'
import { useClampPage, useListFailure } from '../../useListFailure'
import { usePageParam } from '../../usePageParam'
import { AdminProductsScreen } from '../components/AdminProductsScreen'
import { ProductFormDialog } from '../components/ProductFormDialog'

const t = adminMessages.products

interface EditorState {
  /** A new key per opening: the form always starts from the stored record. */
  key: number
  open: boolean
  product: Product | null
}

export function AdminProductsPage() {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const [page, setPage] = usePageParam()
  const { data, isLoading, isFetching, error, refetch } = useGetAdminProductsQuery({ page })
  const [createProduct, { isLoading: isCreating }] = useCreateProductMutation()
  const [updateProduct, { isLoading: isUpdating }] = useUpdateProductMutation()
  const [deleteProduct, { isLoading: isDeleting }] = useDeleteProductMutation()
  const [uploadImage] = useUploadImageMutation()
  const [editor, setEditor] = useState<EditorState>({ key: 0, open: false, product: null })
  const [toDelete, setToDelete] = useState<{ open: boolean; product: Product | null }>({
    open: false,
    product: null,
  })

  useListFailure(error, t.loadFailed, (title, text) => void dialog.alert({ tone: 'error', title, text }))
  useClampPage(
    page,
    setPage,
    data && {
      rows: data.products.length,
      currentPage: data.pagination.current_page,
      totalPages: data.pagination.total_pages,
    },
    !isFetching,
  )

  const openEditor = (product: Product | null) =>
    setEditor((current) => ({ key: current.key + 1, open: true, product }))
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }))

  const handleSubmit = async (input: ProductInput) => {
    const { product } = editor
    try {
      if (product) {
        await updateProduct({ id: product.id, data: input }).unwrap()
        enqueueSnackbar(t.editSuccess, { variant: 'success' })
      } else {
        await createProduct(input).unwrap()
        enqueueSnackbar(t.createSuccess, { variant: 'success' })
      }
      closeEditor()
    } catch (failure) {
      const notice = saveFailureNotice(failure, {
        failed: product ? t.editFailed : t.createFailed,
        generic: t.saveFailed,
      })
      if (notice) await dialog.alert({ tone: 'error', ...notice })
      else closeEditor()
    }
  }

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

  const handleDelete = async () => {
    const { product } = toDelete
    if (!product) return
    try {
      // Spec §7: the delete request carries the product data in its body (see api.ts).
      await deleteProduct(product).unwrap()
      setToDelete({ open: false, product })
      enqueueSnackbar(t.deleteSuccess, { variant: 'success' })
    } catch (failure) {
      setToDelete({ open: false, product })
      const notice = plainFailureNotice(failure, t.deleteFailed)
      if (notice) await dialog.alert({ tone: 'error', ...notice })
    }
  }

  return (
    <>
      <AdminProductsScreen
        products={data?.products ?? []}
        pagination={data?.pagination ?? null}
        isLoading={isLoading}
        isFetching={isFetching}
        errorText={error && !data ? t.loadFailed : null}
        onRetry={() => void refetch()}
        onPageChange={setPage}
        onCreate={() => openEditor(null)}
        onEdit={(product) => openEditor(product)}
        onDelete={(product) => setToDelete({ open: true, product })}
      />
      <ProductFormDialog
        key={editor.key}
        open={editor.open}
        product={editor.product}
        isSaving={isCreating || isUpdating}
        onUpload={handleUpload}
        onCancel={closeEditor}
        onSubmit={handleSubmit}
      />
      <ConfirmDeleteDialog
        open={toDelete.open}
        title={t.deleteTitle}
        question={t.deleteQuestion(toDelete.product?.title ?? '')}
        isDeleting={isDeleting}
        onCancel={() => setToDelete((current) => ({ ...current, open: false }))}
        onConfirm={() => void handleDelete()}
      />
    </>
  )
}
