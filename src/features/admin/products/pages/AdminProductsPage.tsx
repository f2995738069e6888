import Button from '@mui/material/Button'
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined'
import { useState } from 'react'
import { serverMessageOf } from '@/api/failures'
import type { Product, ProductInput } from '@/api/types'
import {
  useCreateProductMutation,
  useDeleteProductMutation,
  useGetAdminCategoriesQuery,
  useGetAllAdminProductsQuery,
  useUpdateProductMutation,
  useUploadImageMutation,
} from '../../api'
import { productsCsv } from '../../csv/csvExport'
import { ExportCsvButton } from '../../csv/ExportCsvButton'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminResource } from '../../components/useAdminResource'
import { adminMessages } from '../../messages'
import { AdminProductsScreen } from '../components/AdminProductsScreen'
import { ProductFormDialog } from '../components/ProductFormDialog'
import { ImportProductsDialog } from './ImportProductsDialog'
import { PRODUCT_FILTER_KEYS, productMatches, type ProductFilter } from '../productFilter'

const t = adminMessages.products
const common = adminMessages.common

// The category goes to the API (`?category=`); title and status are matched here.
const useProducts = (filter: ProductFilter) =>
  useGetAllAdminProductsQuery(filter.category ? { category: filter.category } : {})
const productKey = (product: Product) => product.id
const productFilter = { keys: PRODUCT_FILTER_KEYS, matches: productMatches }

/** /admin/products: the product list with its filter, paging, create, edit, delete and CSV import and export. */
export function AdminProductsPage() {
  const [createProduct] = useCreateProductMutation()
  const [updateProduct] = useUpdateProductMutation()
  const [deleteProduct] = useDeleteProductMutation()
  const [uploadImage] = useUploadImageMutation()
  const { data: categories = [] } = useGetAdminCategoriesQuery()
  const [importing, setImporting] = useState(false)
  const products = useAdminResource({
    useList: useProducts,
    recordKey: productKey,
    filter: productFilter,
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
  const [first] = products.deleting

  return (
    <>
      <AdminProductsScreen
        products={products.records}
        {...products.list}
        total={products.list.pagination ? products.total : undefined}
        filter={products.filter}
        onFilterChange={products.setFilter}
        categories={categories}
        selection={products.selection}
        onCreate={() => products.edit(null)}
        onEdit={products.edit}
        onDelete={products.requestDelete}
        extraActions={
          products.list.pagination ? (
            <>
              <Button
                variant="outlined"
                startIcon={<FileUploadOutlinedIcon />}
                onClick={() => setImporting(true)}
              >
                {adminMessages.csv.import}
              </Button>
              <ExportCsvButton
                fileName="products.csv"
                count={products.total}
                csv={() => productsCsv(products.found)}
              />
            </>
          ) : null
        }
      />
      <ProductFormDialog
        {...products.editor}
        key={products.editing.key}
        product={products.editing.record}
        categories={categories}
        onUpload={handleUpload}
      />
      <ImportProductsDialog open={importing} onClose={() => setImporting(false)} />
      <ConfirmDeleteDialog
        {...products.deletion}
        title={products.deleting.length > 1 ? common.deleteSelectedTitle : t.deleteTitle}
        question={
          products.deleting.length > 1
            ? common.deleteSelectedQuestion(products.deleting.length)
            : t.deleteQuestion(first?.title ?? '')
        }
      />
    </>
  )
}
