import Button from '@mui/material/Button'
import { adminMessages } from '../messages'

/** The 復原 button of an undoable delete's toast. */
export function UndoAction({ onUndo }: { onUndo: () => void }) {
  return (
    <Button color="inherit" size="small" onClick={onUndo} sx={{ fontWeight: 700 }}>
      {adminMessages.common.undo}
    </Button>
  )
}
