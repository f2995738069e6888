/**
 * Home's live product list (RTK Query, the product request; see HomePage). The home route's
 * clientLoader starts it on client navigations, beside the page's data.
 */
export const loadHomeProducts = () => import('./HomeProducts')
