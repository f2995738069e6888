import { screen, within } from '@testing-library/react'
import { File as NodeFile } from 'node:buffer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product, ProductInput } from '@/api/types'
import { productsCsv } from '@/features/admin/csv/csvExport'
import { parseProductCsv } from '@/features/admin/csv/productImport'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { fetchAdmin, signInAdmin } from './adminTestUtils'

async function storedProducts(): Promise<Product[]> {
  const body = await fetchAdmin<{ products: Record<string, Product> }>('products/all')
  return Object.values(body.products)
}

/** What the API stores of a product that a form (or a file) can write: every field but id and num. */
const writable = ({ id: _id, num: _num, ...fields }: Product): ProductInput => fields

beforeEach(async () => {
  await signInAdmin()
})

describe('product CSV: export → import of the same file', () => {
  it('holds every stored field of the seed: read back, each row is its product exactly as stored', async () => {
    const products = await storedProducts()
    const parsed = parseProductCsv(productsCsv(products), products)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.rows).toHaveLength(products.length)
    for (const [index, row] of parsed.rows.entries()) {
      expect(row).toMatchObject({ action: 'unchanged', errors: [], id: products[index].id })
      // Calories, nutrition, heating, description, content, unit, every extra image, is_enabled…
      expect(row.input).toEqual(writable(products[index]))
    }
  })

  describe('in the back office', () => {
    let files: Blob[] = []
    beforeEach(() => {
      files = []
      // The export hands the browser a Blob to download: keep it (jsdom downloads nothing).
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        files.push(blob as Blob)
        return 'blob:export'
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    })
    afterEach(() => vi.restoreAllMocks())

    it('sends nothing and says the file changes nothing', async () => {
      const before = await storedProducts()
      const { user } = renderApp('/admin/products')
      await user.click(await screen.findByRole('button', { name: '匯出 CSV（21 筆）' }))
      expect(files).toHaveLength(1)
      const exported = await files[0].text()

      const writes: string[] = []
      const watch = ({ request }: { request: Request }) => {
        if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`)
      }
      server.events.on('request:start', watch)
      try {
        await user.click(screen.getByRole('button', { name: '匯入 CSV' }))
        const dialog = await screen.findByRole('dialog', { name: '匯入商品 CSV' })
        const file = new NodeFile([exported], 'products.csv', { type: 'text/csv' }) as unknown as File
        await user.upload(await within(dialog).findByLabelText('選擇檔案'), file)
        expect(
          await within(dialog).findByText('檔案內容與現有商品完全相同，沒有需要匯入的變更。'),
        ).toBeInTheDocument()
        expect(within(dialog).getAllByText('與現有商品相同，不會送出')).toHaveLength(21)
        expect(within(dialog).getByRole('button', { name: '匯入 0 筆' })).toBeDisabled()
      } finally {
        server.events.removeListener('request:start', watch)
      }
      expect(writes).toEqual([])
      expect(await storedProducts()).toEqual(before)
    })
  })
})
