import { alpha, type Theme } from '@mui/material/styles'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { RefreshingBar } from '@/components/feedback/RefreshingBar'
import { PagerControl, type PagerInfo } from '@/components/navigation/PagerControl'
import { adminMessages } from '../messages'
import { AdminPageHeader } from './AdminPageHeader'
import { ListMessage, ListMessageRow } from './ListStates'
import { RecordCard, RecordCardList, RecordCardMessage, type RecordCardProps } from './RecordCards'
import { ADMIN_LAYOUT } from './adminLayout'
import { useLayout } from '@/lib/useLayout'

const common = adminMessages.common

export interface AdminListColumn {
  label: string
  align?: 'right'
}

/** What a list page hands every admin list screen: the page of records and its state. */
export interface AdminListStateProps {
  /** The API's page information (current page, total pages); null hides the pager. */
  pagination: PagerInfo | null
  /** First load: the spec's full-screen spinner. */
  isLoading: boolean
  /** A page change or a reload after a save: the list stays, under a progress bar. */
  isFetching?: boolean
  /** Shown in place of the records when the list could not be read. */
  errorText?: string | null
  /** Loads the data again after a failure. */
  onRetry?: () => void
  /** Called with the page number the user asked for. */
  onPageChange: (page: number) => void
  /** Forces the table or the phone cards (stories); by default it follows the screen width. */
  layout?: 'table' | 'cards'
  /** How many records match the filter, over all pages (shown above the list). */
  total?: number
  /** Bulk selection: checkboxes per record, select-the-page, and 刪除所選. */
  selection?: AdminListSelection
  /** The record to point out (just created, or found with the command palette): its row is marked. */
  highlightedId?: string
}

export interface AdminListSelection {
  selected: ReadonlySet<string>
  onToggle: (record: never) => void
  onToggleAll: (records: never[]) => void
  onDeleteSelected: () => void
  /** The bulk actions shown while records are ticked, in place of 刪除所選 (a list's own set). */
  actions?: ReactNode
}

export interface AdminListScreenProps<T> extends AdminListStateProps {
  /** The list's texts: the title is also the table's and the card list's accessible name. */
  messages: {
    title: string
    empty: string
    editLabel: (name: string) => string
    deleteLabel: (name: string) => string
  }
  /** The header's button (建立新的…), if the list has one. */
  headerAction?: ReactNode
  /** Find and filter controls, between the header and the list. */
  toolbar?: ReactNode
  /** The data columns; the trailing actions column is added here. */
  columns: AdminListColumn[]
  /** The table's minimum width in px (it scrolls sideways below it). */
  tableMinWidth: number
  /** The records of the current page. */
  records: T[]
  /** A stable key per record (its id). */
  recordKey: (record: T) => string
  /** How the edit / delete buttons name the record to screen readers. */
  recordName: (record: T) => string
  /** The data cells of one table row, in column order. */
  renderCells: (record: T) => ReactNode
  /** One record as a phone card (the edit / delete buttons are added here). */
  renderCard: (record: T) => Omit<RecordCardProps, 'actions'>
  /** Opens the record's edit form. */
  onEdit: (record: T) => void
  /** Asks to delete the record (a confirm dialog follows). */
  onDelete: (record: T) => void
  /** A record's actions, when the list offers others than 編輯 and 刪除 side by side. */
  renderActions?: (record: T) => ReactNode
}

/**
 * The shell every admin list shares: header, a table (or phone cards), the empty / failed
 * state, the pager and the first-load spinner. A page change dims the records in place.
 */
