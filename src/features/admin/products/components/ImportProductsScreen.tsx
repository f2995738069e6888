import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined'
import { useId, useState, type DragEvent, type ReactNode } from 'react'
import { formatNtd } from '@/lib/format'
import { useLayout } from '@/lib/useLayout'
import { rowsToSend, type ImportResult, type ImportRow } from '../../csv/productImport'
import { PRODUCT_CSV_HEADER } from '../../csv/csvExport'
import { ADMIN_LAYOUT } from '../../components/adminLayout'
import { FileButton } from '../../components/FileButton'
import { RecordCard, RecordCardList } from '../../components/RecordCards'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'

const c = adminMessages.csv
const common = adminMessages.common
const columns = adminMessages.products.columns
const howItWorks = c.howItWorks(PRODUCT_CSV_HEADER.join('、'))

/** Where an import is: each step is one screen of the dialog. */
export type ImportStep =
  /** Waiting for a file (`ready` false while the shop's products load: rows are matched to them). */
  | { step: 'choose'; ready: boolean; reading?: boolean }
  /** The file could not be used (not a CSV, no product columns, broken quotes…). */
  | { step: 'error'; fileName: string; message: string }
  | { step: 'preview'; fileName: string; rows: ImportRow[]; ignoredColumns: string[] }
  | { step: 'importing'; fileName: string; done: number; total: number; stopping: boolean }
  | {
      step: 'summary'
      fileName: string
      created: number
      updated: number
      /** Rows that held what their product already holds (never sent). */
      unchanged: number
      /** Rows the API refused and rows the preview refused (never sent), each with its reason. */
      failed: ImportResult[]
      /** Valid rows not sent because the import was stopped. */
      notSent: number
      stopped: boolean
    }

export interface ImportProductsScreenProps {
  /** The dialog is open (匯入 CSV was pressed). */
  open: boolean
  /** Where the import is: choosing a file, an unusable file, the preview, importing, or the summary. */
  state: ImportStep
  /** Reads the file chosen or dropped (only CSV files are offered). */
  onFile: (file: File) => void
  /** Sends the preview's valid rows. */
  onImport: () => void
  /** Stops an import: nothing more is sent. */
  onStop: () => void
  /** Closes the dialog (not while importing). */
  onClose: () => void
  /** Forces the phone layout (cards, full screen) or the wide one (stories). */
  layout?: 'narrow' | 'wide'
}

/** The file chooser: a button (keyboard and screen readers) inside a drop zone (a mouse). */
function FilePicker({
  onFile,
  disabled,
  label,
  variant,
}: {
  onFile: (file: File) => void
  disabled: boolean
  label: string
  variant: 'contained' | 'outlined'
}) {
  return (
    <FileButton
      variant={variant}
      accept=".csv,text/csv"
      onFile={onFile}
      disabled={disabled}
      startIcon={<UploadFileOutlinedIcon />}
    >
      {label}
    </FileButton>
  )
}

function DropZone({
  ready,
  reading,
  onFile,
}: {
  ready: boolean
  reading: boolean
  onFile: (file: File) => void
}) {
  const [over, setOver] = useState(false)
  const accept = (event: DragEvent) => {
    if (!ready) return
    event.preventDefault()
    setOver(true)
  }
  return (
    <Box
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault()
        setOver(false)
        const file = event.dataTransfer.files[0]
        if (ready && file) onFile(file)
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        px: 2,
        py: 5,
        textAlign: 'center',
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary">
          {!ready ? c.loadingProducts : reading ? c.reading : c.dropHere}
        </Typography>
        <FilePicker onFile={onFile} disabled={!ready || reading} label={c.chooseFile} variant="contained" />
      </Stack>
    </Box>
  )
}

const actionText = (row: ImportRow) =>
  ({ create: c.create, update: c.update, unchanged: c.unchanged })[row.action]
const enabledText = (enabled: boolean | null) =>
  enabled === null ? null : (
    <StatusText positive={enabled}>{enabled ? common.enabled : common.disabled}</StatusText>
  )

