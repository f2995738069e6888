import { loadHomeSections } from '../components/loadHomeSections'

/**
 * Home's live product list (RTK Query, the product request; see HomePage), with the sections
 * under the hero that show it. The home route's clientLoader starts both on client navigations,
 * beside the page's data.
 */
export const loadHomeProducts = () => {
  void loadHomeSections()
  return import('./HomeProducts')
}
