import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import controls from '@/components/layout/controls.module.css'
import { cx } from '@/lib/classNames'
import styles from './feedback.module.css'

/** The usual way out: one contained button, a link (`to`) or an action (`onClick`, e.g. retry). */
export type EmptyStateAction = { label: string; icon?: ReactNode } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
)

export interface EmptyStateProps {
  /** The headline (the region's name). */
  title: string
  /** One sentence under the headline: what happened or what to do. */
  text: string
  /** A picture above the title (decorative: give it aria-hidden). */
  icon?: ReactNode
  /** The way out as one button; `children` for anything else. */
  action?: EmptyStateAction
  /** The way out: buttons or links. */
  children?: ReactNode
}

/**
 * A list's empty, not-found or failed state: a title, a line of text and the way out (see all,
 * retry). Announced politely (role status), since it replaces what the shopper was waiting for.
 * Plain HTML and CSS (feedback.module.css, the look of the outlined MUI Paper it was), so a page
 * made without MUI (the product list) shows it without loading MUI.
 */
export function EmptyState({ title, text, icon, action, children }: EmptyStateProps) {
  const actionClass = cx(controls.button, controls.contained)
  const actionContent = action ? (
    <>
      {action.icon ? (
        <span className={cx(controls.startIcon, styles.emptyActionIcon)}>{action.icon}</span>
      ) : null}
      {action.label}
    </>
  ) : null
  return (
    <div role="status" className={styles.emptyState}>
      {icon}
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
      {action?.to !== undefined ? (
        <Link to={action.to} className={actionClass}>
          {actionContent}
        </Link>
      ) : action ? (
        <button type="button" className={actionClass} onClick={action.onClick}>
          {actionContent}
        </button>
      ) : null}
      {children}
    </div>
  )
}