function RowProblems({ row }: { row: ImportRow }) {
  if (row.errors.length === 0 && row.action === 'unchanged')
    return (
      <Typography variant="body2" color="text.secondary">
        {c.unchangedNote}
      </Typography>
    )
  if (row.errors.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'status.onText', fontWeight: 700 }}>
        {c.ok}
      </Typography>
    )
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.dark' }}>
      {row.errors.map((error) => (
        <Typography component="li" variant="body2" key={error}>
          {error}
        </Typography>
      ))}
    </Box>
  )
}

const priceText = (price: string) =>
  price && Number.isFinite(Number(price)) ? formatNtd(Number(price)) : price

function Preview({ rows, narrow }: { rows: ImportRow[]; narrow: boolean }) {
  if (narrow)
    return (
      <RecordCardList label={c.previewLabel}>
        {rows.map((row) => (
          <RecordCard
            key={row.row}
            heading={row.shown.title || c.rowLabel(row.row)}
            status={enabledText(row.shown.enabled)}
            fields={[
              { label: c.rowColumn, value: c.rowLabel(row.row) },
              { label: c.actionColumn, value: actionText(row) },
              { label: columns.category, value: row.shown.category },
              { label: columns.price, value: priceText(row.shown.price) },
              { label: c.problemColumn, value: <RowProblems row={row} /> },
            ]}
            actions={null}
          />
        ))}
      </RecordCardList>
    )
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider', maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={c.previewLabel}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'shop.tableHead', whiteSpace: 'nowrap' } }}>
            <TableCell>{c.rowColumn}</TableCell>
            <TableCell>{c.actionColumn}</TableCell>
            <TableCell>{columns.title}</TableCell>
            <TableCell>{columns.category}</TableCell>
            <TableCell align="right">{columns.price}</TableCell>
            <TableCell>{columns.enabled}</TableCell>
            <TableCell>{c.problemColumn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.row}
              sx={
                row.errors.length > 0
                  ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.06) }
                  : undefined
              }
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.row}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{actionText(row)}</TableCell>
              <TableCell sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.shown.title}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.shown.category}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {priceText(row.shown.price)}
              </TableCell>
              <TableCell>{enabledText(row.shown.enabled)}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <RowProblems row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function Failures({ failed, narrow }: { failed: ImportResult[]; narrow: boolean }) {
  if (narrow)
    return (
      <RecordCardList label={c.failuresLabel}>
        {failed.map((result) => (
          <RecordCard
            key={result.row}
            heading={result.title || c.rowLabel(result.row)}
            fields={[
              { label: c.rowColumn, value: c.rowLabel(result.row) },
              { label: c.reasonColumn, value: result.failure },
            ]}
            actions={null}
          />
        ))}
      </RecordCardList>
    )
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider', maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label={c.failuresLabel}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'shop.tableHead' } }}>
            <TableCell>{c.rowColumn}</TableCell>
            <TableCell>{columns.title}</TableCell>
            <TableCell>{c.reasonColumn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {failed.map((result) => (
            <TableRow key={result.row}>
              <TableCell>{result.row}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{result.title}</TableCell>
              <TableCell sx={{ color: 'error.dark' }}>{result.failure}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/**
 * 匯入商品 CSV: choose or drop a file → a preview with each row's problems (from the product form's
 * rules) → send the valid rows with a progress bar → a summary of what was created, updated and
 * refused (with the API's reason), and what a stop left unsent.
 */
export function ImportProductsScreen({
  open,
  state,
  onFile,
  onImport,
  onStop,
  onClose,
  layout: forced,
}: ImportProductsScreenProps) {
  const titleId = useId()
  const narrow = useLayout(forced, ADMIN_LAYOUT) === 'narrow'
  const importing = state.step === 'importing'
  const fileLine =
    'fileName' in state ? <Typography variant="body2">{c.fileLabel(state.fileName)}</Typography> : null
  let body: ReactNode
  let actions: ReactNode
  const cancel = (
    <Button variant="outlined" onClick={onClose}>
      {common.cancel}
    </Button>
  )
  const again = <FilePicker onFile={onFile} disabled={false} label={c.chooseAnother} variant="outlined" />

  switch (state.step) {
    case 'choose':
      body = (
        <Stack spacing={2}>
          <DropZone ready={state.ready} reading={Boolean(state.reading)} onFile={onFile} />
          <Typography variant="body2" color="text.secondary">
            {howItWorks}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c.howItMatches}
          </Typography>
        </Stack>
      )
      actions = cancel
      break
    case 'error':
      body = (
        <Stack spacing={2}>
          {fileLine}
          <Alert severity="error">{state.message}</Alert>
          <Typography variant="body2" color="text.secondary">
            {howItWorks}
          </Typography>
        </Stack>
      )
      actions = (
        <>
          {cancel}
          {again}
        </>
      )
      break
    case 'preview': {
      const ready = rowsToSend(state.rows)
      const invalid = state.rows.filter((row) => row.input === null).length
      const unchanged = state.rows.filter((row) => row.action === 'unchanged').length
      const created = ready.filter((row) => row.action === 'create').length
      body = (
        <Stack spacing={2}>
          {fileLine}
          <Alert
            severity={
              ready.length === 0
                ? unchanged > 0 && invalid === 0
                  ? 'info'
                  : 'error'
                : invalid > 0
                  ? 'warning'
                  : 'success'
            }
          >
            {ready.length === 0
              ? unchanged > 0 && invalid === 0
                ? c.nothingChanged
                : c.nothingToImport
              : c.readyCount(ready.length, created, ready.length - created)}
            {unchanged > 0 && ready.length > 0 ? <Box>{c.unchangedCount(unchanged)}</Box> : null}
            {invalid > 0 ? <Box>{c.invalidCount(invalid)}</Box> : null}
          </Alert>
          {state.ignoredColumns.length > 0 ? (
            <Alert severity="info">{c.ignoredColumns(state.ignoredColumns.join('、'))}</Alert>
          ) : null}
          <Preview rows={state.rows} narrow={narrow} />
        </Stack>
      )
      actions = (
        <>
          {cancel}
          {again}
          <Button variant="contained" disabled={ready.length === 0} onClick={onImport}>
            {c.importRows(ready.length)}
          </Button>
        </>
      )
      break
    }
    case 'importing': {
      const percent = state.total === 0 ? 100 : Math.round((state.done / state.total) * 100)
      body = (
        <Stack spacing={2}>
          {fileLine}
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={c.progressLabel}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography aria-live="polite" sx={{ fontWeight: 700 }}>
            {c.progress(state.done, state.total)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c.importingNote}
          </Typography>
        </Stack>
      )
      actions = (
        <Button variant="outlined" color="error" onClick={onStop} disabled={state.stopping}>
          {state.stopping ? c.stopping : c.stop}
        </Button>
      )
      break
    }
    case 'summary': {
      const severity = state.stopped || state.failed.length > 0 ? 'warning' : 'success'
      const lines = [
        c.createdCount(state.created),
        c.updatedCount(state.updated),
        ...(state.unchanged > 0 ? [c.unchangedCount(state.unchanged)] : []),
        c.failedCount(state.failed.length),
        ...(state.notSent > 0 ? [c.notSentCount(state.notSent)] : []),
      ]
      body = (
        <Stack spacing={2}>
          {fileLine}
          <Alert severity={state.created + state.updated === 0 ? 'error' : severity} role="status">
            <AlertTitle>{state.stopped ? c.stoppedTitle : c.doneTitle}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Alert>
          {state.failed.length > 0 ? <Failures failed={state.failed} narrow={narrow} /> : null}
        </Stack>
      )
      actions = (
        <Button variant="contained" onClick={onClose}>
          {c.close}
        </Button>
      )
      break
    }
  }

  return (
    <Dialog
      open={open}
      onClose={importing ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={narrow}
      scroll="paper"
    >
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {c.importTitle}
      </DialogTitle>
      {/* The preview can be longer than the screen and holds nothing focusable: the content itself
          takes the focus, so the keyboard can scroll it. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
    </Dialog>
  )
}
