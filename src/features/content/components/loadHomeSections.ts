/**
 * The sections under the home hero (features, recommended products, Q&A) are their own chunk:
 * a prerendered home page shows them from its HTML and React hydrates them once the chunk is in,
 * so the first load only carries what the hero needs. The home route's clientLoader starts the
 * chunk on client navigations, alongside the page's data.
 */
export const loadHomeSections = () => import('./HomeSections')
