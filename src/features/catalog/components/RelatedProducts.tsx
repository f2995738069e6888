import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/types'
import { PriceTag } from '@/components/product/PriceTag'
import { imageUrlOf } from '@/lib/format'
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
        {products.map((product) => {
          const image = imageUrlOf(product.imageUrl)
          return (
            <li key={product.id} className={styles.item}>
              <Link to={paths.product(product.id)} className={styles.link}>
                <span className={styles.picture}>
                  {image ? (
                    <img
                      src={image}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={400}
                      height={300}
                      className={styles.image}
                    />
                  ) : null}
                </span>
                <span className={styles.name}>{product.title}</span>
              </Link>
              <PriceTag price={product.price} originalPrice={product.origin_price} size="small" />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
