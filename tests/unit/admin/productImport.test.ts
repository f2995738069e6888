import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { Product } from '@/api/types'
import { CSV_BOM, PRODUCT_CSV_HEADER, productsCsv } from '@/features/admin/csv/csvExport'
import {
  decodeCsv,
  importSummary,
  isCsvFile,
  parseProductCsv,
  rowsToSend,
  runImport,
  type ImportRow,
} from '@/features/admin/csv/productImport'
import { PRODUCT_FIELDS } from '@/features/admin/products/productFields'
import {
  MAX_EXTRA_IMAGES,
  emptyProductValues,
  formValuesToProductInput,
  productToFormValues,
} from '@/features/admin/products/productForm'
import { seedProducts } from '../../../mocks/seed/products'

const products = seedProducts as unknown as Product[]
const HEADER = 'id,title,category,unit,origin_price,price,is_enabled,description,content,imageUrl'

const parse = (text: string, existing: readonly Product[] = products) => {
  const parsed = parseProductCsv(text, existing)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed
}

describe('CSV → products', () => {
  it('reads an exported file back unchanged: every row its product as it is, nothing to send', () => {
    const { rows, ignoredColumns } = parse(productsCsv(products))
    expect(ignoredColumns).toEqual([])
    expect(rows).toHaveLength(products.length)
    expect(rows.every((row) => row.errors.length === 0 && row.action === 'unchanged')).toBe(true)
    expect(rowsToSend(rows)).toEqual([])
    for (const [index, row] of rows.entries()) {
      const product = products[index]
      expect(row.id).toBe(product.id)
      // Every field the form edits went out and came back: what would be sent is what is stored.
      expect(row.input).toEqual(formValuesToProductInput(productToFormValues(product)))
      expect(row.input).toMatchObject({
        cookingWay: product.cookingWay,
        calories: product.calories,
        nutritionalInfo: product.nutritionalInfo,
        imagesUrl: product.imagesUrl,
      })
    }
  })

  it('carries calories, nutrition, heating and every extra image both ways; one changed cell is an update', () => {
    const product = {
      ...products[0],
      cookingWay: '平底鍋小火，兩面各 2 分鐘',
      calories: 321.5,
      nutritionalInfo: { protein: 12.3, fat: 8, carbohydrates: 40.1, sugar: 0 },
      imagesUrl: ['https://img.test/1.jpg', 'https://img.test/2.jpg', 'https://img.test/3.jpg'],
    }
    const csv = productsCsv([product])
    const [header, cells] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data
    const cell = (name: string) => cells[header.indexOf(name)]
    expect(cell('cookingWay')).toBe('平底鍋小火，兩面各 2 分鐘')
    expect(cell('calories')).toBe('321.5')
    expect(cell('nutritionalInfo.carbohydrates')).toBe('40.1')
    expect(cell('imagesUrl.3')).toBe('https://img.test/3.jpg')
    expect(cell('imagesUrl.4')).toBe('')
    expect(parse(csv, [product]).rows[0].action).toBe('unchanged')

    const edited = csv.replace('https://img.test/2.jpg', 'https://img.test/new.jpg').replace('321.5', '300')
    const [row] = parse(edited, [product]).rows
    expect(row).toMatchObject({ action: 'update', errors: [] })
    expect(row.input).toMatchObject({
      calories: 300,
      imagesUrl: ['https://img.test/1.jpg', 'https://img.test/new.jpg', 'https://img.test/3.jpg'],
    })
    // The form's zh-TW labels name nested fields in errors, and work as headers.
    const bad = parse(`id,脂肪,圖片網址 2\n${product.id},-1,https://img.test/b.jpg\n`, [product]).rows[0]
    expect(bad.errors).toEqual(['脂肪：不可小於 0'])
  })

  it('has a column for every field the product form edits (one list: PRODUCT_FIELDS)', () => {
    const leaves = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        inner !== null && typeof inner === 'object' && !Array.isArray(inner)
          ? leaves(inner as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      )
    expect(PRODUCT_FIELDS.map((field) => field.key).sort()).toEqual(leaves(emptyProductValues).sort())
    expect(PRODUCT_CSV_HEADER.slice(0, 2)).toEqual(['id', 'title'])
    expect(PRODUCT_CSV_HEADER).toContain(`imagesUrl.${MAX_EXTRA_IMAGES}`)
  })

  it('handles a BOM, quoted commas, quotes and line breaks, and zh-TW text', () => {
    const text = `${CSV_BOM}${HEADER}\r\n,"蔥抓餅, 加蛋",蛋餅,份,70,60,1,"外酥內軟\n""現做""",,\r\n`
    const [row] = parse(text).rows
    expect(row).toMatchObject({ row: 2, action: 'create', errors: [] })
    expect(row.input).toMatchObject({
      title: '蔥抓餅, 加蛋',
      description: '外酥內軟\n"現做"',
      origin_price: 70,
      price: 60,
      is_enabled: 1,
      imagesUrl: [],
    })
  })

  it('gives each bad row the product form’s own zh-TW messages, naming the field', () => {
    const text = [
      HEADER,
      ',,蛋餅,份,70,abc,1,,,',
      ',燒餅,餅,個,-5,30,maybe,,,',
      ',油條,餅,根,"1,500",１２００,是,,,',
      ',豆漿,飲料,杯,25,30,1,,,',
    ].join('\n')
    const rows = parse(text).rows
    expect(rows.map((row) => row.errors)).toEqual([
      ['標題：此欄位必填', '售價：請輸入數字'],
      ['原價：不可小於 0', '是否啟用：請填 1（啟用）或 0（未啟用）'],
      [],
      // Honest prices: the shop would show NT$30 beside a struck-through NT$25.
      ['售價：售價不可高於原價'],
    ])
    expect(rows.map((row) => row.input === null)).toEqual([true, true, false, true])
    // Full-width digits, thousands separators and 是 are what spreadsheets and people write.
    expect(rows[2].input).toMatchObject({ origin_price: 1500, price: 1200, is_enabled: 1 })
  })

  it('updates only the columns the file has; zh-TW headers work; unknown columns are named', () => {
    const [product] = products
    const { rows, ignoredColumns } = parse(`id,售價,備註\n${product.id},49,test\n`)
    expect(ignoredColumns).toEqual(['備註'])
    expect(rows[0]).toMatchObject({ action: 'update', errors: [] })
    expect(rows[0].input).toMatchObject({
      title: product.title,
      price: 49,
      origin_price: product.origin_price,
    })
    // A price above the stored original price is refused, as the form refuses it.
    expect(parse(`id,售價\n${product.id},${product.origin_price + 1}\n`).rows[0].errors).toEqual([
      '售價：售價不可高於原價',
    ])
  })

  it('creates a row whose id this shop does not have, and refuses the second row of one id', () => {
    const [product] = products
    const line = (id: string) => `${id},紅茶,飲料,杯,30,25,1,,,`
    const rows = parse(
      [HEADER, line('-Nfromanothershop'), line(product.id), line(product.id)].join('\n'),
    ).rows
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'update'])
    expect(rows[2].errors).toEqual(['與第 3 列是同一個商品（id 重複），這列不會匯入'])
    expect(rows[2].input).toBeNull()
  })

  it('refuses files that are not a product CSV, with the reason', () => {
    const fail = (text: string) => {
      const parsed = parseProductCsv(text, products)
      return parsed.ok ? 'parsed' : parsed.error
    }
    expect(fail('\x89PNG\r\n\x1a\n\0\0\0\rIHDR')).toMatch(/^找不到商品欄位/)
    expect(fail(`${HEADER}\n`)).toBe('檔案裡只有欄位名稱，沒有商品資料。')
    expect(fail(`${HEADER}\n,"未結束的引號,蛋餅,份,1,1,1,,,\n`)).toMatch(/^CSV 格式錯誤/)
    expect(isCsvFile({ name: 'products.csv', type: '' })).toBe(true)
    expect(isCsvFile({ name: 'photo.png', type: 'image/png' })).toBe(false)
  })

  it('reads UTF-8 and, failing that, Big5 (Excel’s zh-TW “CSV”)', () => {
    const utf8 = new TextEncoder().encode(`${CSV_BOM}title\n蛋餅\n`)
    expect(decodeCsv(utf8)).toBe(`title\n蛋餅\n`) // the BOM is read as a marker, not text
    // 蛋餅 in Big5.
    const big5 = new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xb3, 0x4a, 0xbb, 0xe6, 0x0a])
    expect(decodeCsv(big5)).toBe('title\n蛋餅\n')
  })
})

