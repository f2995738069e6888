import Papa from 'papaparse'
import { ValidationError } from 'yup'
import type { Product, ProductInput } from '@/api/types'
import { textOf } from '@/lib/format'
import { adminMessages } from '../messages'
import {
  formValuesToProductInput,
  productSchema,
  productToFormValues,
  type ProductFormValues,
} from '../products/productForm'
import { PRODUCT_CSV_FIELDS } from './csvExport'

/**
 * Products in from a CSV: the file's bytes → text → rows → each row checked by the product form's
 * own Yup schema (productSchema, the one place for its rules) → what to send. Pure: the page reads
 * the file, and sends the rows through `runImport` with its mutations.
 *
 * A row updates the product whose `id` it holds (the export writes ids, so an exported file comes
 * back as updates); a row with no id, or an id this shop does not have (a file from another shop),
 * creates a product. The id is the key, not the title: titles may repeat and are what an owner edits.
 * Columns the file leaves out keep the product's stored values (an update) or the form's defaults
 * (a create), so a file with only `id,price` changes prices and nothing else.
 */

const c = adminMessages.csv
const form = adminMessages.products.form

/** Larger files are refused before reading (a product list of thousands is still far below). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024
/** How many products one file may hold. */
export const MAX_IMPORT_ROWS = 2000

export type ProductCsvField = (typeof PRODUCT_CSV_FIELDS)[number]
type ValueField = Exclude<ProductCsvField, 'id'>

/** Each column's label in the form (errors name the field the owner knows; headers may use it too). */
export const PRODUCT_FIELD_LABELS: Record<ProductCsvField, string> = {
  id: 'id',
  title: form.titleField,
  category: form.category,
  unit: form.unit,
  origin_price: form.originPrice,
  price: form.price,
  is_enabled: form.enabled,
  description: form.description,
  content: form.content,
  imageUrl: form.imageUrl,
}

const fold = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()

/** A header cell → its field: the export's field name (any case) or the form's zh-TW label. */
const HEADER_FIELDS = new Map<string, ProductCsvField>(
  PRODUCT_CSV_FIELDS.flatMap((field) => [
    [fold(field), field],
    [fold(PRODUCT_FIELD_LABELS[field]), field],
  ]),
)

/** Whether a file looks like a CSV by its name or type (spreadsheets save .csv; some tools .txt). */
export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.(csv|txt)$/i.test(file.name) || /^text\/(csv|plain)|application\/vnd\.ms-excel/.test(file.type)
}

/**
 * The file's text. UTF-8 (with or without the BOM the export writes) first; a file that is not
 * valid UTF-8 is read as Big5, which is what Excel on a zh-TW Windows saves as "CSV".
 */
export function decodeCsv(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('big5').decode(bytes)
  }
}

export interface ImportRow {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number
  action: 'create' | 'update'
  /** The product an update writes. */
  id?: string
  /** What the preview shows: the row's cells (or the stored / default values it keeps). */
  shown: { title: string; category: string; price: string; enabled: boolean | null }
  /** What is sent; null when the row has errors (never sent). */
  input: ProductInput | null
  /** zh-TW, one per field ("售價：請輸入數字"). */
  errors: string[]
}

export type ParsedImport =
  { ok: true; rows: ImportRow[]; ignoredColumns: string[] } | { ok: false; error: string }

const IS_ENABLED_WORDS = new Map<string, boolean>([
  ['1', true],
  ['true', true],
  ['yes', true],
  ['y', true],
  ['是', true],
  [fold(adminMessages.common.enabled), true],
  ['0', false],
  ['false', false],
  ['no', false],
  ['n', false],
  ['否', false],
  [fold(adminMessages.common.disabled), false],
  ['', false],
])

/** A number cell as a spreadsheet may write it: full-width digits, thousands separators, spaces. */
const numberCell = (cell: string) => cell.normalize('NFKC').replace(/[,\s]/g, '')

/** A cell as the value the schema checks (numbers stay text so the schema can say what is wrong). */
function cellValue(field: ValueField, cell: string): unknown {
  if (field === 'origin_price' || field === 'price') return numberCell(cell)
  if (field === 'is_enabled') return IS_ENABLED_WORDS.get(fold(cell)) ?? cell
  return cell
}

/** The checked value as the form holds it. */
function formValue(field: ValueField, value: unknown): ProductFormValues[ValueField] {
  if (field === 'origin_price' || field === 'price') return Number(value)
  if (field === 'is_enabled') return Boolean(value)
  return String(value)
}

function errorsOf(failure: unknown): string[] {
  if (!(failure instanceof ValidationError)) throw failure
  const seen = new Set<string>()
  const errors: string[] = []
  for (const error of failure.inner.length > 0 ? failure.inner : [failure]) {
    const path = error.path ?? ''
    if (seen.has(path)) continue
    seen.add(path)
    const label = PRODUCT_FIELD_LABELS[path as ProductCsvField] ?? path
    errors.push(c.fieldError(label, error.message))
  }
  return errors
}

