import ClearIcon from '@mui/icons-material/Clear'
import SearchIcon from '@mui/icons-material/Search'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import { OutlinedField } from '@/components/inputs/OutlinedField'
import { OutlinedNativeSelect } from '@/components/inputs/OutlinedNativeSelect'
import { SORTS, type SortKey } from '../browse'
import { catalogMessages } from '../messages'

const b = catalogMessages.browse

const SORT_OPTIONS = SORTS.map((sort) => ({ value: sort, label: b.sorts[sort] }))

export interface ProductListSearchBarProps {
  /** The search box's text. */
  searchText: string
  /** The search box's text changed (typed, or emptied by its clear button). */
  onSearchTextChange: (text: string) => void
  /** The search box lost focus. */
  onSearchBlur?: () => void
  /** The chosen sort. */
  sort: SortKey
  /** Another sort was chosen. */
  onSortChange: (sort: SortKey) => void
}

/** The search box (with its clear button) and the sort select, above the product cards. */
export function ProductListSearchBar({
  searchText,
  onSearchTextChange,
  onSearchBlur,
  sort,
  onSortChange,
}: ProductListSearchBarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3 }}>
      <OutlinedField
        type="search"
        label={b.search}
        placeholder={b.searchPlaceholder}
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        onBlur={onSearchBlur}
        fullWidth
        autoComplete="off"
        inputProps={{ enterKeyHint: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
        endAdornment={
          searchText ? (
            <InputAdornment position="end">
              <IconButton aria-label={b.clearSearch} edge="end" onClick={() => onSearchTextChange('')}>
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : null
        }
        sx={{
          flex: 1,
          // The browser's own clear button would duplicate ours.
          '& input[type="search"]::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      <OutlinedNativeSelect
        label={b.sort}
        value={sort}
        options={SORT_OPTIONS}
        onChange={onSortChange}
        sx={{ minWidth: { sm: 180 } }}
      />
    </Stack>
  )
}
