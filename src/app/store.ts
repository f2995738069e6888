import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { courseApi } from '@/api/courseApi'
import { authSlice } from '@/features/account/session/authSlice'

const rootReducer = combineSlices(courseApi, authSlice)

export type RootState = ReturnType<typeof rootReducer>

/** A fresh store per app start, per story and per test (no cache leaks between them). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(courseApi.middleware),
  })
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']

/**
 * The state every prerendered page was rendered with (a fresh store). React-Redux reads it while a
 * page hydrates, so parts that hydrate late see the same state as the HTML even if the store has
 * moved on (a returning member recognised, a request started); they update right after.
 */
export const prerenderedState: RootState = rootReducer(undefined, { type: 'app/prerendered' })

let browserStore: AppStore | undefined

/**
 * The store of this page load: in the browser one instance, shared by the app and the route
 * loaders that start requests before a page's code arrives; at build time a fresh one per page.
 */
export function appStore(): AppStore {
  if (typeof document === 'undefined') return makeStore()
  return (browserStore ??= makeStore())
}
