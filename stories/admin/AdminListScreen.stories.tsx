import TableCell from '@mui/material/TableCell'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AdminListScreen, type AdminListScreenProps } from '@/features/admin/components/AdminListScreen'
import { choose, fixture, noControl, noneOr, pagers } from '../fixtureSets'

/** The shell shared by the products, orders and coupons lists, shown here with plain rows. */
interface Row {
  id: string
  name: string
  stock: number
}

const rows: Row[] = [
  { id: 'a', name: '起司蛋餅', stock: 24 },
  { id: 'b', name: '總匯三明治', stock: 12 },
  { id: 'c', name: '古早味紅茶', stock: 40 },
]

const rowLists: Record<string, Row[]> = { 'three rows': rows, empty: [] }

const errorTexts = noneOr({ 'list could not be read': '取得資料失敗' })

/** Bulk selection: none (no checkboxes), or one row ticked. */
const selections = noneOr({
  'one selected': { selected: new Set(['a']), onToggle: fn(), onToggleAll: fn(), onDeleteSelected: fn() },
})

const args: AdminListScreenProps<Row> = {
  messages: {
    title: '範例列表',
    empty: '目前沒有資料',
    editLabel: (name) => `編輯 ${name}`,
    deleteLabel: (name) => `刪除 ${name}`,
  },
  columns: [{ label: '名稱' }, { label: '庫存', align: 'right' }],
  tableMinWidth: 480,
  records: fixture(rowLists, 'three rows'),
  recordKey: (row) => row.id,
  recordName: (row) => row.name,
  renderCells: (row) => (
    <>
      <TableCell>{row.name}</TableCell>
      <TableCell align="right">{row.stock}</TableCell>
    </>
  ),
  renderCard: (row) => ({ heading: row.name, fields: [{ label: '庫存', value: row.stock }] }),
  onEdit: fn(),
  onDelete: fn(),
  pagination: fixture(pagers, 'page 1 of 2'),
  isLoading: false,
  onPageChange: fn(),
  layout: 'table',
}

const meta = {
  title: 'Back office/AdminListScreen',
  // The component for autodocs (its props' descriptions); render keeps the row type.
  component: AdminListScreen,
  // The texts and columns are each list page's configuration, not something to edit here.
  argTypes: {
    records: choose(rowLists),
    pagination: choose(pagers),
    errorText: choose(errorTexts),
    selection: choose(selections),
    messages: noControl,
    columns: noControl,
    headerAction: noControl,
    toolbar: noControl,
  },
  render: (storyArgs: AdminListScreenProps<Row>) => <AdminListScreen<Row> {...storyArgs} />,
  args,
} satisfies Meta<AdminListScreenProps<Row>>

export default meta
type Story = StoryObj<typeof meta>

export const Table: Story = {}

export const Cards: Story = {
  args: { layout: 'cards' },
  globals: { viewport: { value: 'mobile1' } },
}

export const Loading: Story = { args: { isLoading: true, records: [], pagination: null } }

export const Fetching: Story = { args: { isFetching: true } }

export const Empty: Story = {
  args: { records: [], pagination: { current_page: 1, total_pages: 1, has_pre: false, has_next: false } },
}

export const LoadFailed: Story = {
  args: { records: [], errorText: fixture(errorTexts, 'list could not be read'), onRetry: fn() },
}
