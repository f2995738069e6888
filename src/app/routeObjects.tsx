import type { ComponentType } from 'react'
import type {
  ClientLoaderFunction,
  LoaderFunctionArgs,
  RouteObject,
  ShouldRevalidateFunction,
} from 'react-router-dom'
import type { AppStore } from './pageStore'
import { routeContext } from './routeContext'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { routeTable } from './routeTable'

/** What a route module under src/app/routes/ exports (React Router's route module conventions). */
interface RouteModule {
  default: ComponentType
  ErrorBoundary?: ComponentType
  HydrateFallback?: ComponentType
  clientLoader?: ClientLoaderFunction
  shouldRevalidate?: ShouldRevalidateFunction
}

// Loaded up front: a memory router (tests) should not wait for a module to load on navigation.
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx', { eager: true })

/** A memory router has no prerendered data: a route's loader that falls back to it finds none. */
const noPrerenderedData = () => Promise.reject(new Error('Not prerendered'))

function moduleParts(file: string, store: AppStore) {
  const module = routeModules[`./${file}`]
  if (!module) throw new Error(`No route module ${file}`)
  const { clientLoader } = module
  return {
    Component: module.default,
    ErrorBoundary: module.ErrorBoundary,
    HydrateFallback: module.HydrateFallback,
    // The browser's loaders, reading into `store` (src/app/routeContext.ts).
    loader: clientLoader
      ? (args: LoaderFunctionArgs) =>
          clientLoader({ ...args, context: routeContext(store), serverLoader: noPrerenderedData })
      : undefined,
    shouldRevalidate: module.shouldRevalidate,
  }
}

function toObject(entry: RouteConfigEntry, store: AppStore, top: boolean): RouteObject {
  // Before the first page's loaders have answered: nothing, as the root shows a page that was not
  // prerendered.
  const parts = { ...moduleParts(entry.file, store), ...(top ? { hydrateFallbackElement: <></> } : {}) }
  if (entry.index) return { id: entry.id, index: true, ...parts }
  return {
    id: entry.id,
    path: entry.path,
    ...parts,
    children: entry.children?.map((child) => toObject(child, store, false)),
  }
}

/**
 * The app's routes as route objects (data mode), from the same table and route modules as the
 * framework build, their loaders reading into `store`: integration tests render the real app in a
 * memory router with them and the test's store.
 */
export function routesFor(store: AppStore): RouteObject[] {
  return routeTable.map((entry) => toObject(entry, store, true))
}
