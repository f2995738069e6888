import { createContext, RouterContextProvider } from 'react-router-dom'
import { appStore, type AppStore } from './pageStore'

/**
 * The store a route's `clientLoader` reads into: the one the router's context holds (a test's
 * memory router is given the test's store: tests/utils/renderApp.tsx), else the page load's
 * (`appStore()`, the store the app renders with).
 */
const storeContext = createContext<AppStore | null>(null)

/** A loader context holding `store` (React Router's `getContext`, once per navigation). */
export function routeContext(store: AppStore): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(storeContext, store)
  return context
}

/** The page's store, for a loader given `context`. */
export function storeOf(context: RouterContextProvider): AppStore {
  return context.get(storeContext) ?? appStore()
}
