import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import aboutUrl from '@/assets/about.svg'
import { contentMessages } from '../messages'

const t = contentMessages.about

/** The brand story (spec §1) and a call-to-action to the product list. Static: no props. */
export function AboutScreen() {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="about-title"
        sx={{ pt: { xs: 4, md: 7 }, pb: { xs: 5, md: 8 } }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography id="about-title" variant="h1" sx={{ color: 'primary.dark' }}>
                {t.title}
              </Typography>
              <Typography sx={{ mt: 2, fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.7 }}>
                {t.lead}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Box
                component="img"
                src={aboutUrl}
                alt={t.imageAlt}
                width={1200}
                height={800}
                fetchPriority="high"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '3 / 2',
                  borderRadius: 4,
                  border: '1px solid',
                  borderColor: 'divider',
                }}
              />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="about-story-title"
        sx={{ py: { xs: 5, md: 8 }, bgcolor: 'shop.sectionBackground' }}
      >
        <Container maxWidth="md">
          <Typography id="about-story-title" variant="h2" sx={{ mb: 3, textAlign: 'center' }}>
            {t.storyTitle}
          </Typography>
          {t.story.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2, lineHeight: 2, fontSize: '1.0625rem' }}>
              {paragraph}
            </Typography>
          ))}
        </Container>
      </Box>

      <Box component="section" aria-labelledby="about-values-title" sx={{ py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography id="about-values-title" variant="h2" sx={{ mb: { xs: 3, md: 5 }, textAlign: 'center' }}>
            {t.valuesTitle}
          </Typography>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {t.values.map((value) => (
              <Grid component="li" key={value.title} size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: '100%', p: 4, textAlign: 'center' }}>
                  <Typography variant="h3" sx={{ color: 'primary.dark', fontSize: '1.75rem', mb: 1 }}>
                    {value.title}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', lineHeight: 1.8 }}>{value.text}</Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="about-cta-title" sx={{ pb: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Box
            sx={{
              textAlign: 'center',
              borderRadius: 5,
              px: { xs: 3, md: 6 },
              py: { xs: 5, md: 7 },
              background: (theme) => theme.palette.shop.bannerGradient,
            }}
          >
            <Typography id="about-cta-title" variant="h2">
              {t.ctaTitle}
            </Typography>
            <Typography sx={{ mt: 1.5, mb: 3 }}>{t.ctaText}</Typography>
            <Button
              component={RouterLink}
              to="/products"
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
              sx={{ px: 4 }}
            >
              {t.cta}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  )
}
