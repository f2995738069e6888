import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import type { Product } from '@/api/types'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { PagerControl, type PagerInfo } from '@/components/navigation/PagerControl'
import { formatNtd } from '@/lib/format'
import { AdminPageHeader } from '../../components/AdminPageHeader'
import { ListMessage, ListMessageRow } from '../../components/ListStates'
import { RecordCard, RecordCardList, RecordCardMessage } from '../../components/RecordCards'
import { useListLayout } from '../../components/useListLayout'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'

const t = adminMessages.products
const common = adminMessages.common
const COLUMN_COUNT = 6

export interface AdminProductsScreenProps {
  products: Product[]
  pagination: PagerInfo | null
  /** First load: the spec's full-screen spinner. */
  isLoading: boolean
  /** A page change or a reload after a save: the list stays, dimmed. */
  isFetching?: boolean
  /** Shown in place of the records when the list could not be read. */
  errorText?: string | null
  onRetry?: () => void
  onPageChange: (page: number) => void
  onCreate: () => void
  onEdit: (product: Product) => void
  onDelete: (product: Product) => void
  /** Forces the table or the phone cards (stories); by default it follows the screen width. */
  layout?: 'table' | 'cards'
}

function Thumbnail({ url }: { url: string }) {
  return (
    <Box
      sx={{ width: 56, height: 42, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: '#FBF3E6' }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          width={56}
          height={42}
          loading="lazy"
          sx={{ display: 'block', objectFit: 'cover', width: 56, height: 42 }}
        />
      ) : null}
    </Box>
  )
}

/** Spec §2 商品列表: name, original price, price, 啟用/未啟用, edit/delete, 建立新的產品, pagination. */
export function AdminProductsScreen({
  products,
  pagination,
  isLoading,
  isFetching = false,
  errorText,
  onRetry,
  onPageChange,
  onCreate,
  onEdit,
  onDelete,
  layout: forcedLayout,
}: AdminProductsScreenProps) {
  const layout = useListLayout(forcedLayout)
  const empty = products.length === 0 && !isLoading
  const dimmed = { opacity: isFetching && !isLoading ? 0.6 : 1 }
  const status = (product: Product) => (
    <StatusText positive={Boolean(product.is_enabled)}>
      {product.is_enabled ? common.enabled : common.disabled}
    </StatusText>
  )
  const actions = (product: Product) => (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={t.editLabel(product.title)}
        onClick={() => onEdit(product)}
      >
        {common.edit}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={t.deleteLabel(product.title)}
        onClick={() => onDelete(product)}
      >
        {common.delete}
      </Button>
    </>
  )

  return (
    <Box>
      <AdminPageHeader
        title={t.title}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {t.create}
          </Button>
        }
      />
      {layout === 'table' ? (
        <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider' }}>
          <Table aria-label={t.title} sx={{ minWidth: 720, ...dimmed }}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: '#FBF3E6', whiteSpace: 'nowrap' } }}>
                <TableCell>{t.columns.category}</TableCell>
                <TableCell>{t.columns.title}</TableCell>
                <TableCell align="right">{t.columns.originPrice}</TableCell>
                <TableCell align="right">{t.columns.price}</TableCell>
                <TableCell>{t.columns.enabled}</TableCell>
                <TableCell align="right">{common.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {empty ? (
                <ListMessageRow
                  colSpan={COLUMN_COUNT}
                  text={t.empty}
                  errorText={errorText}
                  onRetry={onRetry}
                />
              ) : (
                products.map((product) => (
                  <TableRow key={product.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                      {product.category}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                        <Thumbnail url={product.imageUrl} />
                        <Typography sx={{ fontWeight: 700 }}>{product.title}</Typography>
                      </Stack>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatNtd(product.origin_price)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                      {formatNtd(product.price)}
                    </TableCell>
                    <TableCell>{status(product)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {actions(product)}
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
          <ListMessage text={t.empty} errorText={errorText} onRetry={onRetry} />
        </RecordCardMessage>
      ) : (
        <Box sx={dimmed}>
          <RecordCardList label={t.title}>
            {products.map((product) => (
              <RecordCard
                key={product.id}
                heading={product.title}
                media={<Thumbnail url={product.imageUrl} />}
                status={status(product)}
                fields={[
                  { label: t.columns.category, value: product.category },
                  { label: t.columns.originPrice, value: formatNtd(product.origin_price) },
                  { label: t.columns.price, value: <strong>{formatNtd(product.price)}</strong> },
                ]}
                actions={actions(product)}
              />
            ))}
          </RecordCardList>
        </Box>
      )}
      {pagination && pagination.total_pages > 0 ? (
        <PagerControl pagination={pagination} onPageChange={onPageChange} disabled={isFetching} />
      ) : null}
      <FullScreenSpinner open={isLoading} />
    </Box>
  )
}
