import { startTransition, useId, useOptimistic, type ReactNode } from 'react'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import { cx } from '@/lib/classNames'
import { SORTS, type SortKey } from '../browse'
import { catalogMessages } from '../messages'
import { ProductListField, ProductListSelect } from './ProductListField'
import fieldStyles from './ProductListField.module.css'
import styles from './ProductListSearchBar.module.css'

const b = catalogMessages.browse

const SORT_OPTIONS = SORTS.map((sort) => ({ value: sort, label: b.sorts[sort] }))

export interface ProductListSearchBarProps {
  /** The search box's text. */
  searchText: string
  /**
   * The search box's text changed (typed, or emptied by its clear button). A key is reported in a
   * transition and shows in the box at once; `searchText` is expected to follow.
   */
  onSearchTextChange: (text: string) => void
  /** The search box lost focus. */
  onSearchBlur?: () => void
  /** The chosen sort. */
  sort: SortKey
  /**
   * Another sort was chosen. Called in a transition; the select shows the choice until what it
   * returns settles (and `sort` says so).
   */
  onSortChange: (sort: SortKey) => void | Promise<void>
  /** Between the search box and the sort: the phone's button that opens the filters. */
  filters?: ReactNode
}

/**
 * The search box (with its clear button) and the sort select, at the top of the list. Phones: the
 * search box on its own row, the filters' button and the sort side by side under it; from `sm` up,
 * one row. Plain HTML and CSS (ProductListSearchBar.module.css).
 */
export function ProductListSearchBar({
  searchText,
  onSearchTextChange,
  onSearchBlur,
  sort,
  onSortChange,
  filters,
}: ProductListSearchBarProps) {
  const sortId = useId()
  const [shownSort, showSort] = useOptimistic(sort)
  const changeSort = (next: SortKey) =>
    startTransition(() => {
      showSort(next)
      return onSortChange(next) ?? undefined
    })
  return (
    <div className={styles.bar}>
      <SearchField
        searchText={searchText}
        onSearchTextChange={onSearchTextChange}
        onSearchBlur={onSearchBlur}
      />
      {filters}
      <ProductListSelect
        id={sortId}
        label={b.sort}
        value={shownSort}
        options={SORT_OPTIONS}
        onChange={changeSort}
        className={cx(styles.sort, filters == null && styles.sortAlone)}
      />
    </div>
  )
}

/**
 * The search box with its clear button. A key shows at once and renders nothing else: the box
 * shows its own (optimistic) text while the change it reports runs in a transition, then
 * `searchText` again, which by then says the same (or what a change from elsewhere made it). The
 * clear button only reports: it goes, with the words, when `searchText` is empty.
 */
function SearchField({
  searchText,
  onSearchTextChange,
  onSearchBlur,
}: Pick<ProductListSearchBarProps, 'searchText' | 'onSearchTextChange' | 'onSearchBlur'>) {
  const searchId = useId()
  const [text, setText] = useOptimistic(searchText)
  const change = (next: string) =>
    startTransition(() => {
      setText(next)
      onSearchTextChange(next)
    })
  return (
    <ProductListField
      label={b.search}
      htmlFor={searchId}
      className={styles.search}
      start={<Icon name="search" className={controls.icon} />}
      end={
        text ? (
          <button
            type="button"
            aria-label={b.clearSearch}
            // Not emptied ahead: the button goes with the words it clears.
            onClick={() => onSearchTextChange('')}
            className={controls.iconButton}
          >
            <Icon name="close" className={controls.icon} />
          </button>
        ) : null
      }
    >
      <input
        id={searchId}
        type="search"
        placeholder={b.searchPlaceholder}
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={onSearchBlur}
        autoComplete="off"
        enterKeyHint="search"
        className={fieldStyles.input}
      />
    </ProductListField>
  )
}
