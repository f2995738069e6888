import ClearIcon from '@mui/icons-material/Clear'
import FavoriteIcon from '@mui/icons-material/Favorite'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import RefreshIcon from '@mui/icons-material/Refresh'
import SearchIcon from '@mui/icons-material/Search'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import { ALLERGENS } from '@/api/food'
import Container from '@mui/material/Container'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { memo, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import type { SxProps, Theme } from '@mui/material/styles'
import { Link as RouterLink } from 'react-router-dom'
import type { Product } from '@/api/types'
import { EmptyState } from '@/components/feedback/EmptyState'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { favouriteProducts, type FavouriteMap } from '../favourites'
import {
  BROWSE_PENDING_ATTR,
  HIGH_PROTEIN_G,
  KCAL_LIMITS,
  SORTS,
  isNarrowed,
  searchTerms,
  type BrowseQuery,
} from '../browse'
import { distinctCategories } from '../catalog'
import { catalogMessages } from '../messages'
import { ProductCard, ProductCardSkeleton } from './ProductCard'
import { useLayout, type Layout } from '@/lib/useLayout'
import { RefreshingBar } from '@/components/feedback/RefreshingBar'
import { OutlinedField } from '@/components/inputs/OutlinedField'
import { OutlinedNativeSelect } from '@/components/inputs/OutlinedNativeSelect'

const t = catalogMessages.list
const b = catalogMessages.browse

const SORT_OPTIONS = SORTS.map((sort) => ({ value: sort, label: b.sorts[sort] }))

export interface ProductListScreenProps {
  /** Every product on sale; undefined until the first load answers. */
  products: Product[] | undefined
  /** The products the shopper's search, filters and sort select, in order (undefined while loading). */
  results: Product[] | undefined
  /** The first load is running: card skeletons show. */
  isLoading: boolean
  /** The list could not be loaded (the page has logged why). */
  isError: boolean
  /** What the shopper asked for (the URL's query string): drives every control. */
  query: BrowseQuery
  /** The search box's text (it may run ahead of `query.q` while the shopper types). */
  searchText: string
  /** The search box's text changed. */
  onSearchTextChange: (text: string) => void
  /** The search box lost focus: the next word typed starts a new history entry. */
  onSearchBlur?: () => void
  /** A change of category, sort or filter (each a step Back can undo). */
  onQueryChange: (changes: Partial<BrowseQuery>) => void
  /** Search, category and every filter back to the plain list. */
  onClearAll: () => void
  /** Search words the results were selected by, highlighted on the cards. */
  highlightTerms?: readonly string[]
  /** The results are being recomputed for newer input (a progress bar shows meanwhile). */
  isUpdating?: boolean
  /** Which products the member has hearted (id → true). */
  favourites: FavouriteMap
  /** Products whose add-to-cart request is running (their button spins and is disabled). */
  addingProductIds: readonly string[]
  /** Adds one of the product to the cart. */
  onAddToCart: (product: Product) => void
  /** Hearts or un-hearts the product (我的收藏). */
  onToggleFavourite: (product: Product) => void
  /** Loads the list again after a failure. */
  onRetry?: () => void
  /**
   * The list does not show the URL's query yet (a prerendered page before and while it hydrates).
   * If the browser marked the page as opened from a narrowed link (`BROWSE_PENDING_ATTR`), the
   * list's loading state shows in place of the cards and the count, which are every product.
   */
  awaitingUrl?: boolean
  /** Forces a layout (stories); by default it follows the screen width. */
  layout?: Layout
}

/** Cards in the first row (two columns from `sm` up): their pictures are fetched first. */
const FIRST_ROW = 2
/**
 * A card's slot in the grid (280 px picture, text, buttons, the grid's spacing): the size an
 * off-screen card is given until it is first rendered (then the browser keeps its real size).
 */
const CARD_SLOT_HEIGHT = 488

/**
 * /products: search, categories, filters and sort above the product cards. Props only; memoised, so
 * a page render that changes none of them (the one right after hydration) skips the whole screen.
 */
export const ProductListScreen = memo(function ProductListScreen({
  products,
  results,
  isLoading,
  isError,
  query,
  searchText,
  onSearchTextChange,
  onSearchBlur,
  onQueryChange,
  onClearAll,
  highlightTerms = [],
  isUpdating = false,
  favourites,
  addingProductIds,
  onAddToCart,
  onToggleFavourite,
  onRetry,
  awaitingUrl = false,
  layout,
}: ProductListScreenProps) {
  const wide = useLayout(layout) === 'wide'
  const { category } = query

  const categories = useMemo(() => distinctCategories(products ?? []), [products])
  const visible = results ?? []
  const narrowed = isNarrowed(query)
  // Searched or filtered (not only a category): the empty result says so and offers a way out.
  const filtered = searchTerms(query.q).length > 0 || hasFilters(query)
  const gridHeadingId = useId()
  // Hearted products on sale: a way to 我的收藏 from the list once there is something in it.
  const heartedCount = useMemo(
    () => favouriteProducts(products ?? [], favourites).products.length,
    [products, favourites],
  )

  let body
  if (isLoading && !products) {
    body = <ListSkeleton />
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
    if (filtered) {
      body = (
        <EmptyState title={b.noResultsTitle} text={b.noResultsText}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
            {hasFilters(query) ? (
              <Button variant="outlined" onClick={() => onQueryChange(NO_FILTERS)}>
                {b.clearFilters}
              </Button>
            ) : null}
            <Button variant="contained" onClick={onClearAll}>
              {t.showAll}
            </Button>
          </Stack>
        </EmptyState>
      )
    } else if (category) {
      body = (
        <EmptyState title={t.emptyCategoryTitle} text={t.emptyCategoryText}>
          <Button variant="contained" onClick={() => onQueryChange({ category: null })}>
            {t.showAll}
          </Button>
        </EmptyState>
      )
    } else {
      body = <EmptyState title={t.emptyTitle} text={t.emptyText} />
    }
  } else {
    body = (
      <>
        <RefreshingBar active={isUpdating} />
        <Grid
          component="ul"
          container
          spacing={3}
          aria-labelledby={gridHeadingId}
          aria-busy={isUpdating || undefined}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            // Cards after the first row are laid out and painted only when they near the screen:
            // the prerendered list costs the browser little until the shopper scrolls.
            [`& > li:nth-of-type(n+${FIRST_ROW + 1})`]: {
              contentVisibility: 'auto',
              containIntrinsicSize: `auto ${CARD_SLOT_HEIGHT}px`,
            },
          }}
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
                highlightTerms={highlightTerms}
              />
            </Grid>
          ))}
        </Grid>
      </>
    )
  }

  return (
    <>
      <Banner />
      <Container sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Stack sx={{ gap: 2 }}>
              <CategoryAccordion
                // Remount when the layout flips so the default (open on wide screens) applies again.
                key={wide ? 'wide' : 'narrow'}
                defaultExpanded={wide}
                categories={categories}
                category={category}
                onCategoryChange={(next) => onQueryChange({ category: next })}
              />
              <FilterAccordion
                key={wide ? 'filters-wide' : 'filters-narrow'}
                defaultExpanded={wide || hasFilters(query)}
                query={query}
                onQueryChange={onQueryChange}
              />
              {heartedCount > 0 ? (
                <Button
                  component={RouterLink}
                  to="/favorites"
                  variant="outlined"
                  startIcon={<FavoriteIcon sx={{ color: 'shop.favourite' }} />}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {catalogMessages.favourites.link(heartedCount)}
                </Button>
              ) : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3 }}>
              <SearchField value={searchText} onChange={onSearchTextChange} onBlur={onSearchBlur} />
              <OutlinedNativeSelect
                label={b.sort}
                value={query.sort}
                options={SORT_OPTIONS}
                onChange={(sort) => onQueryChange({ sort })}
                sx={{ minWidth: { sm: 180 } }}
              />
            </Stack>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                mb: 2,
                columnGap: 2,
                rowGap: 1,
                // The heading and count of every product, not of the link's list: kept in place, unseen.
                [WHILE_PENDING]: { visibility: 'hidden' },
              }}
            >
              <Typography id={gridHeadingId} variant="h2" sx={{ fontSize: '1.5rem' }}>
                {category ?? t.allCategories}
              </Typography>
              {products ? (
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
                    {t.count(visible.length)}
                  </Typography>
                  {narrowed ? (
                    <Button size="small" startIcon={<ClearIcon />} onClick={onClearAll}>
                      {b.clearAll}
                    </Button>
                  ) : null}
                </Box>
              ) : null}
            </Box>
            <UrlPendingSkeleton active={awaitingUrl} />
            <Box sx={{ [WHILE_PENDING]: { display: 'none' } }}>{body}</Box>
          </Grid>
        </Grid>
      </Container>
      <FullScreenSpinner open={isLoading} />
    </>
  )
})

