import Box from '@mui/material/Box'
import Pagination from '@mui/material/Pagination'
import PaginationItem from '@mui/material/PaginationItem'
import type { Pagination as PageInfo } from '@/api/types'

export type PagerInfo = Pick<PageInfo, 'current_page' | 'total_pages' | 'has_pre' | 'has_next'>

export interface PagerControlProps {
  /** The course API's pagination object of the list being shown. */
  pagination: PagerInfo
  /** Called with the page number the user asked for. */
  onPageChange: (page: number) => void
  /** Names the navigation landmark (defaults to the theme locale's 分頁導覽). */
  label?: string
  /** Turns the buttons off while a page is loading. */
  disabled?: boolean
}

/**
 * Spec §2 (admin layout): previous page, numbered pages, next page, driven by the API's
 * `{ current_page, total_pages, has_pre, has_next }`. Previous / next follow `has_pre` / `has_next`.
 */
export function PagerControl({ pagination, onPageChange, label, disabled }: PagerControlProps) {
  const { current_page: page, total_pages: total, has_pre: hasPrevious, has_next: hasNext } = pagination
  const count = Math.max(total, 1)
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Pagination
        count={count}
        page={Math.min(Math.max(page, 1), count)}
        color="primary"
        shape="rounded"
        disabled={disabled}
        siblingCount={1}
        boundaryCount={1}
        {...(label ? { 'aria-label': label } : {})}
        onChange={(_event, next) => {
          if (next !== page) onPageChange(next)
        }}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            disabled={
              item.disabled ||
              (item.type === 'previous' && !hasPrevious) ||
              (item.type === 'next' && !hasNext)
            }
          />
        )}
      />
    </Box>
  )
}
