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
import type { CourseApi, CourseApiModule, StoreThunkExtra } from '@/api/apiReady'
import { authSlice } from '@/features/account/session/authSlice'
import type { adminSessionSlice } from '@/features/admin/session'

/**
 * The session slice is there from the start; RTK Query's slice (`courseApi`) joins a store when the
 * page first needs the API (`connectCourseApi`), so a page's first load carries no RTK Query code:
 * a visitor's shell and the prerendered pages hydrate without it. Nothing joins by being imported:
 * the code about to call the API hands it to the store, a route's loader or an action
 * (`courseApiReady(module)` in src/api/apiReady.ts) or a part that reads the cache with hooks
 * (src/api/CourseApiReady.tsx).
 */
const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<
  WithSlice<CourseApi> & WithSlice<typeof adminSessionSlice>
>()

/**
 * The store's state as code that reads it sees it: the API slice is typed as present because a
 * module can only read it (its selectors, its hooks) once the store has taken the API in.
 */
export type RootState = Omit<ReturnType<typeof rootReducer>, keyof ApiState> & ApiState
type ApiState = WithSlice<CourseApi>
const storeReducer = rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>

const prerendered: UnknownAction = { type: 'app/prerendered' }

/**
 * The state every prerendered page was rendered with (a fresh store). React-Redux reads it while a
 * page hydrates, so parts that hydrate late see the same state as the HTML even if the store has
 * moved on (a returning member recognised, a request started); they update right after. The API
 * slice's initial state joins it with the API (pages that read the API were rendered with it).
 */
export const prerenderedState = rootReducer(undefined, prerendered) as RootState

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

/**
 * RTK Query's cache (its slice's path, typed against the API's, which the first load does not
 * import). Redux Toolkit's development checks (immutability, serializability) skip it: it holds
 * the API's parsed JSON, frozen by Immer, and with a busy shop's orders walking it on every action
 * took over 100 ms and filled the console with warnings. Production builds run neither check.
 */
const API_CACHE: CourseApi['reducerPath'] = 'courseApi'

/** A store as `createStore` makes it; `AppStore` in ./store.ts. */
function configure(preloadedState: Partial<RootState> | undefined, extra: StoreThunkExtra) {
  const dynamicMiddleware = createDynamicMiddleware<RootState>()
  const store = configureStore({
    reducer: storeReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        immutableCheck: { ignoredPaths: [API_CACHE] },
        serializableCheck: { ignoredPaths: [API_CACHE] },
      }).concat(dynamicMiddleware.middleware),
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
  return { store: Object.assign(store, { addPart }), dynamicMiddleware }
}

export type AppStore = ReturnType<typeof configure>['store']
export type AppDispatch = AppStore['dispatch']

/**
 * A fresh store: one per page load in the browser (`appStore()`), one per prerendered page at
 * build time, without the API until code that calls it hands it over (`courseApiReady(module)`,
 * src/api/apiReady.ts); with it from the start when given `courseApiModule` (./store.ts).
 */
export function createStore(
  preloadedState?: Partial<RootState>,
  courseApiModule?: CourseApiModule,
): AppStore {
  let hasApi = false
  let connecting: Promise<CourseApi> | undefined
  /**
   * Takes RTK Query's slice, middleware and focus/online listeners in: the slice into the shared
   * reducer and the prerendered state, the middleware and listeners into this store.
   */
  const connect = ({ courseApi, setupListeners }: CourseApiModule) => {
    if (hasApi) return courseApi
    hasApi = true
    if (!(courseApi.reducerPath in prerenderedState)) {
      rootReducer.inject(courseApi)
      Object.assign(prerenderedState, rootReducer(undefined, prerendered))
    }
    dynamicMiddleware.addMiddleware(courseApi.middleware)
    // An action, so the new slice's state is in the store before the API's first request.
    store.dispatch({ type: 'app/courseApiConnected' })
    setupListeners(store.dispatch)
    return courseApi
  }
  const { store, dynamicMiddleware } = configure(preloadedState, {
    // In a microtask: never while React renders (a part that reads the cache waits for it).
    connectCourseApi: (module) => (connecting ??= Promise.resolve(module).then(connect)),
  })
  if (courseApiModule) connect(courseApiModule)
  return store
}

let browserStore: AppStore | undefined

/**
 * The store of this page load: in the browser one instance, shared by the app and the route
 * loaders (src/app/routeContext.ts); at build time a fresh one per page.
 */
export function appStore(): AppStore {
  if (typeof document === 'undefined') return createStore()
  return (browserStore ??= createStore())
}
