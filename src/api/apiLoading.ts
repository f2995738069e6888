import type { Dispatch } from '@reduxjs/toolkit'
import type { courseApi } from './courseApi'

/**
 * RTK Query is not part of a page's first load: the store starts with the session slice only, and
 * the API slice joins it when the first module that calls the API is evaluated (src/api/courseApi.ts
 * announces itself here; src/app/store.ts injects its reducer and middleware into every store).
 * This module holds no RTK Query code, so the store can wait for the API without importing it.
 */
export interface LoadedApi {
  api: typeof courseApi
  /** RTK Query's focus/online listeners, handed over with the API so the store needs no import. */
  setupListeners: (dispatch: Dispatch) => () => void
}

let loaded: LoadedApi | undefined
const waiting = new Set<(loadedApi: LoadedApi) => void>()

/** Called once, by src/api/courseApi.ts as it is evaluated. */
export function apiLoaded(loadedApi: LoadedApi): void {
  loaded = loadedApi
  for (const connect of waiting) connect(loadedApi)
  waiting.clear()
}

/** Runs `connect` now if the API module is in, else as soon as it is; returns a cancel function. */
export function whenApiLoaded(connect: (loadedApi: LoadedApi) => void): () => void {
  if (loaded) {
    connect(loaded)
    return () => undefined
  }
  waiting.add(connect)
  return () => void waiting.delete(connect)
}