export function AdminListScreen<T>({
  messages,
  headerAction,
  toolbar,
  columns,
  tableMinWidth,
  records,
  recordKey,
  recordName,
  renderCells,
  renderCard,
  onEdit,
  onDelete,
  renderActions,
  pagination,
  isLoading,
  isFetching = false,
  errorText,
  onRetry,
  onPageChange,
  layout: forcedLayout,
  total,
  selection: selectionProps,
  highlightedId,
}: AdminListScreenProps<T>) {
  // The selection's callbacks are typed per list by the page; here they take this list's records.
  const selection = selectionProps as
    | (Omit<AdminListSelection, 'onToggle' | 'onToggleAll'> & {
        onToggle: (record: T) => void
        onToggleAll: (records: T[]) => void
      })
    | undefined
  // Tables, except on phones (below 600 px), where each record becomes a card.
  const narrow =
    useLayout(forcedLayout && (forcedLayout === 'cards' ? 'narrow' : 'wide'), ADMIN_LAYOUT) === 'narrow'
  const layout = narrow ? 'cards' : 'table'
  const empty = records.length === 0 && !isLoading
  const refreshing = isFetching && !isLoading
  const { title, empty: emptyText } = messages
  const keys = records.map(recordKey)
  const selectedHere = selection ? keys.filter((key) => selection.selected.has(key)).length : 0
  const selectBox = (record: T) =>
    selection ? (
      <Checkbox
        size="small"
        checked={selection.selected.has(recordKey(record))}
        onChange={() => selection.onToggle(record)}
        slotProps={{ input: { 'aria-label': common.selectLabel(recordName(record)) } }}
      />
    ) : null
  const actions = (record: T) =>
    renderActions ? (
      renderActions(record)
    ) : (
      <RecordActions
        editLabel={messages.editLabel(recordName(record))}
        deleteLabel={messages.deleteLabel(recordName(record))}
        onEdit={() => onEdit(record)}
        onDelete={() => onDelete(record)}
      />
    )

  return (
    <Box>
      <AdminPageHeader title={title} action={headerAction} />
      {toolbar}
      {total !== undefined || (selection && selection.selected.size > 0) ? (
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', minHeight: 40, mb: 1, flexWrap: 'wrap', rowGap: 1 }}
        >
          {total !== undefined ? (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {common.found(total)}
            </Typography>
          ) : null}
          {selection && selection.selected.size > 0 ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {common.selectedCount(selection.selected.size)}
              </Typography>
              {selection.actions ?? (
                <Button size="small" variant="contained" color="error" onClick={selection.onDeleteSelected}>
                  {common.deleteSelected}
                </Button>
              )}
            </>
          ) : null}
        </Stack>
      ) : null}
      <RefreshingBar active={refreshing} />
      {layout === 'table' ? (
        <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider' }}>
          <Table
            aria-label={title}
            aria-busy={refreshing || undefined}
            sx={{
              minWidth: tableMinWidth,
              // 12 px each side instead of 16: the orders table's ten columns fit a 1280 px screen.
              '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 },
            }}
          >
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'shop.tableHead', whiteSpace: 'nowrap' } }}>
                {selection ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={keys.length > 0 && selectedHere === keys.length}
                      indeterminate={selectedHere > 0 && selectedHere < keys.length}
                      disabled={keys.length === 0}
                      onChange={() => selection.onToggleAll(records)}
                      slotProps={{ input: { 'aria-label': common.selectAll } }}
                    />
                  </TableCell>
                ) : null}
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align}>
                    {column.label}
                  </TableCell>
                ))}
                <TableCell align="right">{common.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {empty ? (
                <ListMessageRow
                  colSpan={columns.length + (selection ? 2 : 1)}
                  text={emptyText}
                  errorText={errorText}
                  onRetry={onRetry}
                />
              ) : (
                records.map((record) => (
                  <TableRow
                    key={recordKey(record)}
                    hover
                    {...highlightProps(recordKey(record) === highlightedId)}
                  >
                    {selection ? <TableCell padding="checkbox">{selectBox(record)}</TableCell> : null}
                    {renderCells(record)}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {actions(record)}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      ) : empty ? (
        <RecordCardMessage>
          <ListMessage text={emptyText} errorText={errorText} onRetry={onRetry} />
        </RecordCardMessage>
      ) : (
        <Box aria-busy={refreshing || undefined}>
          <RecordCardList label={title}>
            {records.map((record) => (
              <RecordCard
                key={recordKey(record)}
                highlighted={recordKey(record) === highlightedId}
                {...renderCard(record)}
                select={selectBox(record)}
                actions={actions(record)}
              />
            ))}
          </RecordCardList>
        </Box>
      )}
      {/* The pager only when there is more than one page. */}
      {pagination && pagination.total_pages > 1 ? (
        <PagerControl pagination={pagination} onPageChange={onPageChange} disabled={isFetching} />
      ) : null}
      <FullScreenSpinner open={isLoading} />
    </Box>
  )
}

/** A marked row: scrolled into view, tinted, and named as the current item for screen readers. */
function highlightProps(highlighted: boolean) {
  if (!highlighted) return {}
  return {
    'aria-current': 'true' as const,
    ref: (row: HTMLTableRowElement | null) => row?.scrollIntoView?.({ block: 'nearest' }),
    sx: {
      // Light enough that every control in the row keeps 4.5:1 (the red 刪除 included).
      bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.06),
      boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
    },
  }
}

interface RecordActionsProps {
  editLabel: string
  deleteLabel: string
  onEdit: () => void
  onDelete: () => void
}

/** A record's 編輯 / 刪除 buttons, named after the record for screen readers. */
function RecordActions({ editLabel, deleteLabel, onEdit, onDelete }: RecordActionsProps) {
  return (
    <>
      <Button size="small" variant="outlined" aria-label={editLabel} onClick={onEdit}>
        {common.edit}
      </Button>
      <Button size="small" variant="outlined" color="error" aria-label={deleteLabel} onClick={onDelete}>
        {common.delete}
      </Button>
    </>
  )
}
