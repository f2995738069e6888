import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { cx } from '@/lib/classNames'
import controls from './controls.module.css'
import { Icon } from './icons'

export interface ArrowLinkProps {
  to: string
  /** Filled (the page's main way on) or outlined (a quieter one). */
  variant: 'contained' | 'outlined'
  /** The page's own spacing or width for it. */
  className?: string
  children: ReactNode
}

/**
 * A link that looks like a large button with an arrow after its words: the way on from the home
 * hero, the recommended row and the about page (plain HTML and CSS: no MUI on those pages).
 */
export function ArrowLink({ to, variant, className, children }: ArrowLinkProps) {
  return (
    <Link to={to} className={cx(controls.button, controls[variant], controls.large, className)}>
      {children}
      <span className={controls.endIcon}>
        <Icon name="arrowForward" className={controls.icon} />
      </span>
    </Link>
  )
}
