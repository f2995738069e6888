import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined'
import RemoveIcon from '@mui/icons-material/Remove'
import { memo, useState, type ComponentType } from 'react'
import { Link } from 'react-router-dom'
import { MAX_QTY, MIN_QTY } from '@/api/cart'
import type { LineFreshness } from '@/api/cartFreshness'
import type { CartLine } from '@/api/types'
import { LineUnitPrice } from '@/components/checkout/StaleCartNotice'
import { formatNtd, imageUrlOf } from '@/lib/format'
import { cartMessages as t } from '../messages'
import { paths } from '@/lib/paths'

export interface CartLinesProps {
  lines: CartLine[]
  /** Each line against the shop now (off sale, a changed price), by line id. */
  freshness?: Readonly<Record<string, LineFreshness>>
  /** The line whose delete request is running (its button shows a spinner). */
  deletingLineId?: string | null
  onQtyChange: (line: CartLine, qty: number) => void
  onDelete: (line: CartLine) => void
}

/**
 * − n +. The quantity pressed shows at once, rendering only this control; the line (its amount,
 * the cart's totals) follows, and once a new `line` arrives it says what the quantity is (the new
 * one, or the old one back when the change failed).
 */
function QuantityControl({
  line,
  freshness,
  onQtyChange,
}: Pick<CartLinesProps, 'onQtyChange'> & { line: CartLine; freshness?: LineFreshness }) {
  const [pressed, setPressed] = useState<{ on: CartLine; qty: number } | null>(null)
  const qty = pressed?.on === line ? pressed.qty : line.qty
  const change = (next: number) => {
    setPressed({ on: line, qty: next })
    onQtyChange(line, next)
  }
  const offSale = freshness?.state === 'offSale'
  const title = line.product.title
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t.qtyLabel(title)}
      sx={{
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        width: 'fit-content',
      }}
    >
      <IconButton
        size="small"
        aria-label={t.decrease(title)}
        disabled={offSale || qty <= MIN_QTY}
        onClick={() => change(qty - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box
        component="output"
        aria-live="polite"
        sx={{ minWidth: 36, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {qty}
      </Box>
      <IconButton
        size="small"
        aria-label={t.increase(title)}
        disabled={offSale || qty >= MAX_QTY}
        onClick={() => change(qty + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  )
}

function DeleteButton({
  line,
  deleting,
  onDelete,
}: { line: CartLine; deleting: boolean } & Pick<CartLinesProps, 'onDelete'>) {
  return (
    <IconButton
      aria-label={t.remove(line.product.title)}
      onClick={() => onDelete(line)}
      disabled={deleting}
      sx={{ color: 'text.secondary', '&:hover': { color: 'error.main' } }}
    >
      {deleting ? <CircularProgress size={20} color="inherit" aria-hidden /> : <DeleteOutlineIcon />}
    </IconButton>
  )
}

function Thumbnail({ line, size }: { line: CartLine; size: number }) {
  return (
    <Box
      component="img"
      src={imageUrlOf(line.product.imageUrl) || undefined}
      alt=""
      width={size}
      height={size}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        objectFit: 'cover',
        borderRadius: 2,
        bgcolor: 'background.default',
      }}
    />
  )
}

function LineTitle({ line, freshness }: { line: CartLine; freshness?: LineFreshness }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component={Link}
        to={paths.product(line.product_id)}
        sx={{
          fontWeight: 700,
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover': { textDecoration: 'underline' },
        }}
      >
        {line.product.title}
      </Typography>
      <LineUnitPrice
        price={line.product.price}
        unit={line.product.unit}
        freshness={freshness}
        format={t.unitPrice}
      />
      {line.coupon ? (
        <Chip
          size="small"
          color="secondary"
          variant="outlined"
          label={t.lineCoupon(line.coupon.title)}
          sx={{ mt: 0.5 }}
        />
      ) : null}
    </Box>
  )
}

/** One line's row: what it shows and does. */
interface LineRowProps extends Pick<CartLinesProps, 'onQtyChange' | 'onDelete'> {
  line: CartLine
  freshness?: LineFreshness
  deleting: boolean
}

/**
 * Each line's row, memoised: a change to one line (its quantity) renders that row alone (the
 * cart's other lines stay the same objects, src/features/cart/api.ts).
 */
function lineRows(Row: ComponentType<LineRowProps>, props: CartLinesProps) {
  const { lines, freshness = NO_FRESHNESS, deletingLineId, onQtyChange, onDelete } = props
  return lines.map((line) => (
    <Row
      key={line.id}
      line={line}
      freshness={freshness[line.id]}
      deleting={deletingLineId === line.id}
      onQtyChange={onQtyChange}
      onDelete={onDelete}
    />
  ))
}

const NO_FRESHNESS: Readonly<Record<string, LineFreshness>> = {}

const ListRow = memo(function ListRow({ line, freshness, deleting, onQtyChange, onDelete }: LineRowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Thumbnail line={line} size={80} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <LineTitle line={line} freshness={freshness} />
          <Box sx={{ mt: -1, mr: -1 }}>
            <DeleteButton line={line} deleting={deleting} onDelete={onDelete} />
          </Box>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <QuantityControl line={line} freshness={freshness} onQtyChange={onQtyChange} />
          <Typography sx={{ fontWeight: 700 }}>{formatNtd(line.total)}</Typography>
        </Stack>
      </Box>
    </Box>
  )
})

const TableLineRow = memo(function TableLineRow({
  line,
  freshness,
  deleting,
  onQtyChange,
  onDelete,
}: LineRowProps) {
  return (
    <TableRow>
      <TableCell>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Thumbnail line={line} size={72} />
          <LineTitle line={line} freshness={freshness} />
        </Stack>
      </TableCell>
      <TableCell align="center">
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <QuantityControl line={line} freshness={freshness} onQtyChange={onQtyChange} />
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatNtd(line.total)}
      </TableCell>
      <TableCell align="center">
        <DeleteButton line={line} deleting={deleting} onDelete={onDelete} />
      </TableCell>
    </TableRow>
  )
})

/** Phones: one card-like row per line. */
export function CartLineList(props: CartLinesProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lineRows(ListRow, props)}
    </Box>
  )
}

/** Tablets and desktops: a table with a header row. */
export function CartLineTable(props: CartLinesProps) {
  return (
    <Table aria-label={t.linesHeading}>
      <TableHead>
        <TableRow>
          <TableCell>{t.columns.product}</TableCell>
          <TableCell align="center" sx={{ width: 150 }}>
            {t.columns.qty}
          </TableCell>
          <TableCell align="right" sx={{ width: 110 }}>
            {t.columns.lineTotal}
          </TableCell>
          <TableCell align="center" sx={{ width: 72 }}>
            {t.columns.actions}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>{lineRows(TableLineRow, props)}</TableBody>
    </Table>
  )
}
