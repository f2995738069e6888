import { useEffect, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import { serverMessageOf } from '@/api/failures'
import { invalidateProductLists, useGetAllAdminProductsQuery, useImportProductMutation } from '../../api'
import {
  MAX_IMPORT_BYTES,
  decodeCsv,
  importSummary,
  isCsvFile,
  parseProductCsv,
  rowsToSend,
  runImport,
} from '../../csv/productImport'
import { adminMessages } from '../../messages'
import { ImportProductsScreen, type ImportStep } from '../components/ImportProductsScreen'

const c = adminMessages.csv

/** Rows sent at once: a small pool, gentle on the course API and still quick for a few hundred. */
const IMPORT_CONCURRENCY = 3

export interface ImportProductsDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The import's data and steps: reads the chosen file, matches its rows to every product of the
 * shop (all pages, whatever the list's filter), sends the valid rows, and keeps the summary. The
 * lists are read again once, when the import ends or is stopped. Leaving the page stops it too.
 */
export function ImportProductsDialog({ open, onClose }: ImportProductsDialogProps) {
  const dispatch = useDispatch()
  const { data: products, isFetching } = useGetAllAdminProductsQuery(undefined, { skip: !open })
  const [importProduct] = useImportProductMutation()
  const [step, setStep] = useState<ImportStep>({ step: 'choose', ready: false })
  const stop = useRef<AbortController | null>(null)
  const ready = Boolean(products) && !isFetching

  useEffect(() => () => stop.current?.abort(), [])

  const handleFile = async (file: File) => {
    const fileName = file.name
    if (!isCsvFile(file)) return setStep({ step: 'error', fileName, message: c.notCsv })
    if (file.size > MAX_IMPORT_BYTES) return setStep({ step: 'error', fileName, message: c.tooLarge })
    setStep({ step: 'choose', ready: true, reading: true })
    let text: string
    try {
      text = decodeCsv(await file.arrayBuffer())
    } catch {
      return setStep({ step: 'error', fileName, message: c.readFailed })
    }
    const parsed = parseProductCsv(text, products ?? [])
    setStep(
      parsed.ok
        ? { step: 'preview', fileName, rows: parsed.rows, ignoredColumns: parsed.ignoredColumns }
        : { step: 'error', fileName, message: parsed.error },
    )
  }

  const handleImport = async () => {
    if (step.step !== 'preview') return
    const { fileName, rows } = step
    const total = rowsToSend(rows).length
    const controller = new AbortController()
    stop.current = controller
    setStep({ step: 'importing', fileName, done: 0, total, stopping: false })
    const run = await runImport(rows, (row) => importProduct({ id: row.id, data: row.input }).unwrap(), {
      signal: controller.signal,
      concurrency: IMPORT_CONCURRENCY,
      reasonOf: (failure) => serverMessageOf(failure) ?? adminMessages.common.retry,
      onProgress: (done) =>
        setStep((current) => (current.step === 'importing' ? { ...current, done } : current)),
    })
    stop.current = null
    dispatch(invalidateProductLists())
    setStep({ step: 'summary', fileName, ...importSummary(rows, run) })
  }

  const handleStop = () => {
    stop.current?.abort()
    setStep((current) => (current.step === 'importing' ? { ...current, stopping: true } : current))
  }

  const close = () => {
    onClose()
    setStep({ step: 'choose', ready: false })
  }

  return (
    <ImportProductsScreen
      open={open}
      state={step.step === 'choose' ? { ...step, ready: ready || Boolean(step.reading) } : step}
      onFile={(file) => void handleFile(file)}
      onImport={() => void handleImport()}
      onStop={handleStop}
      onClose={close}
    />
  )
}
