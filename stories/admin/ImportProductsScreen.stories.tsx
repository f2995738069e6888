import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { productsCsv } from '@/features/admin/csv/csvExport'
import { parseProductCsv } from '@/features/admin/csv/productImport'
import {
  ImportProductsScreen,
  type ImportStep,
} from '@/features/admin/products/components/ImportProductsScreen'
import { adminProducts } from './adminFixtures'
import { choose, fixture, radio } from '../fixtureSets'

/**
 * A real parse of a file: the first three products exported (two as they are, unchanged; one with
 * a new price, an update), a new one, and three bad rows (a missing title and a price that is no
 * number; a negative original price; a selling price above the original price, which the shop
 * would show as a false discount).
 */
const [first, second, third] = adminProducts
const exported = productsCsv([first, { ...second, price: second.price - 5 }, third])
const parsed = parseProductCsv(
  `${exported}\r\n,蔥抓餅加蛋,蛋餅,份,70,60,1,酥香蔥抓餅包進半熟蛋。,,\r\n,,蛋餅,份,70,abc,1,,,\r\n,燒餅油條,餅,套,-5,45,是,,,\r\n,豆漿,飲料,杯,25,30,1,,,\r\n`,
  adminProducts,
)
const preview = parsed.ok ? parsed : { rows: [], ignoredColumns: [] }
/** The shop's own export read back as it is: every row unchanged, nothing to send. */
const sameAgain = parseProductCsv(productsCsv(adminProducts), adminProducts)
const unchangedPreview = sameAgain.ok ? sameAgain : { rows: [], ignoredColumns: [] }

/** Every step of an import, as the page hands them over (the Controls panel offers each). */
const steps: Record<string, ImportStep> = {
  'choose a file': { step: 'choose', ready: true },
  'waiting for products': { step: 'choose', ready: false },
  'not a CSV': {
    step: 'error',
    fileName: 'photo.png',
    message: '這不是 CSV 檔，請選擇副檔名為 .csv 的檔案。',
  },
  'preview with errors': {
    step: 'preview',
    fileName: 'products.csv',
    rows: preview.rows,
    ignoredColumns: ['備註'],
  },
  'preview, nothing changed': {
    step: 'preview',
    fileName: 'products.csv',
    rows: unchangedPreview.rows,
    ignoredColumns: [],
  },
  importing: { step: 'importing', fileName: 'products.csv', done: 2, total: 4, stopping: false },
  stopping: { step: 'importing', fileName: 'products.csv', done: 3, total: 4, stopping: true },
  summary: {
    step: 'summary',
    fileName: 'products.csv',
    created: 1,
    updated: 2,
    unchanged: 3,
    failed: [
      { row: 3, title: '鮪魚蛋餅', action: 'update', failure: 'id 不存在' },
      { row: 6, title: '', action: 'create', failure: '標題：此欄位必填；售價：請輸入數字' },
    ],
    notSent: 0,
    stopped: false,
  },
  'summary, stopped': {
    step: 'summary',
    fileName: 'products.csv',
    created: 1,
    updated: 1,
    unchanged: 0,
    failed: [],
    notSent: 2,
    stopped: true,
  },
}

const meta = {
  title: 'Back office/ImportProductsScreen',
  component: ImportProductsScreen,
  argTypes: { state: choose(steps), layout: radio('narrow', 'wide') },
  args: {
    open: true,
    state: fixture(steps, 'choose a file'),
    onFile: fn(),
    onImport: fn(),
    onStop: fn(),
    onClose: fn(),
    layout: 'wide',
  },
} satisfies Meta<typeof ImportProductsScreen>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '匯入商品 CSV' })

/** Nothing chosen yet: the drop zone and the 選擇檔案 button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(dialog(canvasElement)).getByText('選擇檔案')).toBeInTheDocument()
  },
}

/** The shop's products are still loading: rows cannot be matched yet, so no file can be chosen. */
export const WaitingForProducts: Story = { args: { state: fixture(steps, 'waiting for products') } }

export const ParseError: Story = {
  args: {
    state: fixture(steps, 'not a CSV'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(dialog(canvasElement)).getByRole('alert')).toHaveTextContent('這不是 CSV 檔')
  },
}

export const PreviewWithErrors: Story = {
  args: {
    state: fixture(steps, 'preview with errors'),
  },
  play: async ({ canvasElement }) => {
    const view = within(dialog(canvasElement))
    await expect(view.getByText('可匯入 2 筆（新增 1 筆、更新 1 筆）')).toBeInTheDocument()
    await expect(view.getByText('未變更 2 筆（內容與現有商品相同，不會送出）')).toBeInTheDocument()
    await expect(view.getByText('售價：請輸入數字')).toBeInTheDocument()
    await expect(view.getByText('原價：不可小於 0')).toBeInTheDocument()
    await expect(view.getByText('售價：售價不可高於原價')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: '匯入 2 筆' })).toBeEnabled()
  },
}

/** The shop's own export imported again: every row is 未變更 and 匯入 is off (nothing would be sent). */
export const PreviewNothingChanged: Story = {
  args: { state: fixture(steps, 'preview, nothing changed') },
  play: async ({ canvasElement }) => {
    const view = within(dialog(canvasElement))
    await expect(view.getByText('檔案內容與現有商品完全相同，沒有需要匯入的變更。')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: '匯入 0 筆' })).toBeDisabled()
  },
}

export const PreviewNarrow: Story = {
  args: { ...PreviewWithErrors.args, layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
}

export const Importing: Story = {
  args: { state: fixture(steps, 'importing') },
  play: async ({ canvasElement }) => {
    const view = within(dialog(canvasElement))
    await expect(view.getByRole('progressbar', { name: '匯入進度' })).toHaveAttribute('aria-valuenow', '50')
    await expect(view.getByText('已處理 2 / 4 筆')).toBeInTheDocument()
  },
}

export const Stopping: Story = {
  args: { state: fixture(steps, 'stopping') },
}

export const Summary: Story = {
  args: {
    state: fixture(steps, 'summary'),
  },
  play: async ({ canvasElement }) => {
    const view = within(dialog(canvasElement))
    await expect(view.getByRole('status')).toHaveTextContent(
      '匯入完成新增 1 筆更新 2 筆未變更 3 筆（內容與現有商品相同，不會送出）失敗 2 筆',
    )
    await expect(view.getByRole('table', { name: '失敗的列' })).toHaveTextContent('id 不存在')
  },
}

/** Stopped mid-way: the summary says what was sent and what was not. */
export const SummaryStopped: Story = {
  args: {
    state: fixture(steps, 'summary, stopped'),
  },
}

export const SummaryNarrow: Story = {
  args: { ...Summary.args, layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
}
