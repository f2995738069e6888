import type { ComponentType } from 'react'
import type { LoaderFunction, RouteObject } from 'react-router-dom'
import { routeTable, type RouteEntry } from './routeTable'

/** What a route module under src/app/routes/ exports (React Router's route module conventions). */
interface RouteModule {
  default: ComponentType
  ErrorBoundary?: ComponentType
  HydrateFallback?: ComponentType
  clientLoader?: LoaderFunction
}

const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx')

function lazyModule(file: RouteEntry['file']) {
  const load = routeModules[`./${file}`]
  if (!load) throw new Error(`No route module ${file}`)
  return async () => {
    const module = await load()
    return {
      Component: module.default,
      ErrorBoundary: module.ErrorBoundary,
      HydrateFallback: module.HydrateFallback,
      loader: module.clientLoader,
    }
  }
}

function toObject(entry: RouteEntry): RouteObject {
  if (entry.index) return { id: entry.id, index: true, lazy: lazyModule(entry.file) }
  return {
    id: entry.id,
    path: entry.path,
    lazy: lazyModule(entry.file),
    // Until a route's code is in, a memory router shows an empty busy page (as the SPA fallback).
    hydrateFallbackElement: <div aria-busy="true" />,
    children: entry.children?.map(toObject),
  }
}

/**
 * The app's routes as route objects (data mode), from the same table and route modules as the
 * framework build: integration tests render the real app in a memory router with them.
 */
export const routes: RouteObject[] = routeTable.map(toObject)
