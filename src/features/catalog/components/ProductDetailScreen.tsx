import { memo, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/types'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import { StartIcon } from './StartIcon'
import { Spinner } from '@/components/feedback/Spinner'
import { PriceTag } from '@/components/product/PriceTag'
import { usePendingPress, type PressResult } from '@/components/inputs/usePendingPress'
import { sharedElement } from '@/components/product/sharedElements'
import { useBelowTheFold } from '@/lib/hooks'
import { NOT_SHOWN, textOf } from '@/lib/format'
import { sharedMessages } from '@/lib/messages'
import { productImages, QUANTITY_OPTIONS, type ProductLoadErrorKind } from '../catalog'
import { catalogMessages } from '../messages'
import { AddToCartButton } from './AddToCartButton'
import { ProductGallery } from './ProductGallery'
import { AllergenFacts, HeatingFacts, NutritionLabel, StorageFacts } from './FoodFacts'
import { RelatedProducts } from './RelatedProducts'
import styles from './ProductDetailScreen.module.css'
import { cx } from '@/lib/classNames'
import { paths } from '@/lib/paths'

const t = catalogMessages.detail

export interface ProductDetailScreenProps {
  /** The product, once loaded. */
  product: Product | undefined
  /** The product is loading: skeletons keep its place. */
  isLoading: boolean
  /** Why the product cannot be shown: unknown id, disabled product, or a failed request. */
  error: ProductLoadErrorKind | null
  /** The member has hearted this product. */
  isFavourite: boolean
  /** The add-to-cart request is running: its button spins and is disabled. */
  isAdding: boolean
  /** Called with the chosen quantity (1–10, a number). */
  onAddToCart: (quantity: number) => PressResult
  /** Hearts or un-hearts the product. */
  onToggleFavourite: () => void
  /** Loads the product again after a failure. */
  onRetry?: () => void
  /**
   * False on a prerendered page until its scripts have hydrated it: the quantity select shows as
   * disabled (a choice made then could not be kept). The buttons stay ready: a press on
   * 加入購物車 or the heart before then is held by the page's head script and acted on once the page
   * has hydrated, and offline the page says why nothing happens yet (src/lib/beforeHydration.ts).
   * Default true.
   */
  interactive?: boolean
  /** 「你可能也會喜歡」: other products, same category first (none: the section is left out). */
  related?: readonly Product[]
  /**
   * The phone's bar with the price and 加入購物車 at the bottom of the screen: `auto` (default)
   * shows it on phones once the page's own button has scrolled up out of view; `shown` always
   * (stories).
   */
  stickyBar?: 'auto' | 'shown'
}

/**
 * /products/:id: one product's pictures, price, nutrition, quantity and add-to-cart. Props only;
 * memoised, so a page render that changes none of them (the one right after hydration) skips it.
 * Plain HTML and CSS (ProductDetailScreen.module.css, with the sizes of the MUI components it was
 * made of), so hydrating a product page runs no Emotion and no MUI component trees.
 */
export const ProductDetailScreen = memo(function ProductDetailScreen({
  product,
  isLoading,
  error,
  isFavourite,
  isAdding,
  onAddToCart,
  onToggleFavourite,
  onRetry,
  interactive = true,
  related = NO_PRODUCTS,
  stickyBar = 'auto',
}: ProductDetailScreenProps) {
  // After a move, the product's top first: its pictures, name, price and 加入購物車.
  const belowTheFold = useBelowTheFold()
  return (
    // At least a screen high, so the footer never shows and then jumps away as the product arrives.
    <div className={cx(controls.container, styles.page)}>
      <nav aria-label={t.breadcrumb} className={styles.breadcrumbs}>
        <ol className={styles.breadcrumbList}>
          <li>
            <Link to="/" className={styles.breadcrumbLink}>
              {t.home}
            </Link>
          </li>
          <BreadcrumbSeparator />
          <li>
            <Link to={paths.products} className={styles.breadcrumbLink}>
              {t.products}
            </Link>
          </li>
          {product ? (
            <>
              <BreadcrumbSeparator />
              <li>
                <p aria-current="page" className={styles.breadcrumbCurrent}>
                  {product.title}
                </p>
              </li>
            </>
          ) : null}
        </ol>
      </nav>

      {product ? (
        <ProductDetails
          // A new product starts again at quantity 1 and its first image.
          key={product.id}
          product={product}
          isFavourite={isFavourite}
          isAdding={isAdding}
          onAddToCart={onAddToCart}
          onToggleFavourite={onToggleFavourite}
          interactive={interactive}
          stickyBar={stickyBar}
          belowTheFold={belowTheFold}
        />
      ) : error && !isLoading ? (
        <LoadError kind={error} onRetry={onRetry} />
      ) : (
        <DetailSkeleton />
      )}
      {product && belowTheFold ? <RelatedProducts products={related} /> : null}
      <LoadingOverlay open={isLoading} />
    </div>
  )
})

const NO_PRODUCTS: readonly Product[] = []

/** Between two crumbs, as MUI's Breadcrumbs draws it: a chevron screen readers skip. */
function BreadcrumbSeparator() {
  return (
    <li aria-hidden="true" className={styles.breadcrumbSeparator}>
      <Icon name="navigateNext" className={cx(controls.icon, styles.separatorIcon)} />
    </li>
  )
}

/**
 * The spec's full-screen spinner while the product loads (what FullScreenSpinner shows with MUI's
 * Backdrop: it fades in over the page and out again, and is hidden from everyone when closed).
 *
 * The spinner itself is there only while open: a hidden one would keep its endless CSS animation
 * running, and the browser would restyle and repaint it every frame for as long as the page is
 * open (draining a phone's battery, and taking each frame's time from the next page's render).
 */
function LoadingOverlay({ open }: { open: boolean }) {
  return (
    <div className={cx(styles.backdrop, open && styles.backdropOpen)}>
      {open ? <Spinner size={40} label={sharedMessages.loading} /> : null}
    </div>
  )
}

function ProductDetails({
  product,
  isFavourite,
  isAdding,
  onAddToCart,
  onToggleFavourite,
  interactive,
  stickyBar,
  belowTheFold,
}: Omit<ProductDetailScreenProps, 'product' | 'isLoading' | 'error' | 'onRetry' | 'related'> & {
  product: Product
  belowTheFold: boolean
}) {
  const [quantity, setQuantity] = useState(1)
  const actionsRef = useRef<HTMLDivElement>(null)
  const scrolledPast = useScrolledPast(actionsRef, stickyBar === 'auto')
  // The phone's sticky 加入購物車 greys out from the press on, as the one above spins (AddToCartButton).
  const [stickyPressed, pressSticky] = usePendingPress(() => onAddToCart(quantity))

  return (
    <>
      <div className={styles.top}>
        <div className={styles.half}>
          <ProductGallery title={product.title} images={productImages(product)} productId={product.id} />
        </div>
        <div className={cx(styles.half, styles.summary)}>
          {product.category ? <p className={styles.category}>{product.category}</p> : null}
          {/* The name a card's name moves to (a view transition), and back. */}
          <h1 className={styles.title} {...sharedElement(product.id, 'page', 'title')}>
            {product.title}
          </h1>
          {textOf(product.description) ? (
            <p className={styles.description}>{textOf(product.description)}</p>
          ) : null}
          <div className={styles.price}>
            <PriceTag price={product.price} originalPrice={product.origin_price} size="large" />
            {product.unit ? (
              <span className={styles.unit}>{catalogMessages.card.perUnit(product.unit)}</span>
            ) : null}
          </div>
          <div className={styles.actions} ref={actionsRef}>
            <QuantitySelect value={quantity} onChange={setQuantity} disabled={!interactive} />
            <AddToCartButton
              adding={isAdding}
              onClick={() => onAddToCart(quantity)}
              className={cx(styles.actionButton, styles.addButton)}
            />
            <button
              type="button"
              aria-pressed={isFavourite}
              onClick={onToggleFavourite}
              className={cx(
                controls.button,
                controls.outlined,
                controls.large,
                styles.actionButton,
                styles.favouriteButton,
              )}
            >
              <StartIcon
                name={isFavourite ? 'favorite' : 'favoriteBorder'}
                className={isFavourite ? styles.heart : undefined}
              />
              {isFavourite ? t.favourited : t.favourite}
            </button>
          </div>
          <AllergenFacts product={product} />
          <StorageFacts product={product} />
        </div>
      </div>

      {belowTheFold ? (
        <div className={styles.info}>
          <div className={styles.half}>
            <InfoSection title={t.contents}>{textOf(product.content)}</InfoSection>
          </div>
          <div className={styles.half}>
            <HeatingFacts product={product} />
          </div>
          <div className={styles.third}>
            <InfoSection title={t.calories}>
              {Number.isFinite(product.calories) ? (
                <>
                  <span className={styles.calories}>{t.caloriesValue(product.calories)}</span>
                  <span className={styles.dailyShare}>{t.dailyShare(product.calories)}</span>
                </>
              ) : null}
            </InfoSection>
          </div>
          <div className={styles.twoThirds}>
            <NutritionLabel product={product} />
          </div>
        </div>
      ) : null}

      {stickyBar === 'shown' || scrolledPast ? (
        <div className={styles.stickyBar}>
          <PriceTag price={product.price} originalPrice={product.origin_price} size="medium" />
          <button
            type="button"
            disabled={isAdding || stickyPressed}
            onClick={pressSticky}
            className={cx(controls.button, controls.contained, styles.stickyButton)}
          >
            <StartIcon name="addShoppingCart" />
            {t.addToCart}
          </button>
        </div>
      ) : null}
    </>
  )
}

/**
 * True on a phone (below `sm`) once `target` has scrolled up out of view, so the sticky bar shows
 * only when the page's own button cannot be seen, never beside it. Off: always false.
 */
function useScrolledPast(target: RefObject<HTMLElement | null>, on: boolean): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const element = target.current
    if (
      !on ||
      !element ||
      typeof IntersectionObserver === 'undefined' ||
      typeof window.matchMedia !== 'function'
    )
      return
    const phone = window.matchMedia('(max-width:599.95px)')
    let above = false
    const update = () => setPast(phone.matches && above)
    const observer = new IntersectionObserver(([entry]) => {
      above = !entry.isIntersecting && entry.boundingClientRect.top < 0
      update()
    })
    observer.observe(element)
    phone.addEventListener('change', update)
    return () => {
      observer.disconnect()
      phone.removeEventListener('change', update)
    }
  }, [target, on])
  return past
}

