import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import PauseIcon from '@mui/icons-material/Pause'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider/react'
import { useKeenSlider } from '@/lib/keenSlider'
import 'keen-slider/keen-slider.min.css'
import { memo, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/types'
import { PriceTag } from '@/components/product/PriceTag'
import { imageUrlOf } from '@/lib/format'
import { cartMessages } from '../messages'
import { createAutoplay } from './autoplayPlugin'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { paths } from '@/lib/paths'

const t = cartMessages.recommend

/** Spec §9: autoplay every 2500 ms, looping, 1 per view, 2 from 575 px, 3 from 767 px. */
export const RECOMMEND_AUTOPLAY_MS = 2500

const sliderOptions: KeenSliderOptions = {
  loop: true,
  slides: { perView: 1, spacing: 16 },
  breakpoints: {
    '(min-width: 575px)': { slides: { perView: 2, spacing: 16 } },
    '(min-width: 767px)': { slides: { perView: 3, spacing: 24 } },
  },
}

export interface RecommendCarouselProps {
  products: Product[]
  /** Starts moving by itself (default true; off when the visitor prefers reduced motion). */
  autoplay?: boolean
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
}

/** The slides fully on screen; every slide when the slider has not measured itself (jsdom). */
function visibleSlides(slider: KeenSliderInstance): Set<number> | null {
  const details = slider.track.details
  if (!details || !details.slides?.length) return null
  const visible = new Set<number>()
  details.slides.forEach((slide, index) => {
    if (slide.portion > 0.5) visible.add(index)
  })
  return visible.size ? visible : null
}

/**
 * The cart's 猜你喜歡 row: every product, each opening its detail page in a new tab. Autoplay stops
 * while the pointer is over it, while it holds keyboard focus, while the tab is hidden, and when
 * the shopper presses pause (WCAG 2.2.2). Slides out of view are inert, so Tab only visits what is
 * shown.
 */
export function RecommendCarousel({ products, autoplay = true }: RecommendCarouselProps) {
  const headingId = useId()
  const [paused, setPaused] = useState(() => !autoplay || prefersReducedMotion())
  const [visible, setVisible] = useState<Set<number> | null>(null)
  const [timer] = useState(() => createAutoplay(RECOMMEND_AUTOPLAY_MS, paused))
  // Stable options and plugins: keen-slider re-applies the options whenever they change.
  const [options] = useState<KeenSliderOptions>(() => ({
    ...sliderOptions,
    created: (s) => setVisible(visibleSlides(s)),
    animationEnded: (s) => setVisible(visibleSlides(s)),
    optionsChanged: (s) => setVisible(visibleSlides(s)),
  }))
  const [plugins] = useState(() => [timer.plugin])
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options, plugins)

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onMouseEnter={() => timer.hold('hover', true)}
      onMouseLeave={() => timer.hold('hover', false)}
      onFocus={() => timer.hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) timer.hold('focus', false)
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' } }}>
          {t.heading}
          <Box component="span" sx={visuallyHidden}>
            {t.carousel}
          </Box>
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5 }}>
          <IconButton
            aria-label={paused ? t.play : t.pause}
            onClick={() => {
              const next = !paused
              setPaused(next)
              timer.hold('paused', next)
            }}
          >
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
          <IconButton aria-label={t.previous} onClick={() => slider.current?.prev()}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={t.next} onClick={() => slider.current?.next()}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Box ref={sliderRef} className="keen-slider" aria-live={paused ? 'polite' : 'off'} sx={{ py: 0.5 }}>
        {products.map((product, index) => {
          const shown = !visible || visible.has(index)
          return (
            <Box
              key={product.id}
              className="keen-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t.slide(index + 1, products.length)}
              aria-hidden={shown ? undefined : true}
              inert={!shown}
              sx={{ minWidth: 0 }}
            >
              <SlideCard product={product} />
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}

/**
 * One product's card, memoised: a slide coming into view or leaving it (every autoplay step)
 * renders its slide's box again, not the card inside.
 */
const SlideCard = memo(function SlideCard({ product }: { product: Product }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={paths.product(product.id)}
        target="_blank"
        rel="noopener"
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          component="img"
          src={imageUrlOf(product.imageUrl) || undefined}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            bgcolor: 'background.default',
          }}
        />
        <Box sx={{ p: 2, flexGrow: 1 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
            {product.title}
          </Typography>
          <PriceTag price={product.price} originalPrice={product.origin_price} size="small" />
          <Box component="span" sx={visuallyHidden}>
            {t.opensInNewTab}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  )
})
