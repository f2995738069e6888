import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import visuallyHidden from '@mui/utils/visuallyHidden'
import type { ReactNode } from 'react'

export interface FileButtonProps {
  /** The button's text; also the file input's name. */
  children: ReactNode
  accept: string
  onFile: (file: File) => void
  disabled?: boolean
  variant?: 'contained' | 'outlined'
  startIcon?: ReactNode
  /** Id of a hint read with the file input. */
  describedBy?: string
}

/**
 * A file chooser that looks like a button: a `<label>` styled as one (no button role, which a
 * label may not take, and out of the tab order) around a visually hidden file input that keeps
 * the keyboard focus; the label shows the input's focus ring. The input is emptied on each click,
 * so choosing the same file again (after fixing it) is a new choice.
 */
export function FileButton({
  children,
  accept,
  onFile,
  disabled = false,
  variant = 'outlined',
  startIcon,
  describedBy,
}: FileButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant={variant}
      startIcon={startIcon}
      disabled={disabled}
      sx={{
        '&:has(input:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.light',
          outlineOffset: 2,
        },
      }}
    >
      {children}
      <Box
        component="input"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={(event) => {
          event.currentTarget.value = ''
        }}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          if (file) onFile(file)
        }}
        sx={visuallyHidden}
      />
    </Button>
  )
}
