import type { CSSProperties } from 'react'

/** A column of a table on paper: its heading, its width if fixed, and whether it holds numbers. */
export interface PrintColumn {
  label: string
  style?: CSSProperties
  /** Right-aligned and bold (the print view's `.num`). */
  numeric?: boolean
}

/** The heading row of a table on paper (the packing slip's lines, the kitchen sheet's products). */
export function PrintTableHead({ columns }: { columns: readonly PrintColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, style, numeric }) => (
          <th key={label} scope="col" style={style} className={numeric ? 'num' : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
