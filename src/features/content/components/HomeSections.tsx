import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { Product } from '@/api/types'
import featureEasyUrl from '@/assets/feature-easy.svg'
import featureEcoUrl from '@/assets/feature-eco.svg'
import featureHealthyUrl from '@/assets/feature-healthy.svg'
import { PriceTag } from '@/components/product/PriceTag'
import { MuiScope } from '@/components/theme/MuiScope'
import { imageUrlOf } from '@/lib/format'
import { contentMessages } from '../messages'
import { RECOMMENDED_COUNT } from '../recommendedCount'
import type { HomeScreenProps } from './HomeScreen'

const t = contentMessages.home

const featureImages = { easy: featureEasyUrl, healthy: featureHealthyUrl, eco: featureEcoUrl } as const

/**
 * Home below the hero: features, recommended products, Q&A (loaded lazily by HomeScreen). Made of
 * MUI, so it brings the theme with it (the shell and the hero above it are plain).
 */
export default function HomeSections({ products, isLoading, isError }: HomeScreenProps) {
  return (
    <MuiScope>
      <Features />
      <Recommended products={products} isLoading={isLoading} isError={isError} />
      <QandA />
    </MuiScope>
  )
}

function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {text ? <Typography sx={{ mt: 1, color: 'text.secondary' }}>{text}</Typography> : null}
    </Box>
  )
}

function Features() {
  return (
    <Box component="section" aria-labelledby="home-features-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="home-features-title" title={t.featuresTitle} />
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {t.features.map((feature) => (
            <Grid component="li" key={feature.key} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%', textAlign: 'center', px: 2, py: 4 }}>
                <Box
                  component="img"
                  src={featureImages[feature.key]}
                  alt=""
                  width={200}
                  height={200}
                  loading="lazy"
                  sx={{ width: 120, height: 120 }}
                />
                <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
                  {feature.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{feature.text}</Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  )
}

function Recommended({ products, isLoading, isError }: HomeScreenProps) {
  const recommended = (products ?? []).slice(0, RECOMMENDED_COUNT)
  let body: ReactNode
  if (!products && isLoading) {
    body = (
      <Grid container spacing={3} aria-hidden="true">
        {Array.from({ length: RECOMMENDED_COUNT }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
            <RecommendedCardSkeleton />
          </Grid>
        ))}
      </Grid>
    )
  } else if (recommended.length === 0) {
    body = (
      <Paper variant="outlined" role="status" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {isError ? t.recommendedError : t.recommendedEmpty}
        </Typography>
      </Paper>
    )
  } else {
    body = (
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {recommended.map((product) => (
          <Grid component="li" key={product.id} size={{ xs: 12, sm: 6, md: 3 }}>
            <RecommendedCard product={product} />
          </Grid>
        ))}
      </Grid>
    )
  }

  return (
    <Box
      component="section"
      aria-labelledby="home-recommended-title"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'shop.sectionBackground' }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="home-recommended-title" title={t.recommendedTitle} text={t.recommendedText} />
        {body}
        <Box sx={{ textAlign: 'center', mt: { xs: 4, md: 5 } }}>
          <Button
            component={RouterLink}
            to="/products"
            variant="outlined"
            size="large"
            endIcon={<ArrowForwardIcon />}
            sx={{ bgcolor: 'background.paper' }}
          >
            {t.seeMore}
          </Button>
        </Box>
      </Container>
    </Box>
  )
}

function RecommendedCard({ product }: { product: Product }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'shop.pictureBackground' }}>
        {imageUrlOf(product.imageUrl) ? (
          <Box
            component="img"
            src={imageUrlOf(product.imageUrl)}
            alt={product.title}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 700 }}>
          {product.category}
        </Typography>
        <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
          <Link component={RouterLink} to={`/products/${encodeURIComponent(product.id)}`} color="inherit">
            {product.title}
          </Link>
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          {/* Spec §2: home shows origin_price as the main price and price struck through. */}
          <PriceTag price={product.origin_price} originalPrice={product.price} size="small" />
        </Box>
      </CardContent>
    </Card>
  )
}

function RecommendedCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ height: 'auto', aspectRatio: '4 / 3' }} animation="wave" />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Skeleton width="40%" />
        <Skeleton width="70%" height={28} />
        <Skeleton width="50%" />
      </CardContent>
    </Card>
  )
}

function QandA() {
  return (
    <Box component="section" aria-labelledby="home-qa-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md">
        <SectionHeading id="home-qa-title" title={t.qaTitle} />
        {t.qa.map((item, index) => (
          <Accordion
            key={item.q}
            disableGutters
            defaultExpanded={index === 0}
            sx={{
              mb: 1.5,
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 3,
              '&::before': { display: 'none' },
              '&:first-of-type, &:last-of-type': { borderRadius: 3 },
            }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ fontWeight: 700, px: 3 }}>
              {item.q}
            </AccordionSummary>
            <AccordionDetails sx={{ px: 3, pt: 0, pb: 2.5 }}>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{item.a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  )
}
