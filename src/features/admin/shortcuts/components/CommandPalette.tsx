import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import InputAdornment from '@mui/material/InputAdornment'
import ListSubheader from '@mui/material/ListSubheader'
import type { PopperProps } from '@mui/material/Popper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import { useId } from 'react'
import { adminMessages } from '../../messages'

const t = adminMessages.palette

export type PaletteGroup = keyof typeof t.groups

/** One line of the palette: a page, an action or a record found. */
export interface PaletteOption {
  id: string
  group: PaletteGroup
  label: string
  /** A second line (a price, a customer, a due date). */
  detail?: string
}

export interface CommandPaletteProps {
  open: boolean
  onClose: () => void
  /** What is typed. */
  query: string
  onQueryChange: (query: string) => void
  /** What matches it, grouped (in the order given). */
  options: PaletteOption[]
  /** Records are still being read (the list shows 讀取中… when nothing matches yet). */
  loading?: boolean
  /** Runs the chosen line (Enter or a click); the page closes the palette. */
  onSelect: (option: PaletteOption) => void
}

/** The list sits in the dialog under the field, not in a floating popper. */
function InlineListbox({ children, open, className, style }: PopperProps) {
  if (!open) return null
  return (
    // Popper's own placement (absolute, transformed) is overridden: the list flows under the field.
    <Box className={className} style={{ ...style, position: 'static', transform: 'none', width: '100%' }}>
      {typeof children === 'function' ? null : children}
    </Box>
  )
}

/**
 * The command palette (Ctrl/⌘+K): one field; the arrow keys move through the pages, actions and
 * records that match, Enter runs one, Escape closes and the focus returns where it was (MUI's
 * Dialog does that). A combobox with its listbox, named for screen readers.
 */
export function CommandPalette({
  open,
  onClose,
  query,
  onQueryChange,
  options,
  loading = false,
  onSelect,
}: CommandPaletteProps) {
  const groupId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          'aria-label': t.title,
          sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 }, overflow: 'hidden' },
        },
      }}
    >
      <Autocomplete<PaletteOption, false, false, false>
        open
        disablePortal
        autoHighlight
        forcePopupIcon={false}
        options={options}
        groupBy={(option) => t.groups[option.group]}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.id}
        filterOptions={(shown) => shown}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={null}
        inputValue={query}
        onInputChange={(_, value, reason) => {
          if (reason !== 'reset') onQueryChange(value)
        }}
        onChange={(_, option) => {
          if (option) onSelect(option)
        }}
        onClose={(_, reason) => {
          if (reason === 'escape') onClose()
        }}
        loading={loading}
        loadingText={t.loading}
        noOptionsText={t.empty}
        slots={{ popper: InlineListbox }}
        slotProps={{
          paper: { elevation: 0, square: true, sx: { borderTop: 1, borderColor: 'divider' } },
          listbox: { sx: { maxHeight: { xs: '60dvh', sm: 420 } } },
        }}
        // Each group is a named group of options (listbox → group → option), as ARIA wants it.
        renderGroup={(params) => (
          <li key={params.key} role="presentation">
            <ListSubheader component="div" id={`${groupId}-${params.key}`} sx={{ lineHeight: '40px' }}>
              {params.group}
            </ListSubheader>
            <Box component="ul" role="group" aria-labelledby={`${groupId}-${params.key}`} sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'grid !important', gap: 0.25 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {option.label}
            </Typography>
            {option.detail ? (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {option.detail}
              </Typography>
            ) : null}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            label={t.search}
            placeholder={t.placeholder}
            variant="filled"
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                disableUnderline: true,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
    </Dialog>
  )
}
