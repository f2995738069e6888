import { isRejectedWithValue, type Middleware, type UnknownAction } from '@reduxjs/toolkit'
import type { ApiError } from '@/api/courseApi'
import { showToast } from '@/components/feedback/toast'
import type { adminApi } from './api'
import type { adminOrdersApi } from './orders/api'
import {
  adminSessionExpired,
  adminSessionSlice,
  clearAdminToken,
  hasAdminToken,
  selectAdminSessionEnded,
  type WithAdminSession,
} from './session'

type AdminEndpoint = keyof typeof adminApi.endpoints | keyof typeof adminOrdersApi.endpoints

/** The calls whose 401 is their own answer: sign-in, and the sign-in page's check of a kept token. */
type SessionCheck = 'adminSignIn' | 'checkAdminSession'

/**
 * Every other admin call: a 401 from any of them means the server no longer takes the token.
 * Typed as a record of every admin endpoint, so a new endpoint does not compile until it is here.
 */
const ENDS_SESSION: Record<Exclude<AdminEndpoint, SessionCheck>, true> = {
  adminLogout: true,
  getAdminProducts: true,
  getAllAdminProducts: true,
  createProduct: true,
  updateProduct: true,
  deleteProduct: true,
  importProduct: true,
  uploadImage: true,
  getAdminOrders: true,
  getAllAdminOrders: true,
  getAdminOrdersSoFar: true,
  updateOrder: true,
  deleteOrder: true,
  deleteAllOrders: true,
  getAdminOrderPage: true,
  getAdminOrderWindow: true,
  changeOrders: true,
  getAdminCoupons: true,
  getAllAdminCoupons: true,
  createCoupon: true,
  updateCoupon: true,
  deleteCoupon: true,
}

/** An admin call (not a session check) answered 401. */
function refusedToken(action: unknown): action is UnknownAction & { payload: ApiError } {
  if (!isRejectedWithValue(action)) return false
  const endpoint = (action.meta as { arg?: { endpointName?: unknown } }).arg?.endpointName
  return (
    typeof endpoint === 'string' &&
    Object.hasOwn(ENDS_SESSION, endpoint) &&
    (action.payload as Partial<ApiError> | undefined)?.status === 401
  )
}

/**
 * The one place a 401 from the admin API ends the session: the token is forgotten, the server's
 * text (e.g. 驗證錯誤, 請重新登入) shows as a warning toast, and the session is marked expired, on
 * which the admin layout sends the page to /admin-login (and back here after signing in). Calls
 * refused together, or a delete sent as the owner signed out, find the session already ended and
 * do nothing more. Pages show nothing for a 401 (src/api/failures.ts).
 *
 * A plain middleware rather than RTK's createListenerMiddleware: Redux Toolkit is one module in
 * the first-load `state` chunk (vite.config.ts), so the listener middleware would add 1.6 KiB gz
 * to every shopper's first load; this one stays in the back office's chunk.
 */
const endSessionOnRefusal: Middleware<object, WithAdminSession> = (store) => (next) => (action) => {
  const result = next(action)
  if (!refusedToken(action)) return result
  if (selectAdminSessionEnded(store.getState()) && !hasAdminToken()) return result
  clearAdminToken()
  store.dispatch(adminSessionExpired())
  if (action.payload.message) showToast(action.payload.message, { variant: 'warning' })
  return result
}

/**
 * What the back office adds to the store when its layout route renders (src/app/routes/admin.tsx,
 * `addPart` in src/app/pageStore.ts): the session's slice and the middleware that ends it.
 */
export const adminSessionStorePart = { slice: adminSessionSlice, middleware: endSessionOnRefusal }
