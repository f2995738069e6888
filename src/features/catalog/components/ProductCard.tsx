import { memo } from 'react'
import type { PressResult } from '@/components/inputs/usePendingPress'
import type { Product } from '@/api/types'
import skeleton from '@/components/feedback/feedback.module.css'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import { PrefetchLink } from '@/components/navigation/prefetch'
import { PriceTag } from '@/components/product/PriceTag'
import { ProductPicture } from '@/components/product/ProductPicture'
import { sharedElement } from '@/components/product/sharedElements'
import { caloriesOf, highlightParts, matchSnippet, proteinOf } from '../browse'
import { catalogMessages } from '../messages'
import { AddToCartButton } from './AddToCartButton'
import styles from './ProductCard.module.css'
import { cx } from '@/lib/classNames'
import { paths } from '@/lib/paths'

const t = catalogMessages.card

/**
 * Spec §2: every card image is 280 px high; the box is reserved before the image arrives
 * (ProductCard.module.css draws this height).
 */
export const CARD_IMAGE_HEIGHT = 280

export interface ProductCardProps {
  /** The product as the storefront reads it (title, category, price, picture, nutrition). */
  product: Product
  /** Hearted by the shopper: the heart is filled and pressed. */
  isFavourite: boolean
  /** Its add-to-cart request is running: the button is disabled and shows a spinner. */
  isAdding: boolean
  /** The heart was pressed (hearts or unhearts). */
  onToggleFavourite: (product: Product) => void
  /** 加入購物車 was pressed. */
  onAddToCart: (product: Product) => PressResult
  /**
   * The card is in the first row of the list: its picture may be the page's largest paint, so it is
   * fetched at once with high priority (the prerendered page also preloads it); the rest load lazily.
   */
  priority?: boolean
  /** Search words to highlight in the title and category (and a matching piece of the description). */
  highlightTerms?: readonly string[]
  /** The title's heading level: 3 under a section heading (the list), 2 right under the page's h1. */
  headingLevel?: 2 | 3
}

/** `text` with the parts matching `terms` in `<mark>` (search results). */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

/**
 * One product of the list and of 我的收藏: picture, heart, category, name, price and the add button.
 * Plain HTML and CSS (ProductCard.module.css), no MUI: /products shows 20 of them, and as MUI
 * components each cost Emotion styling and a deep component tree while the page hydrated.
 *
 * Memoised: a list re-rendered for something other than its cards (hydration, the live list
 * arriving unchanged, the search box) leaves its cards alone, which keeps the main thread free.
 *
 * Its link prefetches the product's page on intent (on a phone, once the card is in view) and
 * moves there with a view transition of the picture and the name.
 */
export const ProductCard = memo(function ProductCard({
  product,
  isFavourite,
  isAdding,
  onToggleFavourite,
  onAddToCart,
  priority = false,
  highlightTerms = [],
  headingLevel = 3,
}: ProductCardProps) {
  const nutrition = t.nutrition(caloriesOf(product), proteinOf(product))
  const snippet = matchSnippet(product, highlightTerms)
  const detailUrl = paths.product(product.id)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      <div className={styles.picture}>
        <ProductPicture product={product} place="card" priority={priority} className={styles.image} />
        <button
          type="button"
          aria-label={t.favourite(product.title)}
          aria-pressed={isFavourite}
          onClick={() => onToggleFavourite(product)}
          className={cx(controls.iconButton, styles.favourite)}
        >
          <Icon name={isFavourite ? 'favorite' : 'favoriteBorder'} className={controls.icon} />
        </button>
      </div>
      <div className={styles.content}>
        <p className={styles.category}>
          <Highlighted
            text={typeof product.category === 'string' ? product.category : ''}
            terms={highlightTerms}
          />
        </p>
        <Heading className={styles.title} {...sharedElement(product.id, 'card', 'title')}>
          <PrefetchLink to={detailUrl} prefetchOn="intentOrViewport" viewTransition className={styles.link}>
            <Highlighted
              text={typeof product.title === 'string' ? product.title : ''}
              terms={highlightTerms}
            />
          </PrefetchLink>
        </Heading>
        {snippet ? (
          <p className={styles.secondary}>
            {t.matchIn}
            <Highlighted text={snippet} terms={highlightTerms} />
          </p>
        ) : null}
        {nutrition ? <p className={styles.secondary}>{nutrition}</p> : null}
        <div className={styles.priceRow}>
          <PriceTag price={product.price} originalPrice={product.origin_price} />
          {product.unit ? <span className={styles.secondary}>{t.perUnit(product.unit)}</span> : null}
        </div>
      </div>
      <div className={styles.actions}>
        <AddToCartButton
          adding={isAdding}
          onClick={() => onAddToCart(product)}
          aria-label={t.addToCartLabel(product.title)}
          fullWidth
          className={styles.addButton}
          iconClassName={styles.cartIcon}
        />
      </div>
    </article>
  )
})

/** Same footprint as a card, shown while the list loads (no layout jump when it arrives). */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className={styles.card}>
      <span className={cx(skeleton.skeleton, styles.skeletonPicture)} />
      <div className={styles.skeletonContent}>
        <span className={cx(skeleton.skeleton, skeleton.skeletonText)} style={{ width: '30%' }} />
        <span className={cx(skeleton.skeleton, skeleton.skeletonText)} style={{ width: '60%', height: 32 }} />
        <span className={cx(skeleton.skeleton, skeleton.skeletonText)} style={{ width: '40%', height: 32 }} />
      </div>
      <div className={styles.skeletonActions}>
        <span className={cx(skeleton.skeleton, styles.skeletonButton)} />
      </div>
    </div>
  )
}
