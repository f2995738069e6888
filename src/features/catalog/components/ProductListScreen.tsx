import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import RefreshIcon from '@mui/icons-material/Refresh'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId, useMemo, useState, type ReactNode } from 'react'
import type { Product } from '@/api/types'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import type { FavouriteMap } from '@/features/catalog/favourites'
import { distinctCategories, filterByCategory } from '../catalog'
import { catalogMessages } from '../messages'
import { ProductCard, ProductCardSkeleton } from './ProductCard'
import { useLayout, type Layout } from '@/lib/useLayout'

const t = catalogMessages.list

export interface ProductListScreenProps {
  /** Every product on sale; undefined until the first load answers. */
  products: Product[] | undefined
  isLoading: boolean
  /** The list could not be loaded (the page has logged why). */
  isError: boolean
  /** The selected category, or null for all (the default). */
  category: string | null
  onCategoryChange: (category: string | null) => void
  favourites: FavouriteMap
  /** Products whose add-to-cart request is running (their button spins and is disabled). */
  addingProductIds: readonly string[]
  onAddToCart: (product: Product) => void
  onToggleFavourite: (product: Product) => void
  onRetry?: () => void
  /** Forces a layout (stories); by default it follows the screen width. */
  layout?: Layout
}

/** Cards in the first row (two columns from `sm` up): their pictures are fetched first. */
const FIRST_ROW = 2

export function ProductListScreen({
  products,
  isLoading,
  isError,
  category,
  onCategoryChange,
  favourites,
  addingProductIds,
  onAddToCart,
  onToggleFavourite,
  onRetry,
  layout,
}: ProductListScreenProps) {
  const wide = useLayout(layout) === 'wide'

  const categories = useMemo(() => distinctCategories(products ?? []), [products])
  const visible = useMemo(() => filterByCategory(products ?? [], category), [products, category])
  const gridHeadingId = useId()

  let body
  if (isLoading && !products) {
    body = (
      <Grid container spacing={3} aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6 }}>
            <ProductCardSkeleton />
          </Grid>
        ))}
      </Grid>
    )
  } else if (isError && !products) {
    body = (
      <EmptyState title={t.errorTitle} text={t.errorText}>
        {onRetry ? (
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            {t.retry}
          </Button>
        ) : null}
      </EmptyState>
    )
  } else if (visible.length === 0) {
    body = category ? (
      <EmptyState title={t.emptyCategoryTitle} text={t.emptyCategoryText}>
        <Button variant="contained" onClick={() => onCategoryChange(null)}>
          {t.showAll}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={t.emptyTitle} text={t.emptyText} />
    )
  } else {
    body = (
      <Grid
        component="ul"
        container
        spacing={3}
        aria-labelledby={gridHeadingId}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {visible.map((product, index) => (
          <Grid component="li" key={product.id} size={{ xs: 12, sm: 6 }}>
            <ProductCard
              priority={index < FIRST_ROW}
              product={product}
              isFavourite={favourites[product.id] === true}
              isAdding={addingProductIds.includes(product.id)}
              onAddToCart={onAddToCart}
              onToggleFavourite={onToggleFavourite}
            />
          </Grid>
        ))}
      </Grid>
    )
  }

  return (
    <>
      <Banner />
      <Container sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <CategoryAccordion
              // Remount when the layout flips so the default (open on wide screens) applies again.
              key={wide ? 'wide' : 'narrow'}
              defaultExpanded={wide}
              categories={categories}
              category={category}
              onCategoryChange={onCategoryChange}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Box
              sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}
            >
              <Typography id={gridHeadingId} variant="h2" sx={{ fontSize: '1.5rem' }}>
                {category ?? t.allCategories}
              </Typography>
              {products ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
                  {t.count(visible.length)}
                </Typography>
              ) : null}
            </Box>
            {body}
          </Grid>
        </Grid>
      </Container>
      <FullScreenSpinner open={isLoading} />
    </>
  )
}

function Banner() {
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

interface CategoryAccordionProps {
  categories: string[]
  category: string | null
  onCategoryChange: (category: string | null) => void
  defaultExpanded: boolean
}

function CategoryAccordion({
  categories,
  category,
  onCategoryChange,
  defaultExpanded,
}: CategoryAccordionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded)
  const options: { value: string | null; label: string }[] = [
    { value: null, label: t.allCategories },
    ...categories.map((c) => ({ value: c, label: c })),
  ]
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => setExpanded(isExpanded)}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 3, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
        {t.categoriesTitle}
        {!expanded && category ? (
          <Box component="span" sx={{ ml: 1, color: 'primary.main' }}>
            {`· ${category}`}
          </Box>
        ) : null}
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <List disablePadding>
          {options.map((option) => {
            const selected = option.value === category
            return (
              <ListItem key={option.label} disablePadding>
                <ListItemButton
                  component="button"
                  type="button"
                  selected={selected}
                  aria-pressed={selected}
                  onClick={() => onCategoryChange(option.value)}
                  sx={{
                    width: '100%',
                    textAlign: 'left',
                    font: 'inherit',
                    py: 1.25,
                    px: 2.5,
                    fontWeight: selected ? 700 : 400,
                    color: selected ? 'primary.dark' : 'text.primary',
                    borderLeft: '4px solid',
                    borderLeftColor: selected ? 'primary.main' : 'transparent',
                  }}
                >
                  {option.label}
                </ListItemButton>
              </ListItem>
            )
          })}
        </List>
      </AccordionDetails>
    </Accordion>
  )
}

function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <Typography variant="h3" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: children ? 3 : 0 }}>{text}</Typography>
      {children}
    </Paper>
  )
}
