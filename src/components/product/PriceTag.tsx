import { formatNtd } from '@/lib/format'
import styles from './PriceTag.module.css'

export interface PriceTagProps {
  /** The price shown large (what the shopper pays; on home, the spec's main reading). */
  price: number
  /**
   * The struck-through price: shown only when it is higher than `price`, so the shop never
   * advertises a discount that is not one (a price above the original, stored by another client).
   */
  originalPrice?: number
  /**
   * Spec §2's home-card reading: origin_price is the main price and price is struck through,
   * whichever is higher. Only home's recommended cards use it.
   */
  specHomeReading?: boolean
  /** Text size: small on cards, large on the product page. */
  size?: 'small' | 'medium' | 'large'
}

/** Screen readers hear these before each amount; sighted shoppers see a big and a struck price. */
const priceTagLabels = { price: '售價', originalPrice: '原價' } as const

/**
 * Main price plus an optional struck-through price, as `NT$1,234`. Shared by the product cards,
 * the product detail, home's recommended row and the cart. The root is a `span` so it may sit
 * inside a paragraph or a table cell; each amount is its own element (easy to find by its text).
 * Plain CSS, no MUI: home's recommended products show it on the page's first load.
 */
export function PriceTag({ price, originalPrice, specHomeReading = false, size = 'medium' }: PriceTagProps) {
  const showOriginal =
    typeof originalPrice === 'number' &&
    Number.isFinite(originalPrice) &&
    (specHomeReading ? originalPrice !== price : originalPrice > price)
  return (
    <span className={`${styles.tag} ${styles[size]}`}>
      <span className={styles.label}>{priceTagLabels.price}</span>
      <span className={styles.price}>{formatNtd(price)}</span>
      {showOriginal && (
        <>
          <span className={styles.label}>{priceTagLabels.originalPrice}</span>
          <del className={styles.original}>{formatNtd(originalPrice)}</del>
        </>
      )}
    </span>
  )
}
