import styles from './feedback.module.css'

export interface SpinnerProps {
  /** Width and height in px (MUI's CircularProgress: 40; in a button, 16). */
  size: number
  /** What screen readers hear, or… */
  label?: string
  /** …the id of the element whose text names it (a button's label). */
  labelledBy?: string
}

/**
 * MUI's indeterminate CircularProgress without MUI, for the screens made of plain HTML and CSS (a
 * product's page, the list's cards): a `progressbar` named by `label` or by `labelledBy`.
 */
export function Spinner({ size, label, labelledBy }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={styles.spinner}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" className={styles.spinnerSvg} focusable="false">
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} className={styles.spinnerCircle} />
      </svg>
    </span>
  )
}
