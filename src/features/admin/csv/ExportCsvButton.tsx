import Button from '@mui/material/Button'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { adminMessages } from '../messages'
import { downloadCsv } from './csvExport'

export interface ExportCsvButtonProps {
  fileName: string
  /** How many records the file will hold (shown on the button; 0 disables it). */
  count: number
  /** Builds the CSV when clicked (so a big list is only written on demand). */
  csv: () => string
}

/** 匯出 CSV（n 筆）: downloads what the list holds now (the filtered set, every page). */
export function ExportCsvButton({ fileName, count, csv }: ExportCsvButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={count === 0}
      onClick={() => downloadCsv(fileName, csv())}
    >
      {adminMessages.csv.exportFiltered(count)}
    </Button>
  )
}