/**
 * The quantity, a browser `<select>` (the phone's own picker) in the look of MUI's outlined field:
 * the label sits on the outline's top edge, in a gap the invisible legend cuts into it.
 */
function QuantitySelect({
  value,
  onChange,
  disabled,
}: {
  value: number
  onChange: (quantity: number) => void
  disabled: boolean
}) {
  const id = useId()
  return (
    <div className={cx(styles.field, disabled && styles.fieldDisabled)}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t.quantity}
      </label>
      <div className={styles.fieldInput}>
        <select
          id={id}
          value={String(value)}
          disabled={disabled}
          aria-invalid={false}
          onChange={(event) => {
            const chosen = QUANTITY_OPTIONS.find((n) => String(n) === event.target.value)
            if (chosen !== undefined) onChange(chosen)
          }}
          className={styles.fieldSelect}
        >
          {QUANTITY_OPTIONS.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
        <Icon name="arrowDropDown" className={cx(controls.icon, styles.fieldIcon)} />
        <fieldset aria-hidden="true" className={styles.fieldOutline}>
          <legend className={styles.fieldLegend}>
            <span>{t.quantity}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  )
}

function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <h2 id={headingId} className={styles.boxTitle}>
        {title}
      </h2>
      <p className={styles.boxText}>{children || NOT_SHOWN}</p>
    </section>
  )
}

