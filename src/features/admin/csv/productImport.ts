import { ALLERGENS } from '@/api/food'
import { setIn } from 'formik'
import Papa from 'papaparse'
import { ValidationError } from 'yup'
import type { Product, ProductInput } from '@/api/types'
import { textOf } from '@/lib/format'
import { adminMessages } from '../messages'
import {
  PRODUCT_COLUMNS,
  PRODUCT_FIELDS,
  type ProductColumn,
  type ProductFieldKind,
} from '../products/productFields'
import {
  formValuesToProductInput,
  productSchema,
  productToFormValues,
  type ProductFormValues,
} from '../products/productForm'

/**
 * Products in from a CSV: the file's bytes → text → rows → each row checked by the product form's
 * own Yup schema (productSchema, the one place for its rules) → what to send. Pure: the page reads
 * the file, and sends the rows through `runImport` with its mutations.
 *
 * A row updates the product whose `id` it holds (the export writes ids and every field the form
 * edits, so an exported file comes back as rows that change nothing, and nothing is sent for
 * them); a row with no id, or an id this shop does not have (a file from another shop),
 * creates a product. The id is the key, not the title: titles may repeat and are what an owner edits.
 * Columns the file leaves out keep the product's stored values (an update) or the form's defaults
 * (a create), so a file with only `id,price` changes prices and nothing else.
 */

const c = adminMessages.csv

/** Larger files are refused before reading (a product list of thousands is still far below). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024
/** How many products one file may hold. */
export const MAX_IMPORT_ROWS = 2000

/** A header cell's column: `id`, or a column of PRODUCT_COLUMNS (by its name or the form's label). */
type Column = 'id' | ProductColumn

const fold = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()

/** A header cell → its column: the export's name (any case) or the form's zh-TW label. */
const HEADER_COLUMNS = new Map<string, Column>([
  ['id', 'id'],
  ...PRODUCT_COLUMNS.flatMap((column): [string, Column][] => [
    [fold(column.name), column],
    [fold(column.label), column],
  ]),
])

/** The form's label for an error's path (`nutritionalInfo.fat` → 脂肪, `imagesUrl[2]` → 圖片網址 3). */
function labelOf(path: string): string {
  const image = /^imagesUrl\[(\d+)\]$/.exec(path)
  if (image) return PRODUCT_COLUMNS.find((column) => column.image === Number(image[1]))?.label ?? path
  return PRODUCT_FIELDS.find((field) => field.key === path)?.label ?? path
}

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
  /** `unchanged`: the row holds what the product already holds; nothing is sent for it. */
  action: 'create' | 'update' | 'unchanged'
  /** The product an update writes. */
  id?: string
  /** What the preview shows: the row's cells (or the stored / default values it keeps). */
  shown: { title: string; category: string; price: string; enabled: boolean | null }
  /** What is sent (nothing for an unchanged row); null when the row has errors (never sent). */
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

/**
 * The file's delimiter, read from its header line (a comma, or the tab or semicolon some
 * spreadsheets write): guessing from the whole file can take a mark inside the cells for it when
 * rows are shorter than the header.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/))
  const counts = [',', '\t', ';'].map((mark) => [mark, header.split(mark).length - 1] as const)
  const [mark, count] = counts.reduce((best, next) => (next[1] > best[1] ? next : best))
  return count > 0 ? mark : ','
}

/** An allergen cell's words (`egg、milk`, or their names: `蛋、奶`) as the form's keys. */
function allergenKeys(cell: string): string[] {
  return cell
    .split(/[|,、，;\s]+/)
    .map((word) => word.trim())
    .filter(Boolean)
    .map(
      (word) => ALLERGENS.find((allergen) => allergen.key === word || allergen.label === word)?.key ?? word,
    )
}

/** A heating cell (`微波／600W／90；平底鍋／小火／240`) as the form's steps; seconds stay text here. */
function heatingSteps(cell: string): { method: string; setting: string; seconds: string }[] {
  return cell
    .split(/[；;]/)
    .map((step) => step.trim())
    .filter(Boolean)
    .map((step) => {
      const [method = '', setting = '', seconds = ''] = step.split(/[／|]/).map((part) => part.trim())
      return { method, setting, seconds: numberCell(seconds) }
    })
}

/** A cell as the value the schema checks (numbers stay text so the schema can say what is wrong). */
function cellValue(kind: ProductFieldKind, cell: string): unknown {
  if (kind === 'number') return numberCell(cell)
  if (kind === 'enabled') return IS_ENABLED_WORDS.get(fold(cell)) ?? cell
  if (kind === 'list') return allergenKeys(cell)
  if (kind === 'heating') return heatingSteps(cell)
  return cell
}

/** A checked value as the form holds it. */
function formValue(kind: ProductFieldKind, value: unknown): unknown {
  if (kind === 'number') return value === '' ? '' : Number(value)
  if (kind === 'enabled') return Boolean(value)
  if (kind === 'list') return Array.isArray(value) ? value.map(String) : []
  if (kind === 'heating')
    return Array.isArray(value)
      ? value.map((step: { method: string; setting: string; seconds: string }) => ({
          ...step,
          seconds: step.seconds === '' ? '' : Number(step.seconds),
        }))
      : []
  return String(value)
}

