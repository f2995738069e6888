/**
 * The list's URL parameters, in a module of their own: the document's head script (app/root.tsx,
 * on every page's first load) needs their names, not the search and filters of ./browse.
 */

/** The URL parameter each part of the query (./browse `BrowseQuery`) lives in. */
export const PARAMS = {
  q: 'q',
  sort: 'sort',
  category: 'category',
  maxKcal: 'maxKcal',
  minProtein: 'minProtein',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  freeOf: 'free',
  vegetarian: 'veg',
} as const

// ---- A filtered link opens filtered ----------------------------------------------------------

/**
 * Set on `<html>` while a prerendered /products page whose URL narrows or sorts the list has not
 * yet shown that list: the prerendered grid is every product, so CSS shows the list's loading
 * state in its place (ProductListScreen) from the first frame until the page has applied the URL.
 */
export const BROWSE_PENDING_ATTR = 'data-browse-pending'

/**
 * The inline script, in the head of every prerendered page, that sets {@link BROWSE_PENDING_ATTR}
 * before the list is parsed when the page is the product list at `listPath` and its URL carries
 * one of the list's parameters. Browsers without JavaScript never run it and keep the plain list.
 */
export function browsePendingScript(listPath: string): string {
  const path = JSON.stringify(listPath.replace(/\/+$/u, ''))
  const names = Object.values(PARAMS).join('|')
  return (
    `if(location.pathname.replace(/\\/+$/,'')===${path}&&/[?&](${names})=[^&]/.test(location.search))` +
    `document.documentElement.setAttribute('${BROWSE_PENDING_ATTR}','')`
  )
}

/** The page shows the URL's list now: the prerendered grid may show again. */
export function releaseBrowsePending(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(BROWSE_PENDING_ATTR)
}
