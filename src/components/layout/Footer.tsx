import { alpha } from '@mui/material/styles'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import FacebookIcon from '@mui/icons-material/Facebook'
import InstagramIcon from '@mui/icons-material/Instagram'
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined'
import { Link as RouterLink } from 'react-router-dom'
import { Logo } from './Logo'
import { layoutMessages } from './messages'

const t = layoutMessages.footer

// The spec's social links have no targets yet: they are buttons that go nowhere, said so to screen readers.
const socials = [
  { label: 'Facebook', icon: <FacebookIcon /> },
  { label: 'Instagram', icon: <InstagramIcon /> },
  { label: 'Line', icon: <ChatBubbleOutlineIcon /> },
]

/** The site footer: about the shop, its phone and e-mail, social links, the copyright line and the admin sign-in link. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        bgcolor: 'shop.footerBackground',
        color: 'shop.footerText',
        '--focus-ring': theme.palette.shop.focusRingOnDark,
        mt: 'auto',
        pt: 6,
        pb: 3,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box
              sx={(theme) => ({
                // The logo's light plate: the ring around the logo link is the light-surface one.
                '--focus-ring': theme.palette.shop.focusRing,
                bgcolor: 'background.default',
                display: 'inline-flex',
                borderRadius: 2,
                px: 1.5,
                py: 1,
              })}
            >
              <Logo height={36} />
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }} aria-label={t.followTitle} role="group">
              {socials.map((social) => (
                <IconButton
                  key={social.label}
                  aria-label={`${social.label}（尚未開放）`}
                  sx={{
                    color: 'shop.footerText',
                    border: 1,
                    borderColor: (theme) => alpha(theme.palette.shop.footerText, 0.4),
                  }}
                >
                  {social.icon}
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t.aboutTitle}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, lineHeight: 1.8 }}>
              {t.aboutText}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t.contactTitle}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              <Typography component="dt" variant="body2" sx={{ opacity: 0.8 }}>
                {t.phoneLabel}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <Link href={`tel:${t.phone.replaceAll('-', '')}`} color="inherit">
                  {t.phone}
                </Link>
              </Typography>
              <Typography component="dt" variant="body2" sx={{ opacity: 0.8 }}>
                {t.emailLabel}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <Link href={`mailto:${t.email}`} color="inherit">
                  {t.email}
                </Link>
              </Typography>
              <Typography component="dt" variant="body2" sx={{ opacity: 0.8 }}>
                {t.hoursLabel}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {t.hours}
              </Typography>
            </Box>
          </Grid>
        </Grid>
        <Box
          sx={{
            borderTop: 1,
            borderColor: (theme) => alpha(theme.palette.shop.footerText, 0.25),
            mt: 4,
            pt: 2,
          }}
        >
          <Typography variant="body2" sx={{ opacity: 0.9 }}>
            {t.learningNotice}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 1, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {t.copyright}
            </Typography>
            <Link component={RouterLink} to="/admin-login" color="inherit" variant="body2">
              {t.admin}
            </Link>
          </Stack>
        </Box>
      </Container>
    </Box>
  )
}
