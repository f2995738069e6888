import { vi } from 'vitest'
import { makeStore } from '@/app/store'
import { adminApi } from '@/features/admin/api'
import { ADMIN_TOKEN_COOKIE, writeCookie } from '@/lib/cookies'
import { ASYNC_WAIT_MS } from '../../setup/waits'

export type TestStore = ReturnType<typeof makeStore>

/** A fresh store (the app's own), so every test starts with an empty RTK Query cache. */
export function createTestStore(): TestStore {
  return makeStore()
}

/** Signs the admin in through the client, and stores the token where the base query reads it. */
export async function signInAdmin(store: TestStore): Promise<string> {
  const result = await store
    .dispatch(
      adminApi.endpoints.adminSignIn.initiate({ username: 'admin@breakfast.test', password: 'breakfast123' }),
    )
    .unwrap()
  writeCookie(ADMIN_TOKEN_COOKIE, result.token, new Date(result.expired))
  return result.token
}

/** Retries `assertion` until it passes (RTK Query refetches after invalidation are async). */
export function eventually(assertion: () => void): Promise<void> {
  return vi.waitFor(assertion, { timeout: ASYNC_WAIT_MS, interval: 20 })
}

/**
 * jsdom's FormData turns a non-jsdom File into a string, and undici's fetch cannot read jsdom's
 * File either, so uploads in jsdom use Node's FormData and File (a browser needs none of this).
 * Node's FormData is reachable through a Response. Returns a function that puts jsdom's back.
 */
export async function useNodeFormData(): Promise<() => void> {
  const original = globalThis.FormData
  const nodeForm = await new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
  globalThis.FormData = nodeForm.constructor as typeof FormData
  return () => {
    globalThis.FormData = original
  }
}
