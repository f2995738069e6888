import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { catalogMessages } from '../messages'

const t = catalogMessages.list

/** The product list's banner: its h1 (全部商品) and a line about the shop, on the brand gradient. */
export function ProductListBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="product-list-title"
      sx={{
        background: (theme) => theme.palette.shop.bannerGradient,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="product-list-title" variant="h1" sx={{ color: 'primary.dark' }}>
          {t.title}
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 560, color: 'text.primary' }}>{t.subtitle}</Typography>
      </Container>
    </Box>
  )
}
