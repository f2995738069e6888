import { useId } from 'react'
import type { Product } from '@/api/types'
import { PrefetchLink } from '@/components/navigation/prefetch'
import { PriceTag } from '@/components/product/PriceTag'
import { ProductPicture } from '@/components/product/ProductPicture'
import { sharedElement } from '@/components/product/sharedElements'
import { catalogMessages } from '../messages'
import styles from './RelatedProducts.module.css'
import { paths } from '@/lib/paths'

/**
 * 「你可能也會喜歡」 under a product: a row of small cards (picture, name, price), each a link to
 * its page. Pictures load lazily in boxes of a fixed ratio, so nothing moves as they arrive.
 */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const headingId = useId()
  if (products.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={styles.related}>
      <h2 id={headingId} className={styles.title}>
        {catalogMessages.detail.related}
      </h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <RelatedCard key={product.id} product={product} />
        ))}
      </ul>
    </section>
  )
}

/**
 * One related product: its link prefetches the product's page on intent (on a phone, once in
 * view) and moves there with a view transition of the picture and the name.
 */
function RelatedCard({ product }: { product: Product }) {
  return (
    <li className={styles.item}>
      <PrefetchLink
        to={paths.product(product.id)}
        prefetchOn="intentOrViewport"
        viewTransition
        className={styles.link}
      >
        <span className={styles.picture}>
          <ProductPicture product={product} place="related" alt="" className={styles.image} />
        </span>
        <span className={styles.name} {...sharedElement(product.id, 'related', 'title')}>
          {product.title}
        </span>
      </PrefetchLink>
      <PriceTag price={product.price} originalPrice={product.origin_price} size="small" />
    </li>
  )
}
