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

function QuantityControl({
  line,
  onQtyChange,
  offSale = false,
}: Pick<CartLinesProps, 'onQtyChange'> & { line: CartLine; offSale?: boolean }) {
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
        disabled={offSale || line.qty <= MIN_QTY}
        onClick={() => onQtyChange(line, line.qty - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box
        component="output"
        aria-live="polite"
        sx={{ minWidth: 36, textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {line.qty}
      </Box>
      <IconButton
        size="small"
        aria-label={t.increase(title)}
        disabled={offSale || line.qty >= MAX_QTY}
        onClick={() => onQtyChange(line, line.qty + 1)}
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

/** Phones: one card-like row per line. */
export function CartLineList({
  lines,
  freshness = {},
  deletingLineId,
  onQtyChange,
  onDelete,
}: CartLinesProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.id}
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
              <LineTitle line={line} freshness={freshness[line.id]} />
              <Box sx={{ mt: -1, mr: -1 }}>
                <DeleteButton line={line} deleting={deletingLineId === line.id} onDelete={onDelete} />
              </Box>
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <QuantityControl
                line={line}
                onQtyChange={onQtyChange}
                offSale={freshness[line.id]?.state === 'offSale'}
              />
              <Typography sx={{ fontWeight: 700 }}>{formatNtd(line.total)}</Typography>
            </Stack>
          </Box>
        </Box>
      ))}
    </Box>
  )
}

/** Tablets and desktops: a table with a header row. */
export function CartLineTable({
  lines,
  freshness = {},
  deletingLineId,
  onQtyChange,
  onDelete,
}: CartLinesProps) {
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
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>
              <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
                <Thumbnail line={line} size={72} />
                <LineTitle line={line} freshness={freshness[line.id]} />
              </Stack>
            </TableCell>
            <TableCell align="center">
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <QuantityControl
                  line={line}
                  onQtyChange={onQtyChange}
                  offSale={freshness[line.id]?.state === 'offSale'}
                />
              </Box>
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {formatNtd(line.total)}
            </TableCell>
            <TableCell align="center">
              <DeleteButton line={line} deleting={deletingLineId === line.id} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
