import type { ReactNode } from 'react'
import { Spinner } from '@/components/feedback/Spinner'
import controls from '@/components/layout/controls.module.css'
import styles from './LoadingStartIcon.module.css'
import { cx } from '@/lib/classNames'

export interface LoadingStartIconProps {
  /** The icon before the label (a 1em `Icon` with `controls.icon`). */
  icon: ReactNode
  /** The button's request is running: a 16 px spinner shows where the icon was. */
  loading: boolean
  /** The icon's box; the place says how it gives way while loading (fades, or also makes room). */
  iconClassName?: string
  /** Where the spinner stands (the place's layout: in the icon's place, or at the button's edge). */
  indicatorClassName?: string
  /** The spinner's name (what a screen reader hears while loading), or… */
  spinnerLabel?: string
  /** …the id of the element whose text names it (the button's label). */
  spinnerLabelledBy?: string
}

/**
 * The start of a plain button with MUI's `loading` behaviour (`loadingPosition="start"`): the icon
 * in `controls.startIcon`, then a wrapper that is always there (empty while idle, as MUI's), so a
 * page translator's rewritten text never meets a spinner React inserts before it. The button
 * itself stays the place's: it is disabled while loading and keeps its label.
 */
export function LoadingStartIcon({
  icon,
  loading,
  iconClassName,
  indicatorClassName,
  spinnerLabel,
  spinnerLabelledBy,
}: LoadingStartIconProps) {
  return (
    <>
      <span className={cx(controls.startIcon, iconClassName)}>{icon}</span>
      <span className={styles.wrapper}>
        {loading ? (
          <span className={cx(styles.indicator, indicatorClassName)}>
            <Spinner size={16} label={spinnerLabel} labelledBy={spinnerLabelledBy} />
          </span>
        ) : null}
      </span>
    </>
  )
}
