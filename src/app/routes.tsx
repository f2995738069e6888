import type { RouteObject } from 'react-router-dom'
import { StorefrontLayout } from './layouts/StorefrontLayout'
import { RouteErrorPage } from './layouts/RouteErrorPage'

/**
 * Every screen is its own lazy chunk; admin code (layout and pages) is only fetched when an
 * /admin* route is opened, so shoppers never download it.
 */
export const routes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    hydrateFallbackElement: <StorefrontLayout hydrating />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        lazy: () => import('@/features/content/pages/HomePage').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'about',
        lazy: () => import('@/features/content/pages/AboutPage').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'login',
        lazy: () => import('@/features/account/pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'register',
        lazy: () =>
          import('@/features/account/pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('@/features/account/pages/ResetPasswordPage').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: 'reset-password-success',
        lazy: () =>
          import('@/features/account/pages/ResetPasswordSuccessPage').then((m) => ({
            Component: m.ResetPasswordSuccessPage,
          })),
      },
      {
        path: 'products',
        lazy: () =>
          import('@/features/catalog/pages/ProductListPage').then((m) => ({ Component: m.ProductListPage })),
      },
      {
        path: 'products/:id',
        lazy: () =>
          import('@/features/catalog/pages/ProductDetailPage').then((m) => ({
            Component: m.ProductDetailPage,
          })),
      },
      {
        path: 'cart',
        lazy: () => import('@/features/cart/pages/CartPage').then((m) => ({ Component: m.CartPage })),
      },
      {
        path: 'checkout',
        lazy: () =>
          import('@/features/checkout/pages/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
      },
      {
        path: 'checkout-success',
        lazy: () =>
          import('@/features/checkout/pages/CheckoutSuccessPage').then((m) => ({
            Component: m.CheckoutSuccessPage,
          })),
      },
      {
        path: 'checkout-fail',
        lazy: () =>
          import('@/features/checkout/pages/CheckoutFailPage').then((m) => ({
            Component: m.CheckoutFailPage,
          })),
      },
      {
        path: '*',
        lazy: () =>
          import('@/features/content/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
  {
    path: 'admin-login',
    hydrateFallbackElement: <div aria-busy="true" />,
    errorElement: <RouteErrorPage />,
    lazy: () =>
      import('@/features/admin/auth/pages/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    path: 'admin',
    hydrateFallbackElement: <div aria-busy="true" />,
    errorElement: <RouteErrorPage />,
    lazy: () => import('@/features/admin/layout/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
    children: [
      {
        index: true,
        lazy: () =>
          import('@/features/admin/products/pages/AdminProductsPage').then((m) => ({
            Component: m.AdminProductsPage,
          })),
      },
      {
        path: 'products',
        lazy: () =>
          import('@/features/admin/products/pages/AdminProductsPage').then((m) => ({
            Component: m.AdminProductsPage,
          })),
      },
      {
        path: 'orders',
        lazy: () =>
          import('@/features/admin/orders/pages/AdminOrdersPage').then((m) => ({
            Component: m.AdminOrdersPage,
          })),
      },
      {
        path: 'coupons',
        lazy: () =>
          import('@/features/admin/coupons/pages/AdminCouponsPage').then((m) => ({
            Component: m.AdminCouponsPage,
          })),
      },
    ],
  },
]
