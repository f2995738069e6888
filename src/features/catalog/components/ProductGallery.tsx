import keenSliderCss from 'keen-slider/keen-slider.min.css?inline'
import { useKeenSlider } from '@/lib/keenSlider'
import { useEffect, useState } from 'react'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import { sharedElement } from '@/components/product/sharedElements'
import { catalogMessages } from '../messages'
import styles from './ProductGallery.module.css'
import { cx } from '@/lib/classNames'

const t = catalogMessages.detail

/**
 * Thumbnails per view and the gap between them (px). ProductGallery.module.css gives each thumbnail
 * the width keen-slider sets inline once it starts, so nothing moves when it does.
 */
const THUMBS_PER_VIEW = 3
const THUMB_GAP = 12

export interface ProductGalleryProps {
  title: string
  images: string[]
  /**
   * The product's id: the picture on show is the one a card's picture moves to (a view transition),
   * and back (src/components/product/sharedElements.ts). None: no picture moves.
   */
  productId?: string
}

/**
 * Spec §2/§9: the product carousel shows one slide, with a thumbnail strip of 3 per view below.
 * The two keen-sliders are kept in step: a thumbnail moves the main slider, and the main
 * slider's slide scrolls the strip so the active thumbnail stays visible. Plain HTML and CSS
 * (ProductGallery.module.css), like the rest of the product page.
 */
export function ProductGallery({ title, images, productId }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0)
  const total = images.length
  // The sliders start in the frame after the gallery is first on screen: starting, each measures
  // the page (a layout) and sets its slides' sizes, work that would otherwise delay the page's first
  // frame (a move from a card, by a few tens of ms on a phone). The CSS lays the pictures out as the
  // sliders will, so nothing moves when they start.
  const [slidersOn, setSlidersOn] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSlidersOn(true))
    return () => cancelAnimationFrame(frame)
  }, [])

  const [thumbRef, thumbSlider] = useKeenSlider<HTMLDivElement>({
    initial: 0,
    slides: { perView: THUMBS_PER_VIEW, spacing: THUMB_GAP },
  })

  const [mainRef, mainSlider] = useKeenSlider<HTMLDivElement>({
    initial: 0,
    slides: { perView: 1 },
    slideChanged(slider) {
      // A slider that cannot measure itself (no layout yet) reports nothing meaningful.
      if (!slider.size || !slider.track.details) return
      const index = slider.track.details.rel
      setCurrent(index)
      thumbSlider.current?.moveToIdx(Math.min(index, Math.max(total - THUMBS_PER_VIEW, 0)))
    },
  })

  const goTo = (index: number) => {
    const target = (index + total) % total
    // Also set it here: where the slider cannot measure (no layout yet) it never reports a change.
    setCurrent(target)
    mainSlider.current?.moveToIdx(target)
  }

  if (total === 0) {
    return <div className={styles.empty} />
  }

  const sliding = total > THUMBS_PER_VIEW
  return (
    <section aria-label={t.gallery(title)}>
      {/*
        keen-slider's own stylesheet (0.6 KiB), as a style React hoists into the document's head
        (and writes there in the prerendered page): no render-blocking request of its own.
      */}
      <style href="keen-slider" precedence="default">
        {keenSliderCss}
      </style>
      <div className={styles.stage}>
        <div ref={slidersOn ? mainRef : undefined} className={cx('keen-slider', styles.main)}>
          {images.map((url, index) => (
            <div
              key={url}
              className={cx('keen-slider__slide', styles.slide)}
              role="group"
              aria-roledescription="slide"
              aria-label={t.image(title, index + 1, total)}
              aria-hidden={index !== current}
            >
              <img
                src={url}
                alt={t.image(title, index + 1, total)}
                width={800}
                height={600}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
                className={styles.image}
                {...(productId !== undefined && index === current
                  ? sharedElement(productId, 'page', 'image')
                  : {})}
              />
            </div>
          ))}
        </div>
        {total > 1 ? (
          <>
            <ArrowButton side="left" label={t.previousImage} onClick={() => goTo(current - 1)} />
            <ArrowButton side="right" label={t.nextImage} onClick={() => goTo(current + 1)} />
          </>
        ) : null}
      </div>
      {total > 1 ? (
        // Up to 3 thumbnails fit without sliding; more go in a second keen-slider.
        <div
          ref={sliding && slidersOn ? thumbRef : undefined}
          className={cx(sliding && 'keen-slider', styles.thumbs, !sliding && styles.thumbsStill)}
        >
          {images.map((url, index) => (
            <div key={url} className={cx(sliding && 'keen-slider__slide', styles.thumbSlot)}>
              <Thumbnail
                url={url}
                label={t.showImage(index + 1)}
                active={index === current}
                onClick={() => goTo(index)}
              />
            </div>
          ))}
        </div>
      ) : null}
    </section>
  )
}

function Thumbnail({
  url,
  label,
  active,
  onClick,
}: {
  url: string
  label: string
  active: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
      className={cx(styles.thumb, active && styles.thumbActive)}
    >
      <img
        src={url}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        draggable={false}
        className={styles.image}
      />
    </button>
  )
}

function ArrowButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right'
  label: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cx(
        controls.iconButton,
        styles.arrow,
        side === 'left' ? styles.arrowLeft : styles.arrowRight,
      )}
    >
      <Icon name={side === 'left' ? 'chevronLeft' : 'chevronRight'} className={controls.icon} />
    </button>
  )
}