function LoadError({ kind, onRetry }: { kind: ProductLoadErrorKind; onRetry?: () => void }) {
  const copy = {
    notFound: { title: t.notFoundTitle, text: t.notFoundText },
    disabled: { title: t.disabledTitle, text: t.disabledText },
    failed: { title: t.failedTitle, text: t.failedText },
  }[kind]
  return (
    <div className={styles.error}>
      <h1 className={styles.errorTitle}>{copy.title}</h1>
      <p className={styles.errorText}>{copy.text}</p>
      <div className={styles.errorActions}>
        {kind === 'failed' && onRetry ? (
          <button type="button" onClick={onRetry} className={cx(controls.button, controls.outlined)}>
            <StartIcon name="refresh" />
            {t.retry}
          </button>
        ) : null}
        <Link to={paths.products} className={cx(controls.button, controls.contained)}>
          <StartIcon name="arrowBack" />
          {t.backToList}
        </Link>
      </div>
    </div>
  )
}

/** The detail's footprint while it loads, under the full-screen spinner. */
function DetailSkeleton() {
  return (
    <div className={styles.top} aria-hidden="true">
      <div className={styles.half}>
        <span className={cx(styles.skeleton, styles.skeletonPicture)} />
      </div>
      <div className={styles.half}>
        <span className={cx(styles.skeleton, styles.skeletonText)} style={{ width: '20%' }} />
        <span className={cx(styles.skeleton, styles.skeletonText)} style={{ width: '60%', height: 56 }} />
        <span className={cx(styles.skeleton, styles.skeletonText)} style={{ width: '100%' }} />
        <span className={cx(styles.skeleton, styles.skeletonText)} style={{ width: '90%' }} />
        <span className={cx(styles.skeleton, styles.skeletonText)} style={{ width: '40%', height: 48 }} />
        <span className={cx(styles.skeleton, styles.skeletonButton)} />
      </div>
    </div>
  )
}
