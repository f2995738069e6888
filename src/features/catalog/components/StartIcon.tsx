import controls from '@/components/layout/controls.module.css'
import { Icon, type IconName } from '@/components/layout/icons'
import { cx } from '@/lib/classNames'

/**
 * The icon before a plain button's or link's label (`controls.startIcon`, the look of MUI's
 * `startIcon`): the list's and a product's buttons.
 */
export function StartIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span className={controls.startIcon}>
      <Icon name={name} className={cx(controls.icon, className)} />
    </span>
  )
}
