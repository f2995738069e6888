import Button from '@mui/material/Button'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { adminMessages } from '../../messages'

export interface ExportAllOrdersButtonProps {
  /** How many orders the list holds (on the button; 0 disables it). */
  count: number
  /** Every page is being read for the file. */
  isReading?: boolean
  onExport: () => void
}

/**
 * 匯出 CSV（n 筆） for the whole order list, which the list itself reads a page at a time: the
 * pages are read when the button is pressed, not when the list opens.
 */
export function ExportAllOrdersButton({ count, isReading = false, onExport }: ExportAllOrdersButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={count === 0}
      loading={isReading}
      loadingPosition="start"
      onClick={onExport}
    >
      {adminMessages.csv.exportFiltered(count)}
    </Button>
  )
}
