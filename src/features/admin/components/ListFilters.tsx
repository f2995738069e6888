import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import SearchIcon from '@mui/icons-material/Search'
import type { ReactNode } from 'react'
import { adminMessages } from '../messages'

const common = adminMessages.common

/** The row of find-and-filter controls above an admin list (wraps on phones). */
export function FilterBar({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  return (
    <Stack
      role="search"
      aria-label={common.filters}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      {children}
      {onClear ? (
        <Button size="small" onClick={onClear}>
          {common.clearFilters}
        </Button>
      ) : null}
    </Stack>
  )
}

/** What every filter control takes: its label, its value in the URL ('' when unset), and a change. */
interface FilterControlProps {
  label: string
  value: string
  onChange: (value: string) => void
}

/** The small labelled text field every filter control is, bound to its value. */
const filterField = ({ label, value, onChange }: FilterControlProps) => ({
  size: 'small' as const,
  label,
  value,
  onChange: (event: { target: { value: string } }) => onChange(event.target.value),
})

export type SearchFieldProps = FilterControlProps

/** A search box (type="search"): its value is the URL's, so it survives reloads. */
export function SearchField(props: SearchFieldProps) {
  return (
    <TextField
      type="search"
      {...filterField(props)}
      sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

export interface SelectFilterProps extends FilterControlProps {
  /** '' is 全部 (no filter). */
  options: { value: string; label: string }[]
}

/** A drop-down filter whose first choice, 全部, clears it. */
export function SelectFilter({ options, ...control }: SelectFilterProps) {
  const { value } = control
  return (
    <TextField
      select
      {...filterField(control)}
      value={options.some((option) => option.value === value) ? value : ''}
      sx={{ minWidth: 140 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{common.allStatuses}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

export interface DateFilterProps extends FilterControlProps {
  /** YYYY-MM-DD, or ''. */
  value: string
  min?: string
  max?: string
}

/** A day picker (the browser's date input). */
export function DateFilter({ min, max, ...control }: DateFilterProps) {
  return (
    <TextField
      type="date"
      {...filterField(control)}
      sx={{ width: 170 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  )
}
