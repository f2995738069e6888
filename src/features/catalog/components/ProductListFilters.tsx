import {
  memo,
  startTransition,
  useId,
  useLayoutEffect,
  useOptimistic,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import { ALLERGENS } from '@/api/food'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import { cx } from '@/lib/classNames'
import { HIGH_PROTEIN_G, KCAL_LIMITS, type BrowseQuery } from '../browse'
import { catalogMessages } from '../messages'
import { ProductListField } from './ProductListField'
import fieldStyles from './ProductListField.module.css'
import styles from './ProductListFilters.module.css'
import { NO_CHOICES, choiceCount, filterCount, sameChoices } from './listFilters'

const t = catalogMessages.list
const b = catalogMessages.browse

interface FiltersProps {
  /** The categories to choose from, in order (全部 comes first on its own). */
  categories: readonly string[]
  /** What the shopper asked for: the chosen category and filters. */
  query: BrowseQuery
  /**
   * A change of category or filter (each one a step Back undoes, as on the rest of the list).
   * Called in a transition; what it returns, it settles once `query` says so (the URL moved).
   */
  onQueryChange: (changes: Partial<BrowseQuery>) => void | Promise<void>
}

export type ProductListFiltersProps = FiltersProps

type ChangeChoices = (changes: Partial<BrowseQuery>) => void

/**
 * The choices as the shopper makes them: a box ticks (a category is pressed, a count changes) at
 * once, with nothing else rendered, while the change runs in a transition (the URL, the cards) and
 * until `query` says the same.
 */
function useChoices(
  query: BrowseQuery,
  onQueryChange: FiltersProps['onQueryChange'],
): [BrowseQuery, ChangeChoices] {
  const [choices, choose] = useOptimistic(query, (current, changes: Partial<BrowseQuery>) => ({
    ...current,
    ...changes,
  }))
  const change = (changes: Partial<BrowseQuery>) =>
    startTransition(() => {
      choose(changes)
      // What it returns keeps the choice shown until the change is made (an action).
      return onQueryChange(changes) ?? undefined
    })
  return [choices, change]
}

/**
 * The filters render again only for what they show: not for the search or the sort (a key typed
 * in the search box changes the query, but none of its choices).
 */
function sameFilterProps<P extends FiltersProps>(before: P, after: P): boolean {
  return (Object.keys(after) as (keyof P)[]).every((key) =>
    key === 'query' ? sameChoices(before.query, after.query) : Object.is(before[key], after[key]),
  )
}

/**
 * The list's side column on wide screens (from `md` up; hidden on phones, where the same choices
 * open in {@link ProductListFilterDrawer}): 產品分類 and 篩選條件 (熱量, 高蛋白, 不含… allergens,
 * 素食, 價格), each a panel headed by an h2 button that folds it, both open. A folded 產品分類 names
 * the chosen category; 篩選條件 counts the filters set.
 */
export const ProductListFilters = memo(function ProductListFilters({
  categories,
  query,
  onQueryChange,
}: ProductListFiltersProps) {
  const [choices, change] = useChoices(query, onQueryChange)
  const active = filterCount(choices)
  return (
    <div className={styles.side}>
      <Panel title={t.categoriesTitle} badge={choices.category} badgeWhenOpen={false}>
        <CategoryChoices
          categories={categories}
          category={choices.category}
          onCategoryChange={(category) => change({ category })}
          look="list"
        />
      </Panel>
      <Panel title={b.filtersTitle} badge={active > 0 ? active : null} bodyClassName={styles.filterBody}>
        <FilterFields choices={choices} query={query} change={change} />
      </Panel>
    </div>
  )
}, sameFilterProps)

export interface ProductListFilterDrawerProps extends FiltersProps {
  /** The drawer is open (a modal dialog over the list). */
  open: boolean
  /** Close it: 顯示 N 項結果, the close button, Escape or a tap beside it. */
  onClose: () => void
  /** How many products the chosen category, filters and search select now. */
  resultCount: number
}

/**
 * The phone's filters (below `md`): the browser's modal `<dialog>` sliding in from the right, with
 * the categories, every filter and, at its foot, 全部清除 and 「顯示 N 項結果」, whose count follows
 * each choice (a choice applies at once: the URL and the list behind change as on a wide screen).
 * The native dialog traps focus, closes on Escape, returns focus to its button and costs no
 * script; a browser without modal dialogs shows it as a plain open dialog.
 */
export const ProductListFilterDrawer = memo(function ProductListFilterDrawer({
  open,
  onClose,
  categories,
  query,
  onQueryChange,
  resultCount,
  id,
}: ProductListFilterDrawerProps & { id?: string }) {
  const [choices, change] = useChoices(query, onQueryChange)
  const dialog = useRef<HTMLDialogElement>(null)
  /** Where the focus was before a dialog opened without the browser's help (it goes back there). */
  const returnFocus = useRef<HTMLElement | null>(null)
  const titleId = useId()
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    const isOpen = element.hasAttribute('open')
    const modal = typeof element.showModal === 'function'
    if (open && !isOpen) {
      if (modal) element.showModal()
      else {
        // No modal dialogs: open it as a plain one, and move the focus in as showModal would.
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        element.setAttribute('open', '')
        element.querySelector<HTMLElement>('button, input')?.focus()
      }
    } else if (!open && isOpen) {
      if (modal) element.close()
      else {
        element.removeAttribute('open')
        returnFocus.current?.focus()
        returnFocus.current = null
      }
    }
  }, [open])
  const chosen = choiceCount(choices)
  return (
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      className={styles.drawer}
      // Escape (the browser closes the dialog), or close() after 顯示 N 項結果.
      onClose={() => {
        if (open) onClose()
      }}
      // A tap on the backdrop lands on the dialog itself (its content fills the rest).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {open ? (
        <div className={styles.sheet}>
          <div className={styles.sheetHeader}>
            <h2 id={titleId} className={styles.sheetTitle}>
              {b.filtersTitle}
            </h2>
            <button
              type="button"
              aria-label={b.closeFilters}
              onClick={onClose}
              className={controls.iconButton}
            >
              <Icon name="close" className={controls.icon} />
            </button>
          </div>
          <div className={styles.sheetBody}>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{t.categoriesTitle}</legend>
              <CategoryChoices
                categories={categories}
                category={choices.category}
                onCategoryChange={(category) => change({ category })}
                look="chips"
              />
            </fieldset>
            <FilterFields choices={choices} query={query} change={change} />
          </div>
          <div className={styles.sheetFooter}>
            {chosen > 0 ? (
              <button
                type="button"
                // Not shown chosen ahead: the button goes with what it clears.
                onClick={() => void onQueryChange(NO_CHOICES)}
                className={cx(controls.button, controls.outlined, controls.large)}
              >
                {b.clearChoices}
              </button>
            ) : null}
            <button
              type="button"
              onClick={onClose}
              className={cx(controls.button, controls.contained, controls.large, styles.showResults)}
            >
              {b.showResults(resultCount)}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}, sameFilterProps)

