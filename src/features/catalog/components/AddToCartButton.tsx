import { useId } from 'react'
import { LoadingStartIcon } from '@/components/inputs/LoadingStartIcon'
import { usePendingPress, type PressAction } from '@/components/inputs/usePendingPress'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import { cx } from '@/lib/classNames'
import { catalogMessages } from '../messages'
import styles from './AddToCartButton.module.css'

export interface AddToCartButtonProps {
  /** Its request is running: disabled, a spinner where the cart icon was, the label kept. */
  adding: boolean
  /** Adds; while the promise it returns is pending, the button shows that it is adding too. */
  onClick: PressAction
  /** What a screen reader hears when 加入購物車 alone says too little (a card names its product). */
  'aria-label'?: string
  /** Fills its row (MUI's `fullWidth`: the spinner then takes the icon's place in the label's line). */
  fullWidth?: boolean
  /** The place's own size and spacing. */
  className?: string
  /** The cart icon's box (the list's compact cards narrow its gap). */
  iconClassName?: string
}

/**
 * 加入購物車 in plain HTML and CSS (a product's card and its page): MUI's large contained button with
 * the cart icon, and MUI's `loading` while the product is being added (from the press on, see
 * usePendingPress); the spinner is named by the button.
 */
export function AddToCartButton({
  adding,
  onClick,
  'aria-label': label,
  fullWidth = false,
  className,
  iconClassName,
}: AddToCartButtonProps) {
  const id = useId()
  const [pressed, press] = usePendingPress(onClick)
  const busy = adding || pressed
  return (
    <button
      type="button"
      id={busy ? id : undefined}
      aria-label={label}
      disabled={busy}
      onClick={press}
      className={cx(
        controls.button,
        controls.contained,
        controls.large,
        fullWidth && styles.fullWidth,
        busy && styles.adding,
        className,
      )}
    >
      <LoadingStartIcon
        icon={<Icon name="addShoppingCart" className={controls.icon} />}
        loading={busy}
        iconClassName={cx(styles.icon, iconClassName)}
        indicatorClassName={styles.indicator}
        spinnerLabelledBy={id}
      />
      {catalogMessages.card.addToCart}
    </button>
  )
}
