import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useState } from 'react'
import { adminMessages } from '../messages'
import { downloadCsv } from './csvExport'

export interface ExportCsvButtonProps {
  fileName: string
  /** How many records the file will hold (shown on the button; 0 disables it). */
  count: number
  /**
   * Builds the CSV when clicked (so a big list is only written on demand); a promise when the
   * records are read first (a long list the page holds only one page of).
   */
  csv: () => string | Promise<string>
}

/** 匯出 CSV（n 筆）: downloads what the list holds now (the filtered set, every page). */
export function ExportCsvButton({ fileName, count, csv }: ExportCsvButtonProps) {
  const [reading, setReading] = useState(false)
  const handleClick = async () => {
    setReading(true)
    try {
      downloadCsv(fileName, await csv())
    } catch {
      // The read failed: the list's own failure handling has said so; nothing is downloaded.
    } finally {
      setReading(false)
    }
  }
  return (
    <Button
      variant="outlined"
      startIcon={reading ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlinedIcon />}
      disabled={count === 0 || reading}
      aria-busy={reading || undefined}
      onClick={() => void handleClick()}
    >
      {adminMessages.csv.exportFiltered(count)}
    </Button>
  )
}
