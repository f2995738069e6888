import { alpha } from '@mui/material/styles'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import { useKeenSlider } from 'keen-slider/react'
import { useState } from 'react'
import { KeenSliderStyles } from '@/components/carousel/KeenSliderStyles'
import { catalogMessages } from '../messages'

const t = catalogMessages.detail

/** Product photos are 4:3; the boxes keep that ratio before the images and the slider arrive. */
const RATIO = '4 / 3'
const THUMBS_PER_VIEW = 3
const THUMB_GAP = 12
/** keen-slider sets this same width inline once it starts, so nothing moves when it does. */
const thumbWidth = `calc((100% - ${THUMB_GAP * (THUMBS_PER_VIEW - 1)}px) / ${THUMBS_PER_VIEW})`

export interface ProductGalleryProps {
  title: string
  images: string[]
}

/**
 * Spec §2/§9: the product carousel shows one slide, with a thumbnail strip of 3 per view below.
 * The two keen-sliders are kept in step: a thumbnail moves the main slider, and the main
 * slider's slide scrolls the strip so the active thumbnail stays visible.
 */
export function ProductGallery({ title, images }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0)
  const total = images.length

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
    return <Box sx={{ aspectRatio: RATIO, bgcolor: 'shop.pictureBackground', borderRadius: 3 }} />
  }

  return (
    <Box component="section" aria-label={t.gallery(title)}>
      <KeenSliderStyles />
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={mainRef}
          className="keen-slider"
          sx={{ borderRadius: 3, bgcolor: 'shop.pictureBackground', aspectRatio: RATIO, overflow: 'hidden' }}
        >
          {images.map((url, index) => (
            <Box
              key={url}
              className="keen-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t.image(title, index + 1, total)}
              aria-hidden={index !== current}
              sx={{ minWidth: '100%', maxWidth: '100%' }}
            >
              <Box
                component="img"
                src={url}
                alt={t.image(title, index + 1, total)}
                width={800}
                height={600}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
          ))}
        </Box>
        {total > 1 ? (
          <>
            <ArrowButton side="left" label={t.previousImage} onClick={() => goTo(current - 1)} />
            <ArrowButton side="right" label={t.nextImage} onClick={() => goTo(current + 1)} />
          </>
        ) : null}
      </Box>
      {total > 1 ? (
        // Up to 3 thumbnails fit without sliding; more go in a second keen-slider.
        <Box
          ref={total > THUMBS_PER_VIEW ? thumbRef : undefined}
          className={total > THUMBS_PER_VIEW ? 'keen-slider' : undefined}
          sx={{ mt: `${THUMB_GAP}px`, display: 'flex', gap: total > THUMBS_PER_VIEW ? 0 : `${THUMB_GAP}px` }}
        >
          {images.map((url, index) => (
            <Box
              key={url}
              className={total > THUMBS_PER_VIEW ? 'keen-slider__slide' : undefined}
              sx={{ minWidth: thumbWidth, maxWidth: thumbWidth, flexShrink: 0 }}
            >
              <Thumbnail
                url={url}
                label={t.showImage(index + 1)}
                active={index === current}
                onClick={() => goTo(index)}
              />
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
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
    <ButtonBase
      aria-label={label}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: RATIO,
        borderRadius: 2,
        overflow: 'hidden',
        border: '3px solid',
        borderColor: active ? 'primary.main' : 'transparent',
        opacity: active ? 1 : 0.75,
        transition: 'opacity 150ms, border-color 150ms',
        '&:hover, &.Mui-focusVisible': { opacity: 1 },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: '-3px' },
      }}
    >
      <Box
        component="img"
        src={url}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
        draggable={false}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </ButtonBase>
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
    <IconButton
      aria-label={label}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        [side]: 12,
        bgcolor: (theme) => alpha(theme.palette.background.paper, 0.92),
        color: 'text.primary',
        boxShadow: 1,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  )
}
