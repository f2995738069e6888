import { NO_FILTERS, searchTerms, type BrowseQuery } from '../browse'
import { catalogMessages } from '../messages'

/** The category and every filter (search and sort kept): the filters drawer's 全部清除. */
export const NO_CHOICES: Partial<BrowseQuery> = { ...NO_FILTERS, category: null }

/** The same category and filters (the search and the sort aside). */
export function sameChoices(a: BrowseQuery, b: BrowseQuery): boolean {
  return (
    a.category === b.category &&
    a.maxKcal === b.maxKcal &&
    a.minProtein === b.minProtein &&
    a.minPrice === b.minPrice &&
    a.maxPrice === b.maxPrice &&
    a.vegetarian === b.vegetarian &&
    a.freeOf.join() === b.freeOf.join()
  )
}

/** How many filters are set (不含… counts each allergen). */
export function filterCount(query: BrowseQuery): number {
  return (
    [query.maxKcal, query.minProtein, query.minPrice, query.maxPrice].filter((value) => value !== null)
      .length +
    query.freeOf.length +
    (query.vegetarian ? 1 : 0)
  )
}

/** Some filter is set (search and category are not filters). */
export function hasFilters(query: BrowseQuery): boolean {
  return filterCount(query) > 0
}

/** What the filters drawer holds that is chosen: the category (one) and each filter. */
export function choiceCount(query: BrowseQuery): number {
  return filterCount(query) + (query.category === null ? 0 : 1)
}

/**
 * What the list's heading names: the search (and the category it is searched in), the category,
 * or 全部 when neither narrows the list.
 */
export function listHeading(query: Pick<BrowseQuery, 'q' | 'category'>): string {
  const { browse, list } = catalogMessages
  const searched = searchTerms(query.q).length > 0 ? query.q.trim() : null
  if (searched !== null && query.category !== null)
    return browse.searchInCategoryHeading(searched, query.category)
  if (searched !== null) return browse.searchHeading(searched)
  return query.category ?? list.allCategories
}

/** The document's title on the list: its heading's, or 全部商品 (the page's h1) for the plain list. */
export function listPageTitle(query: Pick<BrowseQuery, 'q' | 'category'>): string {
  const { list } = catalogMessages
  const heading = listHeading(query)
  return list.pageTitle(heading === list.allCategories ? list.title : heading)
}
