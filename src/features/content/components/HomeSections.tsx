import type { ReactNode } from 'react'
import type { Product } from '@/api/types'
import featureEasyUrl from '@/assets/feature-easy.svg'
import featureEcoUrl from '@/assets/feature-eco.svg'
import featureHealthyUrl from '@/assets/feature-healthy.svg'
import skeleton from '@/components/feedback/feedback.module.css'
import controls from '@/components/layout/controls.module.css'
import { ArrowLink } from '@/components/layout/ArrowLink'
import { Icon } from '@/components/layout/icons'
import { PrefetchLink } from '@/components/navigation/prefetch'
import { PriceTag } from '@/components/product/PriceTag'
import { ProductPicture } from '@/components/product/ProductPicture'
import { sharedElement } from '@/components/product/sharedElements'
import { contentMessages } from '../messages'
import { RECOMMENDED_COUNT } from '../recommendedCount'
import styles from './HomeSections.module.css'
import sectionTitle from './SectionTitle.module.css'
import type { HomeScreenProps } from './HomeScreen'
import { cx } from '@/lib/classNames'
import { paths } from '@/lib/paths'

const t = contentMessages.home

const featureImages = { easy: featureEasyUrl, healthy: featureHealthyUrl, eco: featureEcoUrl } as const

/**
 * Home below the hero: features, recommended products, Q&A. Plain HTML and CSS like the hero and
 * the shell, so the home page loads no MUI or Emotion. Part of the home route's chunk, not a lazy
 * one of its own: its stylesheet must be in the prerendered page (a lazy chunk's CSS only arrives
 * with its script, after the page has shown), and its code is 2.5 KiB gzipped.
 */
export default function HomeSections({ products, isLoading, isError }: HomeScreenProps) {
  return (
    <>
      <Features />
      <Recommended products={products} isLoading={isLoading} isError={isError} />
      <QandA />
    </>
  )
}

function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={sectionTitle.title}>
        {title}
      </h2>
      {text ? <p className={styles.lead}>{text}</p> : null}
    </div>
  )
}

function Features() {
  return (
    <section aria-labelledby="home-features-title" className={styles.section}>
      <div className={controls.container}>
        <SectionHeading id="home-features-title" title={t.featuresTitle} />
        <ul className={cx(controls.cardGrid, styles.features)}>
          {t.features.map((feature) => (
            <li key={feature.key}>
              <div className={cx(controls.paperCard, styles.feature)}>
                <img
                  src={featureImages[feature.key]}
                  alt=""
                  width={200}
                  height={200}
                  loading="lazy"
                  className={styles.featurePicture}
                />
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p className={styles.featureText}>{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Recommended({ products, isLoading, isError }: HomeScreenProps) {
  const recommended = (products ?? []).slice(0, RECOMMENDED_COUNT)
  let body: ReactNode
  if (!products && isLoading) {
    body = (
      <div className={cx(controls.cardGrid, styles.products)} aria-hidden="true">
        {Array.from({ length: RECOMMENDED_COUNT }, (_, i) => (
          <RecommendedCardSkeleton key={i} />
        ))}
      </div>
    )
  } else if (recommended.length === 0) {
    body = (
      <p role="status" className={styles.status}>
        {isError ? t.recommendedError : t.recommendedEmpty}
      </p>
    )
  } else {
    body = (
      <ul className={cx(controls.cardGrid, styles.products)}>
        {recommended.map((product) => (
          <li key={product.id}>
            <RecommendedCard product={product} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section aria-labelledby="home-recommended-title" className={cx(styles.section, styles.band)}>
      <div className={controls.container}>
        <SectionHeading id="home-recommended-title" title={t.recommendedTitle} text={t.recommendedText} />
        {body}
        <div className={styles.more}>
          <ArrowLink to={paths.products} variant="outlined" className={styles.moreButton}>
            {t.seeMore}
          </ArrowLink>
        </div>
      </div>
    </section>
  )
}

/**
 * One recommended product. Its link prefetches the product's page on intent (on a phone, once in
 * view) and moves there with a view transition of the picture and the name.
 */
function RecommendedCard({ product }: { product: Product }) {
  return (
    <article className={cx(controls.paperCard, styles.product)}>
      <div className={styles.picture}>
        <ProductPicture product={product} place="card" className={styles.pictureImage} />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{product.category}</p>
        <h3 className={styles.productTitle} {...sharedElement(product.id, 'card', 'title')}>
          <PrefetchLink
            to={paths.product(product.id)}
            prefetchOn="intentOrViewport"
            viewTransition
            className={styles.productLink}
          >
            {product.title}
          </PrefetchLink>
        </h3>
        <div className={styles.price}>
          {/* Spec §2: home shows origin_price as the main price and price struck through. */}
          <PriceTag price={product.origin_price} originalPrice={product.price} specHomeReading size="small" />
        </div>
      </div>
    </article>
  )
}

function RecommendedCardSkeleton() {
  return (
    <div className={controls.paperCard}>
      <span className={cx(skeleton.skeleton, styles.skeletonPicture)} />
      <div className={styles.body}>
        <span className={cx(skeleton.skeleton, skeleton.skeletonText)} style={{ width: '40%' }} />
        <span className={cx(skeleton.skeleton, skeleton.skeletonText)} style={{ width: '70%', height: 28 }} />
        <span className={cx(skeleton.skeleton, skeleton.skeletonText)} style={{ width: '50%' }} />
      </div>
    </div>
  )
}

function QandA() {
  return (
    <section aria-labelledby="home-qa-title" className={styles.section}>
      <div className={cx(controls.container, styles.narrow)}>
        <SectionHeading id="home-qa-title" title={t.qaTitle} />
        {t.qa.map((item, index) => (
          <details key={item.q} open={index === 0} className={styles.question}>
            <summary className={styles.summary}>
              <span className={styles.summaryText}>{item.q}</span>
              <span className={styles.chevron}>
                <Icon name="expandMore" className={controls.icon} />
              </span>
            </summary>
            <p className={styles.answer}>{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
