import GlobalStyles from '@mui/material/GlobalStyles'
import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/** Paper a print view is laid out for: A4, or an 80 mm receipt roll. */
export type PrintFormat = 'a4' | 'receipt'

const ROOT_CLASS = 'admin-print-root'

/** `@page` per format: a roll printer's paper is 80 mm wide (72 mm printable), its length as long as it takes. */
const pageRules: Record<PrintFormat, Record<string, string>> = {
  a4: { size: 'A4 portrait', margin: '12mm' },
  receipt: { size: '80mm 297mm', margin: '4mm' },
}

/**
 * What a page prints: `children`, rendered beside the app (a child of <body>), hidden on screen;
 * when printing, everything else on the page is hidden instead (the admin sidebar, the toasts, the
 * page itself), so the print is exactly the print view, on the paper `format` names. While it is
 * mounted, the browser's own 列印 (Ctrl+P) prints it too.
 */
export function PrintPortal({ format, children }: { format: PrintFormat; children: ReactNode }) {
  // Back-office pages render in the browser only (never prerendered): the host can be made at once.
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null
    const element = document.createElement('div')
    element.className = ROOT_CLASS
    // For paper only: on screen it is not shown, and not read out.
    element.setAttribute('aria-hidden', 'true')
    return element
  })
  useEffect(() => {
    if (!host) return
    document.body.append(host)
    return () => host.remove()
  }, [host])
  if (!host) return null
  return createPortal(
    <>
      <GlobalStyles
        styles={{
          '@media screen': { [`.${ROOT_CLASS}`]: { display: 'none' } },
          '@media print': {
            [`body > *:not(.${ROOT_CLASS})`]: { display: 'none !important' },
            body: { background: '#fff !important' },
            [`.${ROOT_CLASS}`]: { color: '#000' },
          },
          '@page': pageRules[format],
        }}
      />
      <div data-print-format={format}>{children}</div>
    </>,
    host,
  )
}
