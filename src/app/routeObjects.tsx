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

// Loaded up front: a memory router (tests) should not wait for a module to load on navigation.
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx', { eager: true })

function moduleParts(file: RouteEntry['file']) {
  const module = routeModules[`./${file}`]
  if (!module) throw new Error(`No route module ${file}`)
  return {
    Component: module.default,
    ErrorBoundary: module.ErrorBoundary,
    HydrateFallback: module.HydrateFallback,
    loader: module.clientLoader,
  }
}

function toObject(entry: RouteEntry): RouteObject {
  if (entry.index) return { id: entry.id, index: true, ...moduleParts(entry.file) }
  return {
    id: entry.id,
    path: entry.path,
    ...moduleParts(entry.file),
    // While a route's clientLoader starts its requests, an empty busy page (as the SPA fallback).
    hydrateFallbackElement: <div aria-busy="true" />,
    children: entry.children?.map(toObject),
  }
}

/**
 * The app's routes as route objects (data mode), from the same table and route modules as the
 * framework build: integration tests render the real app in a memory router with them.
 */
export const routes: RouteObject[] = routeTable.map(toObject)
