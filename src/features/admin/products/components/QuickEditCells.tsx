import Button from '@mui/material/Button'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useState, type KeyboardEvent } from 'react'
import { formatNtd } from '@/lib/format'
import { adminMessages } from '../../messages'

const t = adminMessages.quickEdit

export interface QuickPriceProps {
  value: number
  /** The field's name, for screen readers (修改「起司蛋餅」的售價). */
  label: string
  /** Why a value typed cannot be saved (售價不可高於原價), or null. */
  check?: (value: number) => string | null
  onSave: (value: number) => void
  /** Bold (the selling price). */
  strong?: boolean
}

/**
 * A price in a table row, edited where it stands: a button showing the price; Enter or a click
 * turns it into a field, Enter (or leaving it) saves a changed, valid value, Escape puts it back.
 */
export function QuickPrice({ value, label, check, onSave, strong = false }: QuickPriceProps) {
  const [draft, setDraft] = useState<string | null>(null)
  if (draft === null)
    return (
      <Button
        size="small"
        color="inherit"
        // The name starts with what the field is and holds the price shown (WCAG 2.5.3: a voice
        // user says what they see).
        aria-label={`${label} ${formatNtd(value)}`}
        onClick={() => setDraft(String(value))}
        sx={{ fontWeight: strong ? 700 : 400, minWidth: 0, px: 1, mr: -1, fontSize: '1rem' }}
      >
        {formatNtd(value)}
      </Button>
    )
  const number = draft.trim() === '' ? Number.NaN : Number(draft)
  const error = !Number.isInteger(number) || number < 0 ? t.invalid : (check?.(number) ?? null)
  const finish = (save: boolean) => {
    if (save && error) return
    setDraft(null)
    if (save && number !== value) onSave(number)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      finish(true)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      finish(false)
    }
  }
  return (
    <TextField
      autoFocus
      size="small"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(!error)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: 'numeric', style: { textAlign: 'right' } },
      }}
      sx={{ width: 120 }}
    />
  )
}

export interface QuickEnabledProps {
  checked: boolean
  label: string
  onChange: (checked: boolean) => void
}

/** 啟用 as a switch in the row: one click (or Space) saves it, with 復原 in the toast. */
export function QuickEnabled({ checked, label, onChange }: QuickEnabledProps) {
  return (
    <Switch
      size="small"
      checked={checked}
      onChange={(_, next) => onChange(next)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  )
}
