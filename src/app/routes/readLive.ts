import type { RouterContextProvider } from 'react-router-dom'
import type { ApiDispatch } from '@/api/apiReady'

/**
 * What a route's `clientLoader` hands its page for data read live: a promise, at once, so the
 * page shows meanwhile (with what it was prerendered with, or its loading state). `read` runs with
 * the page's store (../routeContext.ts) once its code, and RTK Query's with it, is in: none of it
 * is part of a page's first load. `unread` answers when that code cannot be loaded (no network).
 */
export function readLive<T>(
  context: RouterContextProvider,
  read: (dispatch: ApiDispatch) => Promise<T>,
  unread: () => Promise<T>,
): Promise<T> {
  return import('../routeContext').then(({ storeOf }) => read(storeOf(context).dispatch)).catch(unread)
}
