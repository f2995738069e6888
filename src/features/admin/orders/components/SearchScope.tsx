import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { adminMessages } from '../../messages'

const t = adminMessages.fulfilment

export interface SearchScopeProps {
  /** How many orders the filter looked through. */
  searched: number
  /** Every order that could match was read. */
  complete: boolean
  /** The ?from= day, as shown, when the search stopped there. */
  fromDay?: string
  /** Reading the next 100 orders. */
  isLoadingMore?: boolean
  onLoadMore: () => void
}

/**
 * How far a filtered order list has looked: the course API cannot search, so a filter works on
 * the newest orders read so far, and 搜尋更早的訂單 reads 100 more.
 */
export function SearchScope({
  searched,
  complete,
  fromDay,
  isLoadingMore = false,
  onLoadMore,
}: SearchScopeProps) {
  const text = complete ? (fromDay ? t.searchedFrom(fromDay) : t.searchedAll(searched)) : t.searched(searched)
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mb: 1.5 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {text}
        {complete ? null : `。${t.searchWhy}`}
      </Typography>
      {complete ? null : (
        <Button size="small" variant="outlined" onClick={onLoadMore} loading={isLoadingMore}>
          {t.searchMore}
        </Button>
      )}
    </Box>
  )
}