/** The 熱量, 蛋白質, 過敏原 (不含… and 素食) and 價格 fields, in the side column and in the drawer. */
function FilterFields({
  choices,
  query,
  change,
}: {
  choices: BrowseQuery
  /** The query as it is (the prices' fields start afresh when it changes). */
  query: BrowseQuery
  change: ChangeChoices
}) {
  const kcalName = useId()
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{b.calories}</legend>
        {[null, ...KCAL_LIMITS].map((kcal) => (
          <label key={kcal ?? 'any'} className={styles.option}>
            <input
              type="radio"
              name={kcalName}
              value={kcal === null ? '' : String(kcal)}
              checked={choices.maxKcal === kcal}
              onChange={() => change({ maxKcal: kcal })}
            />
            {kcal === null ? b.anyCalories : b.maxKcal(kcal)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{b.protein}</legend>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={choices.minProtein !== null}
            onChange={(event) => change({ minProtein: event.target.checked ? HIGH_PROTEIN_G : null })}
          />
          {b.highProtein(choices.minProtein ?? HIGH_PROTEIN_G)}
        </label>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{b.allergens}</legend>
        <div className={styles.allergens}>
          {ALLERGENS.map(({ key, label }) => (
            <label key={key} className={styles.option}>
              <input
                type="checkbox"
                checked={choices.freeOf.includes(key)}
                onChange={(event) =>
                  change({
                    freeOf: event.target.checked
                      ? [...choices.freeOf, key]
                      : choices.freeOf.filter((other) => other !== key),
                  })
                }
              />
              {b.freeOf(label)}
            </label>
          ))}
        </div>
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={choices.vegetarian}
            onChange={(event) => change({ vegetarian: event.target.checked })}
          />
          {b.vegetarian}
        </label>
      </fieldset>
      <PriceRange
        // A change from elsewhere (Back, clear all) starts the fields afresh from the URL.
        key={`${query.minPrice ?? ''}-${query.maxPrice ?? ''}`}
        minPrice={query.minPrice}
        maxPrice={query.maxPrice}
        onChange={(minPrice, maxPrice) => change({ minPrice, maxPrice })}
      />
    </>
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
  const minId = useId()
  const maxId = useId()
  const apply = () => {
    const nextMin = priceInput(min)
    const nextMax = priceInput(max)
    if (nextMin !== minPrice || nextMax !== maxPrice) onChange(nextMin, nextMax)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply()
  }
  const field = (id: string, label: string, value: string, set: (value: string) => void) => (
    <ProductListField label={label} htmlFor={id} size="small" className={styles.price}>
      <input
        id={id}
        type="number"
        min={0}
        inputMode="numeric"
        enterKeyHint="done"
        value={value}
        onChange={(event) => set(event.target.value)}
        onBlur={apply}
        className={fieldStyles.input}
      />
    </ProductListField>
  )
  return (
    // A group named 價格 holding the form Enter submits.
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{b.price}</legend>
      <form onSubmit={submit} noValidate className={styles.priceRow}>
        {field(minId, b.minPrice, min, setMin)}
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        {field(maxId, b.maxPrice, max, setMax)}
        {/* Enter in either field applies the range. */}
        <button type="submit" hidden />
      </form>
    </fieldset>
  )
}

/** 全部 and each category: pressed buttons, a list in the side column, chips in the drawer. */
function CategoryChoices({
  categories,
  category,
  onCategoryChange,
  look,
}: {
  categories: readonly string[]
  category: string | null
  onCategoryChange: (category: string | null) => void
  look: 'list' | 'chips'
}) {
  const options: { value: string | null; label: string }[] = [
    { value: null, label: t.allCategories },
    ...categories.map((c) => ({ value: c, label: c })),
  ]
  return (
    <ul className={look === 'list' ? styles.categoryList : styles.chips}>
      {options.map((option) => {
        const selected = option.value === category
        return (
          <li key={option.label}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onCategoryChange(option.value)}
              className={look === 'list' ? styles.category : styles.chip}
            >
              {option.label}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

interface PanelProps {
  title: string
  /** Shown after the title (`· 2`, `· 蛋餅`); nothing when null. */
  badge: string | number | null
  /** Whether the badge stays while the panel is open (the filters' count does; the category is in view). */
  badgeWhenOpen?: boolean
  bodyClassName?: string
  children: ReactNode
}

/** One panel of the side column: an h2 button that folds it (open at first), then its region. */
function Panel({ title, badge, badgeWhenOpen = true, bodyClassName, children }: PanelProps) {
  const [expanded, setExpanded] = useState(true)
  const id = useId()
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelHeading}>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={expanded}
          aria-controls={`${id}-region`}
          onClick={() => setExpanded((open) => !open)}
          className={styles.panelButton}
        >
          <span>
            {title}
            {badge !== null && (badgeWhenOpen || !expanded) ? (
              <span className={styles.badge}>{`· ${badge}`}</span>
            ) : null}
          </span>
          <Icon name="expandMore" className={cx(controls.icon, styles.chevron)} />
        </button>
      </h2>
      <div
        id={`${id}-region`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!expanded}
        className={cx(styles.panelBody, bodyClassName)}
      >
        {children}
      </div>
    </div>
  )
}
