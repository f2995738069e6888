/**
 * Every page's address, in one place: links, redirects and navigations name a page here instead of
 * writing its path. The route table (src/app/routeTable.ts) declares the same paths; a unit test
 * (tests/unit/paths.test.ts) proves each of these lands on the route meant for it. Ids are encoded,
 * so a product or order id the API stored with any character still makes a working link.
 */
const id = (value: string | number) => encodeURIComponent(String(value))

export const paths = {
  home: '/',
  about: '/about',
  products: '/products',
  product: (productId: string) => `/products/${id(productId)}`,
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  resetPasswordSuccess: '/reset-password-success',
  cart: '/cart',
  checkout: '/checkout',
  checkoutSuccess: '/checkout-success',
  checkoutFail: '/checkout-fail',
  orders: '/orders',
  order: (orderId: string) => `/orders/${id(orderId)}`,
  favorites: '/favorites',
  adminLogin: '/admin-login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminOrder: (orderId: string) => `/admin/orders/${id(orderId)}`,
  adminKitchen: '/admin/kitchen',
  adminCoupons: '/admin/coupons',
} as const

/** The member pages that sign a visitor in: after them a shopper goes back where they were. */
export const signInPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.resetPassword,
  paths.resetPasswordSuccess,
]
