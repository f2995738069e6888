import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type * as courseApiModule from './courseApi'

/**
 * RTK Query is not part of a page's first load: a store starts with the session slice only, and
 * RTK Query's slice, middleware and listeners join it the first time something on the page needs
 * the API: a route's loader, an action (add to cart), a part that reads the cache with hooks. That
 * code (in a chunk of its own, with the API) hands the API to the page's store with
 * `courseApiReady(courseApiModule)` (or renders inside `<CourseApiReady>`); the store knows how to
 * take it in (src/app/pageStore.ts, through its thunks' `extra`). This module holds no RTK Query
 * code.
 */
export type CourseApiModule = typeof courseApiModule
export type CourseApi = CourseApiModule['courseApi']

/** What every store gives its thunks (the `extra` argument). */
export interface StoreThunkExtra {
  /**
   * Takes the API's slice, middleware and listeners into this store (once), in a microtask (never
   * while React renders); resolves when it has.
   */
  connectCourseApi: (module: CourseApiModule) => Promise<CourseApi>
}

/** A store's dispatch as loaders, actions and pages below the app layer use it. */
export type ApiDispatch = ThunkDispatch<unknown, StoreThunkExtra, UnknownAction>

/**
 * A thunk resolving once the store it is dispatched to can run RTK Query's requests: the code that
 * is about to call the API (it has imported it: `import * as courseApiModule from
 * '@/api/courseApi'`) hands it over.
 */
export function courseApiReady(
  module: CourseApiModule,
): ThunkAction<Promise<CourseApi>, unknown, StoreThunkExtra, UnknownAction> {
  return (_dispatch, _getState, { connectCourseApi }) => connectCourseApi(module)
}
