import * as courseApiModule from '@/api/courseApi'
import { createStore, type AppStore, type RootState } from './pageStore'

export type { AppDispatch, AppStore, RootState } from './pageStore'

/**
 * A store with RTK Query in it from the start, for stories, tests and contract tests (they call the
 * API at once). The app's own store is `appStore()` (./pageStore.ts): the API joins it when a page
 * first needs it, so its first load carries no RTK Query.
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  return createStore(preloadedState, courseApiModule)
}
