import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'
import { useId } from 'react'

export interface OutlinedFieldProps extends Omit<
  OutlinedInputProps,
  'label' | 'id' | 'sx' | 'fullWidth' | 'size' | 'notched'
> {
  /** The visible label, also the field's accessible name. */
  label: string
  /** `small` (40 px high) for filters beside each other, `medium` (56 px, default) for a form. */
  size?: 'small' | 'medium'
  /** Fill the width of the parent (the search box does). */
  fullWidth?: boolean
  /** Styles for the whole field (the form control), as on a `TextField`. */
  sx?: SxProps<Theme>
}

/**
 * An outlined text field (what `<TextField>` renders: `FormControl`, `InputLabel`, `OutlinedInput`)
 * without `TextField` itself, which imports MUI's menu select (Menu, Popover, Modal, Portal) for its
 * `select` mode. For the storefront's light pages, where nothing else needs those.
 */
export function OutlinedField({ label, size, fullWidth, sx, ...input }: OutlinedFieldProps) {
  const id = useId()
  return (
    <FormControl size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  )
}
