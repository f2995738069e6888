import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes'

/**
 * The app's routes in one table, in React Router's own route config (`route`, `index`, `layout`),
 * read by both routers:
 * - `routes.ts`: React Router's framework config (build, prerendering, the browser);
 * - `routeObjects.ts`: the same tree as route objects, for memory routers (integration tests).
 *
 * A file is a route module under src/app/routes/. Every screen is its own lazy chunk; admin code is
 * only fetched when an /admin* route is opened, so shoppers never download it. An `id` tells apart
 * two routes that one module serves (the MUI layout, the admin index and /admin/products).
 */
export const routeTable: RouteConfigEntry[] = [
  layout('routes/storefront.tsx', [
    // Home, about, the product list and a product's page are plain HTML and CSS: they load MUI
    // only for a dialog or a toast.
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/:id', 'routes/product.tsx'),
    // Every other storefront page is made of MUI: the theme comes with them.
    layout('routes/mui.tsx', { id: 'storefront-mui' }, [
      route('login', 'routes/login.tsx'),
      route('register', 'routes/register.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('reset-password-success', 'routes/reset-password-success.tsx'),
      // Members only: one guard for every page under it (spec §2; 我的訂單 and 我的收藏, #14).
      layout('routes/members-only.tsx', [
        route('cart', 'routes/cart.tsx'),
        route('checkout', 'routes/checkout.tsx'),
        route('orders', 'routes/orders.tsx'),
        route('orders/:id', 'routes/order.tsx'),
        route('favorites', 'routes/favorites.tsx'),
      ]),
      route('checkout-success', 'routes/checkout-success.tsx'),
      route('checkout-fail', 'routes/checkout-fail.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
  layout('routes/mui.tsx', { id: 'admin-mui' }, [
    route('admin-login', 'routes/admin-login.tsx'),
    route('admin', 'routes/admin.tsx', [
      index('routes/admin-products.tsx', { id: 'admin-home' }),
      route('dashboard', 'routes/admin-dashboard.tsx'),
      route('products', 'routes/admin-products.tsx'),
      route('orders', 'routes/admin-orders.tsx'),
      route('orders/:id', 'routes/admin-order.tsx'),
      route('kitchen', 'routes/admin-kitchen.tsx'),
      route('coupons', 'routes/admin-coupons.tsx'),
    ]),
  ]),
]
