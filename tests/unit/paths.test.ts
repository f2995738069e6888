import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { routeTable } from '@/app/routeTable'
import { paths } from '@/lib/paths'

/** The route table as route objects whose id is the route module's file. */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry, index) =>
    entry.index
      ? { index: true, id: `${entry.file}#${index}` }
      : {
          path: entry.path,
          id: `${entry.file}#${index}`,
          children: entry.children && routeObjects(entry.children),
        },
  )
}

const routes = routeObjects(routeTable)

/** The route module a path lands on. */
function moduleOf(path: string): string | undefined {
  const matches = matchRoutes(routes, path)
  return matches?.at(-1)?.route.id?.split('#')[0]
}

describe('paths', () => {
  const expected: Record<keyof typeof paths, [string, string]> = {
    home: [paths.home, 'routes/home.tsx'],
    about: [paths.about, 'routes/about.tsx'],
    products: [paths.products, 'routes/products.tsx'],
    product: [paths.product('-OBfast0000000000002'), 'routes/product.tsx'],
    login: [paths.login, 'routes/login.tsx'],
    register: [paths.register, 'routes/register.tsx'],
    resetPassword: [paths.resetPassword, 'routes/reset-password.tsx'],
    resetPasswordSuccess: [paths.resetPasswordSuccess, 'routes/reset-password-success.tsx'],
    cart: [paths.cart, 'routes/cart.tsx'],
    checkout: [paths.checkout, 'routes/checkout.tsx'],
    checkoutSuccess: [paths.checkoutSuccess, 'routes/checkout-success.tsx'],
    checkoutFail: [paths.checkoutFail, 'routes/checkout-fail.tsx'],
    orders: [paths.orders, 'routes/orders.tsx'],
    order: [paths.order('-Oorder1'), 'routes/order.tsx'],
    favorites: [paths.favorites, 'routes/favorites.tsx'],
    adminLogin: [paths.adminLogin, 'routes/admin-login.tsx'],
    admin: [paths.admin, 'routes/admin-products.tsx'],
    adminDashboard: [paths.adminDashboard, 'routes/admin-dashboard.tsx'],
    adminProducts: [paths.adminProducts, 'routes/admin-products.tsx'],
    adminOrders: [paths.adminOrders, 'routes/admin-orders.tsx'],
    adminOrder: [paths.adminOrder('-Oorder1'), 'routes/admin-order.tsx'],
    adminKitchen: [paths.adminKitchen, 'routes/admin-kitchen.tsx'],
    adminCoupons: [paths.adminCoupons, 'routes/admin-coupons.tsx'],
  }

  it.each(Object.entries(expected))('%s lands on its route module', (_name, [path, module]) => {
    expect(moduleOf(path)).toBe(module)
  })

  it('names every page the route table declares', () => {
    const declared = (entries: RouteConfigEntry[]): string[] =>
      entries.flatMap((entry) => [
        ...(entry.path && entry.path !== '*' && !entry.children?.length ? [entry.file] : []),
        ...(entry.children ? declared(entry.children) : []),
      ])
    const named = new Set(Object.values(expected).map(([, module]) => module))
    expect(declared(routeTable).filter((module) => !named.has(module))).toEqual([])
  })

  it('encodes ids, so any id the API stores makes a working link', () => {
    expect(paths.product('a/b?c#d')).toBe('/products/a%2Fb%3Fc%23d')
    expect(moduleOf(paths.product('a/b?c#d'))).toBe('routes/product.tsx')
    expect(paths.order('訂單 1')).toBe('/orders/%E8%A8%82%E5%96%AE%201')
  })
})