/** A rule for while the page, opened from a narrowed link, has not applied it (see `awaitingUrl`). */
const WHILE_PENDING = `html[${BROWSE_PENDING_ATTR}] &`

function ListSkeleton() {
  return (
    <Grid container spacing={3} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6 }}>
          <ProductCardSkeleton />
        </Grid>
      ))}
    </Grid>
  )
}

/**
 * The loading state a narrowed link shows until the page applies it: in the prerendered HTML
 * (shown by CSS only when the browser marked the page) and gone for good once the list is the
 * URL's (it never comes back while the shopper types).
 */
function UrlPendingSkeleton({ active }: { active: boolean }) {
  const [done, setDone] = useState(!active)
  if (!active && !done) setDone(true)
  if (done) return null
  return (
    <Box sx={{ display: 'none', [WHILE_PENDING]: { display: 'block' } }}>
      <ListSkeleton />
    </Box>
  )
}

/** The filters alone (search and category kept): 清除篩選條件. */
const NO_FILTERS: Partial<BrowseQuery> = {
  maxKcal: null,
  minProtein: null,
  minPrice: null,
  maxPrice: null,
  freeOf: [],
  vegetarian: false,
}

/** How many filters are set (不含… counts each allergen). */
function filterCount(query: BrowseQuery): number {
  return (
    [query.maxKcal, query.minProtein, query.minPrice, query.maxPrice].filter((value) => value !== null)
      .length +
    query.freeOf.length +
    (query.vegetarian ? 1 : 0)
  )
}