/** `values` with the row's cells in place of the columns the file has. */
function withCells(
  values: ProductFormValues,
  columns: ReadonlyMap<ProductColumn, string>,
  convert: (kind: ProductFieldKind, cell: string) => unknown,
): ProductFormValues {
  let next = values
  const images = [...values.imagesUrl]
  for (const [column, cell] of columns) {
    const { kind, key } = column.field
    if (kind === 'images') images[column.image ?? 0] = cell.trim()
    else next = setIn(next, key, convert(kind, cell)) as ProductFormValues
  }
  if ([...columns.keys()].some((column) => column.field.kind === 'images'))
    // Empty slots are dropped when sent; one empty entry is the form's "no extra image".
    next = { ...next, imagesUrl: images.map((url) => url ?? '') }
  return next
}

function errorsOf(failure: unknown): string[] {
  if (!(failure instanceof ValidationError)) throw failure
  const seen = new Set<string>()
  const errors: string[] = []
  for (const error of failure.inner.length > 0 ? failure.inner : [failure]) {
    const path = error.path ?? ''
    if (seen.has(path)) continue
    seen.add(path)
    errors.push(c.fieldError(labelOf(path), error.message))
  }
  return errors
}

const sameInput = (a: ProductInput, b: ProductInput) => JSON.stringify(a) === JSON.stringify(b)

/** The CSV's rows checked against this shop's products (for matching ids). */
export function parseProductCsv(text: string, existing: readonly Product[]): ParsedImport {
  const body = text.replace(/^\uFEFF/, '')
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: 'greedy', delimiter: delimiterOf(body) })
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes')
  if (quoteError) return { ok: false, error: c.badQuotes((quoteError.row ?? 0) + 1) }
  const [header = [], ...lines] = parsed.data
  const columns = header.map((cell) => HEADER_COLUMNS.get(fold(cell)))
  if (!columns.some((column) => column !== undefined && column !== 'id'))
    return { ok: false, error: c.noColumns }
  if (lines.length === 0) return { ok: false, error: c.noRows }
  if (lines.length > MAX_IMPORT_ROWS) return { ok: false, error: c.tooManyRows(MAX_IMPORT_ROWS) }
  const ignoredColumns = header
    .filter((cell, index) => columns[index] === undefined && cell.trim() !== '')
    .map((cell) => cell.trim())
  // The first column of each field wins (a header naming a field twice).
  const indexOf = new Map<Column, number>()
  columns.forEach((column, index) => {
    if (column && !indexOf.has(column)) indexOf.set(column, index)
  })

  const byId = new Map(existing.map((product) => [product.id, product]))
  const rowOfId = new Map<string, number>()
  const rows = lines.map((cells, index): ImportRow => {
    const row = index + 2
    const cell = (column: Column) => cells[indexOf.get(column)!] ?? ''
    const id = indexOf.has('id') ? cell('id').trim() : ''
    const stored = id ? byId.get(id) : undefined
    const base = productToFormValues(stored)
    // A row shorter than the header says nothing of its last columns: they keep the product's values.
    const present = new Map(
      [...indexOf.keys()]
        .filter((column): column is ProductColumn => column !== 'id' && indexOf.get(column)! < cells.length)
        .map((column) => [column, cell(column)]),
    )
    const candidate = withCells(base, present, cellValue)

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
    const input =
      errors.length === 0
        ? formValuesToProductInput(
            withCells(base, present, (kind, cell) => formValue(kind, cellValue(kind, cell))),
          )
        : null
    const shownText = (key: 'title' | 'category' | 'price') => {
      const column = PRODUCT_COLUMNS.find((one) => one.name === key)
      return column && present.has(column) ? cell(column).trim() : textOf(base[key])
    }
    const enabled = candidate.is_enabled as unknown
    const unchanged =
      stored !== undefined && input !== null && sameInput(input, formValuesToProductInput(base))
    return {
      row,
      action: unchanged ? 'unchanged' : stored ? 'update' : 'create',
      ...(stored ? { id: stored.id } : {}),
      shown: {
        title: shownText('title'),
        category: shownText('category'),
        price: shownText('price'),
        enabled: typeof enabled === 'boolean' ? enabled : null,
      },
      input,
      errors,
    }
  })
  return { ok: true, rows, ignoredColumns }
}

/** The rows an import sends: checked, and changing something. */
export function rowsToSend(rows: readonly ImportRow[]): (ImportRow & { input: ProductInput })[] {
  return rows.filter(
    (row): row is ImportRow & { input: ProductInput } => row.input !== null && row.action !== 'unchanged',
  )
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
  const jobs = rowsToSend(rows)
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
    /** Rows that held what their product already holds (never sent). */
    unchanged: rows.filter((row) => row.action === 'unchanged').length,
    failed: [...invalid, ...run.results.filter((result) => result.failure !== undefined)].sort(
      (a, b) => a.row - b.row,
    ),
    notSent: run.notSent,
    stopped: run.stopped,
  }
}
