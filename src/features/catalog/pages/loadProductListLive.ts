/** The product list's live part (RTK Query: the product request, add to cart): its own chunk. */
export const loadProductListLive = () => import('./ProductListLive')