function hasFilters(query: BrowseQuery): boolean {
  return filterCount(query) > 0
}

function SearchField({
  value,
  onChange,
  onBlur,
}: {
  value: string
  onChange: (text: string) => void
  onBlur?: () => void
}) {
  return (
    <OutlinedField
      type="search"
      label={b.search}
      placeholder={b.searchPlaceholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      fullWidth
      autoComplete="off"
      inputProps={{ enterKeyHint: 'search' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon aria-hidden />
        </InputAdornment>
      }
      endAdornment={
        value ? (
          <InputAdornment position="end">
            <IconButton aria-label={b.clearSearch} edge="end" onClick={() => onChange('')}>
              <ClearIcon />
            </IconButton>
          </InputAdornment>
        ) : null
      }
      sx={{
        flex: 1,
        // The browser's own clear button would duplicate ours.
        '& input[type="search"]::-webkit-search-cancel-button': { display: 'none' },
      }}
    />
  )
}

interface FilterAccordionProps {
  query: BrowseQuery
  onQueryChange: (changes: Partial<BrowseQuery>) => void
  defaultExpanded: boolean
}

function FilterAccordion({ query, onQueryChange, defaultExpanded }: FilterAccordionProps) {
  const kcalLabelId = useId()
  const freeLabelId = useId()
  const active = filterCount(query)
  return (
    <SidePanel
      title={b.filtersTitle}
      badge={active > 0 ? active : null}
      defaultExpanded={defaultExpanded}
      detailsSx={{ px: 2.5, pt: 0, pb: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box>
        <FormLabel id={kcalLabelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
          {b.calories}
        </FormLabel>
        <RadioGroup
          aria-labelledby={kcalLabelId}
          value={query.maxKcal === null ? '' : String(query.maxKcal)}
          onChange={(event) =>
            onQueryChange({ maxKcal: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <FormControlLabel value="" control={<Radio size="small" />} label={b.anyCalories} />
          {KCAL_LIMITS.map((kcal) => (
            <FormControlLabel
              key={kcal}
              value={String(kcal)}
              control={<Radio size="small" />}
              label={b.maxKcal(kcal)}
            />
          ))}
        </RadioGroup>
      </Box>
      <Box>
        <FormLabel component="p" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {b.protein}
        </FormLabel>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={query.minProtein !== null}
              onChange={(event) =>
                onQueryChange({ minProtein: event.target.checked ? HIGH_PROTEIN_G : null })
              }
            />
          }
          label={b.highProtein(query.minProtein ?? HIGH_PROTEIN_G)}
        />
      </Box>
      <Box role="group" aria-labelledby={freeLabelId}>
        <FormLabel component="p" id={freeLabelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
          {b.allergens}
        </FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 1 }}>
          {ALLERGENS.map(({ key, label }) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  size="small"
                  checked={query.freeOf.includes(key)}
                  onChange={(event) =>
                    onQueryChange({
                      freeOf: event.target.checked
                        ? [...query.freeOf, key]
                        : query.freeOf.filter((other) => other !== key),
                    })
                  }
                />
              }
              label={b.freeOf(label)}
            />
          ))}
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={query.vegetarian}
              onChange={(event) => onQueryChange({ vegetarian: event.target.checked })}
            />
          }
          label={b.vegetarian}
        />
      </Box>
      <PriceRange
        // A change from elsewhere (Back, clear all) starts the fields afresh from the URL.
        key={`${query.minPrice ?? ''}-${query.maxPrice ?? ''}`}
        minPrice={query.minPrice}
        maxPrice={query.maxPrice}
        onChange={(minPrice, maxPrice) => onQueryChange({ minPrice, maxPrice })}
      />
    </SidePanel>
  )
}

function priceInput(raw: string): number | null {
  if (raw.trim() === '') return null
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 ? n : null
}

/** Two amounts, applied when the shopper leaves a field or presses Enter (not on every digit). */
function PriceRange({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice: number | null
  maxPrice: number | null
  onChange: (minPrice: number | null, maxPrice: number | null) => void
}) {
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice))
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice))
  const labelId = useId()
  const apply = () => {
    const nextMin = priceInput(min)
    const nextMax = priceInput(max)
    if (nextMin !== minPrice || nextMax !== maxPrice) onChange(nextMin, nextMax)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply()
  }
  return (
    // A group named 價格 (a form element may not take the group role), holding the form Enter submits.
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} component="p" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
        {b.price}
      </FormLabel>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <OutlinedField
            size="small"
            type="number"
            label={b.minPrice}
            value={min}
            onChange={(event) => setMin(event.target.value)}
            onBlur={apply}
            inputProps={{ min: 0, inputMode: 'numeric', enterKeyHint: 'done' }}
          />
          <Typography aria-hidden sx={{ color: 'text.secondary' }}>
            –
          </Typography>
          <OutlinedField
            size="small"
            type="number"
            label={b.maxPrice}
            value={max}
            onChange={(event) => setMax(event.target.value)}
            onBlur={apply}
            inputProps={{ min: 0, inputMode: 'numeric', enterKeyHint: 'done' }}
          />
        </Stack>
        {/* Enter in either field applies the range. */}
        <button type="submit" hidden />
      </Box>
    </Box>
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
  const options: { value: string | null; label: string }[] = [
    { value: null, label: t.allCategories },
    ...categories.map((c) => ({ value: c, label: c })),
  ]
  return (
    <SidePanel
      title={t.categoriesTitle}
      badge={category}
      badgeWhenOpen={false}
      defaultExpanded={defaultExpanded}
      detailsSx={{ p: 0 }}
    >
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
    </SidePanel>
  )
}

