import type { BrowseQuery } from '../browse'

/** The filters alone (search and category kept): 清除篩選條件. */
export const NO_FILTERS: Partial<BrowseQuery> = {
  maxKcal: null,
  minProtein: null,
  minPrice: null,
  maxPrice: null,
  freeOf: [],
  vegetarian: false,
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
