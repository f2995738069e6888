import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'
import { useId } from 'react'

export interface OutlinedNativeSelectProps<V extends string | number> {
  /** The visible label, also the select's accessible name. */
  label: string
  /** The chosen option's value. */
  value: V
  /** Each choice and the text it shows, in order. */
  options: readonly { value: V; label: string }[]
  /** Called with the chosen option's value (a number when the values are numbers). */
  onChange: (value: V) => void
  /** Greyed and not focusable (a prerendered page before its scripts run). */
  disabled?: boolean
  /** Styles for the whole field (the form control), e.g. its `minWidth`. */
  sx?: SxProps<Theme>
}

/**
 * A browser `<select>` in MUI's outlined look (the size and label of an outlined `TextField`): the
 * phone's own picker, the browser's keyboard and screen-reader behaviour. Composed from
 * `FormControl`, `InputLabel`, `NativeSelect` and `OutlinedInput` rather than `TextField select`:
 * `TextField` imports MUI's menu select (Menu, Popover, Modal, Backdrop, Grow, Portal) even when it
 * is native, and that select sets state from a ref while it mounts, a second render right after
 * hydration. The storefront's light pages use this one.
 */
export function OutlinedNativeSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
  sx,
}: OutlinedNativeSelectProps<V>) {
  const id = useId()
  return (
    <FormControl disabled={disabled} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
        input={<OutlinedInput label={label} />}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  )
}
