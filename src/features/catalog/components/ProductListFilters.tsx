import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { ALLERGENS } from '@/api/food'
import { OutlinedField } from '@/components/inputs/OutlinedField'
import { useLayout, type Layout } from '@/lib/useLayout'
import { HIGH_PROTEIN_G, KCAL_LIMITS, type BrowseQuery } from '../browse'
import { catalogMessages } from '../messages'
import { filterCount, hasFilters } from './listFilters'

const t = catalogMessages.list
const b = catalogMessages.browse

export interface ProductListFiltersProps {
  /** The categories to choose from, in order (全部 comes first on its own). */
  categories: readonly string[]
  /** What the shopper asked for: the chosen category and filters. */
  query: BrowseQuery
  /** A change of category or filter. */
  onQueryChange: (changes: Partial<BrowseQuery>) => void
  /** Forces a layout (stories); by default it follows the screen width. */
  layout?: Layout
}

/**
 * The product list's side panels: 產品分類 and 篩選條件 (熱量, 高蛋白, 不含… allergens, 素食, 價格),
 * each an accordion headed by an h2. Open on wide screens; folded on phones (the filters open there
 * too while some filter is set), with the chosen category or the number of filters after the title.
 */
export function ProductListFilters({ categories, query, onQueryChange, layout }: ProductListFiltersProps) {
  const wide = useLayout(layout) === 'wide'
  return (
    <>
      <CategoryAccordion
        // Remount when the layout flips so the default (open on wide screens) applies again.
        key={wide ? 'wide' : 'narrow'}
        defaultExpanded={wide}
        categories={categories}
        category={query.category}
        onCategoryChange={(next) => onQueryChange({ category: next })}
      />
      <FilterAccordion
        key={wide ? 'filters-wide' : 'filters-narrow'}
        defaultExpanded={wide || hasFilters(query)}
        query={query}
        onQueryChange={onQueryChange}
      />
    </>
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

interface CategoryAccordionProps {
  categories: readonly string[]
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
