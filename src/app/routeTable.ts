/**
 * The app's routes in one table, read by both routers:
 * - `routes.ts`: React Router's framework config (build, prerendering, the browser);
 * - `routeObjects.ts`: the same tree as route objects, for memory routers (integration tests).
 *
 * `file` is a route module under src/app/routes/. Every screen is its own lazy chunk; admin code is
 * only fetched when an /admin* route is opened, so shoppers never download it.
 */
export interface RouteEntry {
  /** Unique id when one module serves two routes (admin index and /admin/products). */
  id?: string
  path?: string
  index?: true
  file: `routes/${string}.tsx`
  children?: RouteEntry[]
}

export const routeTable: RouteEntry[] = [
  {
    file: 'routes/storefront.tsx',
    children: [
      // Home, about, the product list and a product's page are plain HTML and CSS: they load MUI
      // only for a dialog or a toast.
      { index: true, file: 'routes/home.tsx' },
      { path: 'about', file: 'routes/about.tsx' },
      { path: 'products', file: 'routes/products.tsx' },
      { path: 'products/:id', file: 'routes/product.tsx' },
      {
        // Every other storefront page is made of MUI: the theme comes with them.
        id: 'storefront-mui',
        file: 'routes/mui.tsx',
        children: [
          { path: 'login', file: 'routes/login.tsx' },
          { path: 'register', file: 'routes/register.tsx' },
          { path: 'reset-password', file: 'routes/reset-password.tsx' },
          { path: 'reset-password-success', file: 'routes/reset-password-success.tsx' },
          {
            // Members only: one guard for every page under it (spec §2; 我的訂單 and 我的收藏, #14).
            file: 'routes/members-only.tsx',
            children: [
              { path: 'cart', file: 'routes/cart.tsx' },
              { path: 'checkout', file: 'routes/checkout.tsx' },
              { path: 'orders', file: 'routes/orders.tsx' },
              { path: 'orders/:id', file: 'routes/order.tsx' },
              { path: 'favorites', file: 'routes/favorites.tsx' },
            ],
          },
          { path: 'checkout-success', file: 'routes/checkout-success.tsx' },
          { path: 'checkout-fail', file: 'routes/checkout-fail.tsx' },
          { path: '*', file: 'routes/not-found.tsx' },
        ],
      },
    ],
  },
  {
    id: 'admin-mui',
    file: 'routes/mui.tsx',
    children: [
      { path: 'admin-login', file: 'routes/admin-login.tsx' },
      {
        path: 'admin',
        file: 'routes/admin.tsx',
        children: [
          { id: 'admin-home', index: true, file: 'routes/admin-products.tsx' },
          { path: 'dashboard', file: 'routes/admin-dashboard.tsx' },
          { path: 'products', file: 'routes/admin-products.tsx' },
          { path: 'orders', file: 'routes/admin-orders.tsx' },
          { path: 'orders/:id', file: 'routes/admin-order.tsx' },
          { path: 'kitchen', file: 'routes/admin-kitchen.tsx' },
          { path: 'coupons', file: 'routes/admin-coupons.tsx' },
        ],
      },
    ],
  },
]
