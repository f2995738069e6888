import type { ReactNode } from 'react'
import controls from '@/components/layout/controls.module.css'
import { cx } from '@/lib/classNames'
import { catalogMessages } from '../messages'
import styles from './ProductListBanner.module.css'

const t = catalogMessages.list

export interface ProductListBannerProps {
  /** Beside the heading on wide screens, under it on phones: the search and the sort. */
  children?: ReactNode
}

/**
 * The product list's banner on the brand gradient: its h1 (全部商品), a line about the shop, and the
 * search and the sort (the list's first controls). Slim, so the cards start high on the screen.
 */
export function ProductListBanner({ children }: ProductListBannerProps) {
  return (
    <section aria-labelledby="product-list-title" className={styles.banner}>
      <div className={cx(controls.container, styles.inner)}>
        <div className={styles.titles}>
          <h1 id="product-list-title" className={styles.title}>
            {t.title}
          </h1>
          <p className={styles.subtitle}>{t.subtitle}</p>
        </div>
        {children ? <div className={styles.tools}>{children}</div> : null}
      </div>
    </section>
  )
}
