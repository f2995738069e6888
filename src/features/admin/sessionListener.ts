import { createListenerMiddleware, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit'
import type { ApiError } from '@/api/courseApi'
import { showToast } from '@/components/feedback/toast'
import type { adminApi } from './api'
import {
  adminSessionExpired,
  adminSessionSlice,
  clearAdminToken,
  hasAdminToken,
  selectAdminSessionEnded,
} from './session'

type AdminEndpoint = keyof typeof adminApi.endpoints

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
  getAdminCategories: true,
  createProduct: true,
  updateProduct: true,
  deleteProduct: true,
  importProduct: true,
  uploadImage: true,
  getAdminOrders: true,
  getAllAdminOrders: true,
  updateOrder: true,
  deleteOrder: true,
  deleteAllOrders: true,
  getAdminCoupons: true,
  getAllAdminCoupons: true,
  createCoupon: true,
  updateCoupon: true,
  deleteCoupon: true,
}

/** An admin call (not a session check) answered 401. */
function refusedToken(action: UnknownAction): action is UnknownAction & { payload: ApiError } {
  if (!isRejectedWithValue(action)) return false
  const endpoint = (action.meta as { arg?: { endpointName?: unknown } }).arg?.endpointName
  return (
    typeof endpoint === 'string' &&
    Object.hasOwn(ENDS_SESSION, endpoint) &&
    (action.payload as Partial<ApiError> | undefined)?.status === 401
  )
}

const listener = createListenerMiddleware()

/**
 * The one place a 401 from the admin API ends the session: the token is forgotten, the server's
 * text (e.g. 驗證錯誤, 請重新登入) shows as a warning toast, and the session is marked expired, on
 * which the admin layout sends the page to /admin-login (and back here after signing in). Calls
 * refused together, or a delete sent as the owner signed out, find the session already ended and
 * do nothing more. Pages show nothing for a 401 (src/api/failures.ts).
 */
listener.startListening({
  predicate: refusedToken,
  effect: (action, api) => {
    if (
      selectAdminSessionEnded(api.getState() as Parameters<typeof selectAdminSessionEnded>[0]) &&
      !hasAdminToken()
    )
      return
    clearAdminToken()
    api.dispatch(adminSessionExpired())
    const { message } = action.payload
    if (message) showToast(message, { variant: 'warning' })
  },
})

/**
 * What the back office adds to the store when its layout route renders (src/app/routes/admin.tsx,
 * src/app/store.ts `useStorePart`): the session's slice and its listener.
 */
export const adminSessionStorePart = { slice: adminSessionSlice, middleware: listener.middleware }