describe('sending the rows', () => {
  const rows = parse(
    [HEADER, ',A,c,u,1,1,1,,,', ',,c,u,1,1,1,,,', ',B,c,u,1,1,1,,,', `${products[0].id},C,c,u,1,1,1,,,`].join(
      '\n',
    ),
  ).rows
  const reasonOf = (failure: unknown) => (failure as Error).message

  it('never sends invalid rows, keeps going past a refusal and says why each failed', async () => {
    const sent: string[] = []
    const progress: number[] = []
    const run = await runImport(
      rows,
      async (row) => {
        sent.push(row.input.title)
        if (row.input.title === 'B') throw new Error('title 屬性不得為空')
      },
      { signal: new AbortController().signal, reasonOf, onProgress: (done) => progress.push(done) },
    )
    expect(sent.sort()).toEqual(['A', 'B', 'C'])
    expect(progress).toEqual([1, 2, 3])
    expect(importSummary(rows, run)).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      // The row the preview refused is a failure too, with its errors; in file order.
      failed: [
        { row: 3, title: '', action: 'create', failure: '標題：此欄位必填' },
        { row: 4, title: 'B', action: 'create', failure: 'title 屬性不得為空' },
      ],
      notSent: 0,
      stopped: false,
    })
  })

  it('stops sending when stopped; what was on its way is counted, the rest is reported not sent', async () => {
    const controller = new AbortController()
    const sent: ImportRow[] = []
    const run = await runImport(
      rows,
      async (row) => {
        sent.push(row)
        controller.abort()
      },
      { signal: controller.signal, reasonOf, concurrency: 1 },
    )
    expect(sent).toHaveLength(1)
    expect(importSummary(rows, run)).toMatchObject({ created: 1, updated: 0, notSent: 2, stopped: true })
  })
})
