import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TableCell from '@mui/material/TableCell'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import type { Product } from '@/api/types'
import { formatNtd, imageUrlOf } from '@/lib/format'
import type { ReactNode } from 'react'
import { AdminListScreen, type AdminListStateProps } from '../../components/AdminListScreen'
import { FilterBar, SearchField, SelectFilter } from '../../components/ListFilters'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'
import { PRODUCT_STATUSES, type ProductFilter } from '../productFilter'
import { QuickEnabled, QuickPrice } from './QuickEditCells'

const t = adminMessages.products
const common = adminMessages.common

export interface AdminProductsScreenProps extends AdminListStateProps {
  /** The products of the current page. */
  products: Product[]
  /** Opens the form for a new record (建立新的…). */
  onCreate: () => void
  /** Opens the product's edit form. */
  onEdit: (product: Product) => void
  /** Asks to delete the product. */
  onDelete: (product: Product) => void
  /** The filter in the URL and how to change it; without it the list has no filter bar. */
  filter?: ProductFilter
  /** Changes part of the filter (it lives in the URL). */
  onFilterChange?: (patch: Partial<ProductFilter>) => void
  /** The categories in use (the category filter's choices). */
  categories?: readonly string[]
  /** Export / import buttons beside 建立新的產品. */
  extraActions?: ReactNode
  /**
   * Saves a price or 啟用 changed in the table (with 復原); without it the table only shows them.
   */
  onQuickEdit?: (product: Product, patch: ProductQuickPatch) => void
}

/** What the table edits in place. */
export type ProductQuickPatch = Partial<Pick<Product, 'price' | 'origin_price' | 'is_enabled'>>

function Thumbnail({ url }: { url: string }) {
  return (
    <Box
      sx={{
        width: 56,
        height: 42,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'shop.tableHead',
      }}
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
  onCreate,
  filter,
  onFilterChange,
  categories = [],
  extraActions,
  onQuickEdit,
  ...list
}: AdminProductsScreenProps) {
  const quick = adminMessages.quickEdit
  const status = (product: Product) => (
    <StatusText positive={Boolean(product.is_enabled)}>
      {product.is_enabled ? common.enabled : common.disabled}
    </StatusText>
  )

  return (
    <AdminListScreen
      messages={t}
      headerAction={
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          {extraActions}
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {t.create}
          </Button>
        </Stack>
      }
      toolbar={
        filter && onFilterChange ? (
          <FilterBar
            onClear={
              Object.values(filter).some(Boolean)
                ? () => onFilterChange({ q: '', category: '', status: '' })
                : undefined
            }
          >
            <SearchField label={t.search} value={filter.q} onChange={(q) => onFilterChange({ q })} />
            <SelectFilter
              label={t.columns.category}
              value={filter.category}
              options={[...new Set([...categories, ...(filter.category ? [filter.category] : [])])].map(
                (category) => ({ value: category, label: category }),
              )}
              onChange={(category) => onFilterChange({ category })}
            />
            <SelectFilter
              label={t.columns.enabled}
              value={filter.status}
              options={PRODUCT_STATUSES.map((value) => ({
                value,
                label: value === 'enabled' ? common.enabled : common.disabled,
              }))}
              onChange={(status) => onFilterChange({ status })}
            />
          </FilterBar>
        ) : null
      }
      columns={[
        { label: t.columns.category },
        { label: t.columns.title },
        { label: t.columns.originPrice, align: 'right' },
        { label: t.columns.price, align: 'right' },
        { label: t.columns.enabled },
      ]}
      tableMinWidth={720}
      records={products}
      recordKey={(product) => product.id}
      recordName={(product) => product.title}
      renderCells={(product) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{product.category}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Thumbnail url={imageUrlOf(product.imageUrl)} />
              <Typography sx={{ fontWeight: 700 }}>{product.title}</Typography>
            </Stack>
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {onQuickEdit ? (
              <QuickPrice
                value={product.origin_price}
                label={quick.originPriceLabel(product.title)}
                check={(value) => (value < product.price ? quick.priceAboveOrigin : null)}
                onSave={(origin_price) => onQuickEdit(product, { origin_price })}
              />
            ) : (
              formatNtd(product.origin_price)
            )}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
            {onQuickEdit ? (
              <QuickPrice
                strong
                value={product.price}
                label={quick.priceLabel(product.title)}
                check={(value) => (value > product.origin_price ? quick.priceAboveOrigin : null)}
                onSave={(price) => onQuickEdit(product, { price })}
              />
            ) : (
              formatNtd(product.price)
            )}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {onQuickEdit ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <QuickEnabled
                  checked={Boolean(product.is_enabled)}
                  label={quick.enabledLabel(product.title)}
                  onChange={(enabled) => onQuickEdit(product, { is_enabled: enabled ? 1 : 0 })}
                />
                {status(product)}
              </Stack>
            ) : (
              status(product)
            )}
          </TableCell>
        </>
      )}
      renderCard={(product) => ({
        heading: product.title,
        media: <Thumbnail url={imageUrlOf(product.imageUrl)} />,
        status: status(product),
        fields: [
          { label: t.columns.category, value: product.category },
          { label: t.columns.originPrice, value: formatNtd(product.origin_price) },
          { label: t.columns.price, value: <strong>{formatNtd(product.price)}</strong> },
        ],
      })}
      {...list}
    />
  )
}
