import type { ApiError } from '@/api/courseApi'

/** The error a call is expected to fail with (fails the test when it succeeds). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected the call to fail')
}
