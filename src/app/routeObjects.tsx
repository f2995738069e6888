import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { routeTable, type RouteEntry } from './routeTable'

/** What a route module under src/app/routes/ exports (React Router's route module conventions). */
interface RouteModule {
  default: ComponentType
  ErrorBoundary?: ComponentType
  HydrateFallback?: ComponentType
}

// Loaded up front: a memory router (tests) should not wait for a module to load on navigation.
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx', { eager: true })

function moduleParts(file: RouteEntry['file']) {
  const module = routeModules[`./${file}`]
  if (!module) throw new Error(`No route module ${file}`)
  return {
    Component: module.default,
    ErrorBoundary: module.ErrorBoundary,
    HydrateFallback: module.HydrateFallback,
    // No clientLoader: in the browser they only start a page's requests early, into the page
    // load's one store (app/store.ts). A memory router has no such store (each test brings its
    // own), so an early request would land in a store nobody reads, racing the test's own answers
    // from the fake (a one-off failure taken by the wrong request). The page asks for its data
    // itself, as it does after the early request. e2e and the benchmarks cover the early start.
  }
}

function toObject(entry: RouteEntry): RouteObject {
  if (entry.index) return { id: entry.id, index: true, ...moduleParts(entry.file) }
  return {
    id: entry.id,
    path: entry.path,
    ...moduleParts(entry.file),
    children: entry.children?.map(toObject),
  }
}

/**
 * The app's routes as route objects (data mode), from the same table and route modules as the
 * framework build: integration tests render the real app in a memory router with them.
 */
export const routes: RouteObject[] = routeTable.map(toObject)
