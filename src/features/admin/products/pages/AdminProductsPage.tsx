import Button from '@mui/material/Button'
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Product } from '@/api/types'
import { failureNotice, serverMessageOf } from '@/api/failures'
import { useDialog } from '@/components/dialogs/useDialog'
import { adminApi, categoriesOf, useUpdateProductMutation, useUploadImageMutation } from '../../api'
import { downloadCsv, productsCsv } from '../../csv/csvExport'
import { ExportCsvButton } from '../../csv/ExportCsvButton'
import { adminMessages } from '../../messages'
import { ResourcePage } from '../../resource/ResourcePage'
import { useUndoable } from '../../resource/useUndoable'
import { adminCommandOf } from '../../shortcuts/shortcuts'
import { AdminProductsScreen, type ProductQuickPatch } from '../components/AdminProductsScreen'
import { ProductFormDialog } from '../components/ProductFormDialog'
import { productResource } from '../productResource'
import { ImportProductsDialog } from './ImportProductsDialog'

/** /admin/products: the product list with its filter, paging, create, edit, delete and CSV import and export. */
export function AdminProductsPage() {
  const [uploadImage] = useUploadImageMutation()
  // The categories in use, from the list's own query once it is in (no request of their own: the
  // list shows the API's first page before every product has arrived).
  const { data: products } = adminApi.endpoints.getAllAdminProducts.useQueryState()
  const categories = useMemo(() => categoriesOf(products), [products])
  const [importing, setImporting] = useState(false)
  const quickEdit = useQuickEdit()

  // The command palette's 匯出 CSV: every product, once they are in.
  const location = useLocation()
  const navigate = useNavigate()
  const exportAsked = adminCommandOf(location.state)?.adminCommand === 'export'
  useEffect(() => {
    if (!exportAsked || !products) return
    downloadCsv('products.csv', productsCsv(products))
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })
  }, [exportAsked, products, navigate, location.pathname, location.search])

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
      <ResourcePage
        resource={productResource}
        renderList={({ records, matching, props }) => (
          <AdminProductsScreen
            {...props}
            products={quickEdit.shown(records)}
            onQuickEdit={quickEdit.edit}
            categories={categories}
            extraActions={
              matching ? (
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
                    count={matching.length}
                    csv={() => productsCsv(matching)}
                  />
                </>
              ) : null
            }
          />
        )}
        renderForm={({ record, ...form }) => (
          <ProductFormDialog {...form} product={record} categories={categories} onUpload={handleUpload} />
        )}
      />
      <ImportProductsDialog open={importing} onClose={() => setImporting(false)} />
    </>
  )
}

/**
 * Prices and 啟用 edited in the table: the row shows the new value at once, the toast offers 復原
 * for a few seconds, and only then is the product saved (the whole record, as the form does). A
 * refused save puts the old value back and shows the spec's 編輯產品失敗 dialog.
 */
function useQuickEdit() {
  const [update] = useUpdateProductMutation()
  const { run } = useUndoable()
  const dialog = useDialog()
  const [pending, setPending] = useState<ReadonlyMap<string, ProductQuickPatch>>(new Map())
  const setPatch = useCallback((id: string, patch: ProductQuickPatch | null) => {
    setPending((current) => {
      const next = new Map(current)
      if (patch) next.set(id, patch)
      else next.delete(id)
      return next
    })
  }, [])

  const shown = useCallback(
    (records: Product[]) =>
      pending.size === 0
        ? records
        : records.map((record) => {
            const patch = pending.get(record.id)
            return patch ? { ...record, ...patch } : record
          }),
    [pending],
  )

  const edit = useCallback(
    (product: Product, patch: ProductQuickPatch) => {
      // Edits to the same row add up: the record sent is the stored one with all of them.
      const combined = { ...pending.get(product.id), ...patch }
      setPatch(product.id, combined)
      const { id, ...stored } = product
      run({
        notice: adminMessages.quickEdit.saved(product.title),
        undo: () => setPatch(id, null),
        send: async () => {
          try {
            await update({ id, data: { ...stored, ...combined } }).unwrap()
          } catch (failure) {
            const notice = failureNotice('updateProduct', failure)
            if (notice) await dialog.alert({ tone: 'error', ...notice })
          } finally {
            setPatch(id, null)
          }
        },
      })
    },
    [pending, run, setPatch, update, dialog],
  )
  return { shown, edit }
}