interface SidePanelProps {
  title: string
  /** Shown after the title (`· 2`, `· 蛋餅`); nothing when null. */
  badge: string | number | null
  /** Whether the badge stays while the panel is open (the filters' count does; the category is in view). */
  badgeWhenOpen?: boolean
  defaultExpanded: boolean
  detailsSx: SxProps<Theme>
  children: ReactNode
}

/** One of the list's side panels (categories, filters): an h2 accordion, open on wide screens. */
function SidePanel({
  title,
  badge,
  badgeWhenOpen = true,
  defaultExpanded,
  detailsSx,
  children,
}: SidePanelProps) {
  const [expanded, setExpanded] = useState(defaultExpanded)
  const summaryId = useId()
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => setExpanded(isExpanded)}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 3, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        // The ids name the open panel's region after its heading (MUI leaves it unnamed otherwise).
        id={summaryId}
        aria-controls={`${summaryId}-panel`}
        expandIcon={<ExpandMoreIcon />}
        sx={{ fontWeight: 700, fontSize: '1.125rem' }}
      >
        {title}
        {badge !== null && (badgeWhenOpen || !expanded) ? (
          <Box component="span" sx={{ ml: 1, color: 'primary.main' }}>
            {`· ${badge}`}
          </Box>
        ) : null}
      </AccordionSummary>
      <AccordionDetails sx={detailsSx}>{children}</AccordionDetails>
    </Accordion>
  )
}
