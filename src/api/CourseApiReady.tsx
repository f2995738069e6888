import { use, type ReactNode } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { courseApiReady, type ApiDispatch } from './apiReady'
import * as courseApiModule from './courseApi'

/** Whether the store's state has RTK Query's slice (the store has taken the API in). */
const hasCourseApi = (state: object) => courseApiModule.courseApi.reducerPath in state

/**
 * Around a part that reads RTK Query's cache with hooks as it renders (the cart, checkout, the
 * order pages, the back office, a member's navbar cart): renders it once the page's store has taken
 * the API in (src/api/apiReady.ts), a moment later (a prerendered page hydrates a step later, its
 * HTML in place). It brings the API with it. Pages whose route loaders hand them their data (home,
 * the list, a product) do not need it.
 */
export function CourseApiReady({ children }: { children: ReactNode }) {
  const dispatch = useDispatch<ApiDispatch>()
  if (!useSelector(hasCourseApi)) use(dispatch(courseApiReady(courseApiModule)))
  return children
}
