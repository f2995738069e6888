import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { lazy, Suspense } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { Product } from '@/api/types'
import heroUrl from '@/assets/hero.svg'
import { contentMessages } from '../messages'
import { loadHomeSections } from './loadHomeSections'

const t = contentMessages.home

// Below the hero: its own chunk, hydrated from the prerendered HTML when it arrives.
const HomeSections = lazy(loadHomeSections)

export interface HomeScreenProps {
  /** The shop's products (the first 4 are recommended); undefined until loaded. */
  products: Product[] | undefined
  /** The products are loading: the recommended section waits for them. */
  isLoading: boolean
  /** The products could not be loaded (logged by the page): the section says so briefly. */
  isError: boolean
}

/** / (home): the banner, why 早餐店, the recommended products and questions and answers. Props only. */
export function HomeScreen({ products, isLoading, isError }: HomeScreenProps) {
  return (
    <>
      <Hero />
      <Suspense fallback={null}>
        <HomeSections products={products} isLoading={isLoading} isError={isError} />
      </Suspense>
    </>
  )
}

function Hero() {
  return (
    <Box component="section" aria-labelledby="home-hero-title" sx={{ pt: { xs: 3, md: 5 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            borderRadius: { xs: 3, md: 5 },
            overflow: 'hidden',
            bgcolor: 'shop.heroBackground',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Box
            sx={{
              // Narrow screens: text above the picture. Wide: over the picture's empty sky.
              position: { xs: 'static', md: 'absolute' },
              top: { md: '7%' },
              left: { md: '5%' },
              maxWidth: { md: '52%' },
              px: { xs: 3, md: 0 },
              pt: { xs: 4, md: 0 },
              pb: { xs: 2, md: 0 },
              zIndex: 1,
            }}
          >
            <Typography
              id="home-hero-title"
              variant="h1"
              sx={{
                fontSize: { xs: '1.75rem', sm: '2.25rem', md: '2.5rem', lg: '3rem' },
                color: 'primary.dark',
              }}
            >
              {t.heroTitle}
            </Typography>
            <Typography sx={{ mt: { xs: 1.5, lg: 2 }, fontSize: { lg: '1.125rem' }, lineHeight: 1.8 }}>
              {t.heroText}
            </Typography>
            <Button
              component={RouterLink}
              to="/products"
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
              sx={{ mt: { xs: 2.5, lg: 3 }, px: 4 }}
            >
              {t.shopNow}
            </Button>
          </Box>
          {/* The page's largest paint: sized up front, fetched first, never lazy. */}
          <Box
            component="img"
            src={heroUrl}
            alt={t.heroAlt}
            width={1600}
            height={900}
            fetchPriority="high"
            loading="eager"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9' }}
          />
        </Box>
      </Container>
    </Box>
  )
}
