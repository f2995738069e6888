import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type Slice,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit'
import { whenApiLoaded, type LoadedApi } from '@/api/apiLoading'
import type { courseApi } from '@/api/courseApi'
import { authSlice } from '@/features/account/session/authSlice'
import type { adminSessionSlice } from '@/features/admin/session'

/**
 * The session slice is there from the start; RTK Query's slice (`courseApi`) is injected when the
 * first module that calls the API is evaluated (src/api/apiLoading.ts), so a page's first load
 * carries no RTK Query code: a visitor's shell and the prerendered pages hydrate without it.
 */
const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<
  WithSlice<typeof courseApi> & WithSlice<typeof adminSessionSlice>
>()

/**
 * The store's state as code that reads it sees it: the API slice is typed as present because a
 * module can only read it (its selectors, its hooks) once it has imported the API, which injects
 * the slice into every store at that moment.
 */
export type RootState = Omit<ReturnType<typeof rootReducer>, keyof ApiState> & ApiState
type ApiState = WithSlice<typeof courseApi>
const storeReducer = rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>

const prerendered: UnknownAction = { type: 'app/prerendered' }

/**
 * The state every prerendered page was rendered with (a fresh store). React-Redux reads it while a
 * page hydrates, so parts that hydrate late see the same state as the HTML even if the store has
 * moved on (a returning member recognised, a request started); they update right after. The API
 * slice's initial state joins it when the API is injected (pages that call the API were rendered
 * with it).
 */
export const prerenderedState = rootReducer(undefined, prerendered) as RootState

/** Injects the API slice into the shared reducer (once) and the prerendered state. */
function injectApiSlice({ api }: LoadedApi): void {
  if (api.reducerPath in prerenderedState) return
  rootReducer.inject(api)
  Object.assign(prerenderedState, rootReducer(undefined, prerendered))
}

/**
 * A part of the store that a lazily loaded area of the app brings with it: its slice, and the
 * middleware that acts on the actions it cares about. The back office's session is one
 * (features/admin/sessionListener.ts): the admin layout route adds it (`store.addPart`), so a
 * shopper's pages never load it.
 */
export interface StorePart {
  slice: Slice
  middleware: Middleware
}

/** A fresh store per app start, per story and per test (no cache leaks between them). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const dynamicMiddleware = createDynamicMiddleware<RootState>()
  const store = configureStore({
    reducer: storeReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  })
  const parts = new Set<StorePart>()
  /**
   * Adds a part, once. No action is dispatched (this runs while a route renders): the slice's
   * state arrives with the store's next action; its selectors read its initial state until then.
   */
  const addPart = (part: StorePart) => {
    if (parts.has(part)) return
    parts.add(part)
    rootReducer.inject(part.slice)
    dynamicMiddleware.addMiddleware(part.middleware)
  }
  whenApiLoaded((loadedApi) => {
    injectApiSlice(loadedApi)
    dynamicMiddleware.addMiddleware(loadedApi.api.middleware)
    // An action, so the new slice's state is in the store before the API's first request.
    store.dispatch({ type: 'app/apiConnected' })
    loadedApi.setupListeners(store.dispatch)
  })
  return Object.assign(store, { addPart })
}

export type AppStore = ReturnType<typeof makeStore>

export type AppDispatch = AppStore['dispatch']

let browserStore: AppStore | undefined

/**
 * The store of this page load: in the browser one instance, shared by the app and the route
 * loaders that start requests before a page's code arrives; at build time a fresh one per page.
 */
export function appStore(): AppStore {
  if (typeof document === 'undefined') return makeStore()
  return (browserStore ??= makeStore())
}
