import Button from '@mui/material/Button'
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined'
import { useMemo, useState } from 'react'
import { serverMessageOf } from '@/api/failures'
import { categoriesOf, useGetAllAdminProductsQuery, useUploadImageMutation } from '../../api'
import { productsCsv } from '../../csv/csvExport'
import { ExportCsvButton } from '../../csv/ExportCsvButton'
import { adminMessages } from '../../messages'
import { ResourcePage } from '../../resource/ResourcePage'
import { AdminProductsScreen } from '../components/AdminProductsScreen'
import { ProductFormDialog } from '../components/ProductFormDialog'
import { productResource } from '../productResource'
import { ImportProductsDialog } from './ImportProductsDialog'

/** /admin/products: the product list with its filter, paging, create, edit, delete and CSV import and export. */
export function AdminProductsPage() {
  const [uploadImage] = useUploadImageMutation()
  // The categories in use, from the list's own query (no request of their own).
  const { data: products } = useGetAllAdminProductsQuery()
  const categories = useMemo(() => categoriesOf(products), [products])
  const [importing, setImporting] = useState(false)

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
            products={records}
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
