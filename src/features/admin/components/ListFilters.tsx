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

export interface SearchFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
}

/** A search box (type="search"): its value is the URL's, so it survives reloads. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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

export interface SelectFilterProps {
  label: string
  value: string
  /** '' is 全部 (no filter). */
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}

/** A drop-down filter whose first choice, 全部, clears it. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
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

export interface DateFilterProps {
  label: string
  /** YYYY-MM-DD, or ''. */
  value: string
  onChange: (value: string) => void
  min?: string
  max?: string
}

/** A day picker (the browser's date input). */
export function DateFilter({ label, value, onChange, min, max }: DateFilterProps) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: 170 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  )
}
