/** The product page's live part (RTK Query: the product request, add to cart): its own chunk. */
export const loadProductLive = () => import('./ProductLive')