/** The CSV's rows checked against this shop's products (for matching ids). */
export function parseProductCsv(text: string, existing: readonly Product[]): ParsedImport {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes')
  if (quoteError) return { ok: false, error: c.badQuotes((quoteError.row ?? 0) + 1) }
  const [header = [], ...lines] = parsed.data
  const columns = header.map((cell) => HEADER_FIELDS.get(fold(cell)))
  const known = columns.filter((field): field is ProductCsvField => field !== undefined)
  if (known.filter((field) => field !== 'id').length === 0) return { ok: false, error: c.noColumns }
  if (lines.length === 0) return { ok: false, error: c.noRows }
  if (lines.length > MAX_IMPORT_ROWS) return { ok: false, error: c.tooManyRows(MAX_IMPORT_ROWS) }
  const ignoredColumns = header
    .filter((cell, index) => columns[index] === undefined && cell.trim() !== '')
    .map((cell) => cell.trim())
  // The first column of each field wins (a header naming a field twice).
  const columnOf = new Map<ProductCsvField, number>()
  columns.forEach((field, index) => {
    if (field && !columnOf.has(field)) columnOf.set(field, index)
  })

  const byId = new Map(existing.map((product) => [product.id, product]))
  const rowOfId = new Map<string, number>()
  const rows = lines.map((cells, index): ImportRow => {
    const row = index + 2
    const cell = (field: ProductCsvField) => cells[columnOf.get(field)!] ?? ''
    const id = columnOf.has('id') ? cell('id').trim() : ''
    const stored = id ? byId.get(id) : undefined
    const base = productToFormValues(stored)
    const present = [...columnOf.keys()].filter((field): field is ValueField => field !== 'id')
    const candidate: Record<string, unknown> = { ...base }
    for (const field of present) candidate[field] = cellValue(field, cell(field))

    let errors: string[] = []
    try {
      productSchema.validateSync(candidate, { abortEarly: false })
    } catch (failure) {
      errors = errorsOf(failure)
    }
    if (stored) {
      const first = rowOfId.get(stored.id)
      if (first !== undefined) errors.push(c.duplicateId(first))
      else rowOfId.set(stored.id, row)
    }
    const values: ProductFormValues = { ...base }
    if (errors.length === 0)
      for (const field of present) Object.assign(values, { [field]: formValue(field, candidate[field]) })
    const shownText = (field: 'title' | 'category' | 'price') =>
      columnOf.has(field) ? cell(field).trim() : textOf(base[field])
    const enabled = candidate.is_enabled
    return {
      row,
      action: stored ? 'update' : 'create',
      ...(stored ? { id: stored.id } : {}),
      shown: {
        title: shownText('title'),
        category: shownText('category'),
        price: shownText('price'),
        enabled: typeof enabled === 'boolean' ? enabled : null,
      },
      input: errors.length === 0 ? formValuesToProductInput(values) : null,
      errors,
    }
  })
  return { ok: true, rows, ignoredColumns }
}

/** What became of one row that was sent. */
export interface ImportResult {
  row: number
  title: string
  action: ImportRow['action']
  /** The API's reason when it refused the row. */
  failure?: string
}

export interface ImportRun {
  results: ImportResult[]
  /** Rows never sent because the import was stopped. */
  notSent: number
  stopped: boolean
}

/**
 * Sends the valid rows, `concurrency` at a time, in file order. Stopping (the signal) sends nothing
 * more; requests already on their way finish and are counted, so the summary says exactly what was
 * done. A refused row does not stop the others: its reason is kept.
 */
export async function runImport(
  rows: readonly ImportRow[],
  send: (row: ImportRow & { input: ProductInput }) => Promise<unknown>,
  options: {
    signal: AbortSignal
    concurrency?: number
    reasonOf: (failure: unknown) => string
    onProgress?: (done: number) => void
  },
): Promise<ImportRun> {
  const { signal, concurrency = 3, reasonOf, onProgress } = options
  const jobs = rows.filter((row): row is ImportRow & { input: ProductInput } => row.input !== null)
  const results: (ImportResult | undefined)[] = []
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < jobs.length && !signal.aborted) {
      const index = next++
      const job = jobs[index]
      const result: ImportResult = { row: job.row, title: job.input.title, action: job.action }
      try {
        await send(job)
      } catch (failure) {
        result.failure = reasonOf(failure)
      }
      results[index] = result
      onProgress?.(++done)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker))
  const sent = results.filter((result): result is ImportResult => result !== undefined)
  return { results: sent, notSent: jobs.length - sent.length, stopped: sent.length < jobs.length }
}

/**
 * What the summary shows. Rows the preview refused count as failed too (never sent), with their
 * errors as the reason, so "失敗" is every row of the file that did not go in, in file order.
 */
export function importSummary(rows: readonly ImportRow[], run: ImportRun) {
  const ok = run.results.filter((result) => result.failure === undefined)
  const invalid: ImportResult[] = rows
    .filter((row) => row.input === null)
    .map((row) => ({
      row: row.row,
      title: row.shown.title,
      action: row.action,
      failure: row.errors.join('；'),
    }))
  return {
    created: ok.filter((result) => result.action === 'create').length,
    updated: ok.filter((result) => result.action === 'update').length,
    failed: [...invalid, ...run.results.filter((result) => result.failure !== undefined)].sort(
      (a, b) => a.row - b.row,
    ),
    notSent: run.notSent,
    stopped: run.stopped,
  }
}
