import { render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import { server } from '@mocks/node'
import { AppProviders } from '@/app/AppProviders'
import { makeStore } from '@/app/store'
import { showToast } from '@/components/feedback/toast'
import { MuiScope } from '@/components/theme/MuiScope'
import { adminApi } from '@/features/admin/api'
import { adminSignedIn, adminSignedOut, selectAdminSessionEnded } from '@/features/admin/session'
import { adminSessionStorePart } from '@/features/admin/sessionListener'
import { ADMIN_TOKEN_COOKIE, writeCookie } from '@/lib/cookies'
import { adminToken, signInAdmin } from './adminTestUtils'

/**
 * The one place a 401 ends the admin session (src/features/admin/sessionListener.ts), against the
 * fake: a store with the back office's part in it, the real admin endpoints, the fake's real 401
 * for a token it does not know.
 */
function storeWithAdminSession() {
  const store = makeStore()
  // As the admin layout route does (src/app/routes/admin.tsx).
  store.addPart(adminSessionStorePart)
  render(
    <MuiScope>
      <AppProviders store={store}>{null}</AppProviders>
    </MuiScope>,
  )
  const ended = () => selectAdminSessionEnded(store.getState())
  return { store, ended }
}

/** Every toast that has shown on the page since the call (each counted once, even after it left). */
function watchToasts() {
  const seen = new Set<Element>()
  const observer = new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.notistack-MuiContent')) seen.add(toast)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  onTestFinished(() => observer.disconnect())
  return (text: string) => [...seen].filter((toast) => toast.textContent?.includes(text)).length
}

/**
 * Toasts show in the order they were asked for: once a toast asked for now is on the page, every
 * toast asked for before it has shown too.
 */
async function toastsAskedSoFar() {
  const marker = `之後的提示 ${Math.random()}`
  showToast(marker)
  await screen.findByText(marker)
}

describe('the admin session', () => {
  it("ends on an admin call's 401: token forgotten, the server's text as a toast, once for calls refused together", async () => {
    writeCookie(ADMIN_TOKEN_COOKIE, 'a-token-the-fake-never-gave', new Date(Date.now() + 60_000))
    const { store, ended } = storeWithAdminSession()
    const toastsSaying = watchToasts()
    expect(ended()).toBeNull()

    await Promise.all([
      store.dispatch(adminApi.endpoints.getAllAdminOrders.initiate()),
      store.dispatch(adminApi.endpoints.getAllAdminProducts.initiate()),
    ])
    expect(ended()).toBe('expired')
    expect(adminToken()).toBeNull()
    await toastsAskedSoFar()
    expect(toastsSaying('驗證錯誤, 請重新登入')).toBe(1)
  })

  it("leaves the sign-in page's own calls alone: their 401 is their answer", async () => {
    writeCookie(ADMIN_TOKEN_COOKIE, 'stale-token', new Date(Date.now() + 60_000))
    server.use(
      http.post('*/v2/api/user/check', () =>
        HttpResponse.json({ success: false, message: '驗證錯誤, 請重新登入' }, { status: 401 }),
      ),
    )
    const { store, ended } = storeWithAdminSession()
    const toastsSaying = watchToasts()
    const check = await store.dispatch(adminApi.endpoints.checkAdminSession.initiate())
    expect(check.error).toMatchObject({ status: 401 })
    expect(ended()).toBeNull()
    expect(adminToken()).toBe('stale-token')
    await toastsAskedSoFar()
    expect(toastsSaying('驗證錯誤, 請重新登入')).toBe(0)
  })

  it('does nothing for a call refused after 登出, and ends again once signed in anew', async () => {
    const { store, ended } = storeWithAdminSession()
    const toastsSaying = watchToasts()
    store.dispatch(adminSignedOut())
    // A delete that was waiting for its undo window goes out as the page is left, without a token.
    const late = await store.dispatch(adminApi.endpoints.deleteCoupon.initiate('any-coupon'))
    expect(late.error).toMatchObject({ status: 401 })
    expect(ended()).toBe('signedOut')
    await toastsAskedSoFar()
    expect(toastsSaying('驗證錯誤, 請重新登入')).toBe(0)

    await signInAdmin()
    store.dispatch(adminSignedIn())
    expect(ended()).toBeNull()
    const orders = await store.dispatch(adminApi.endpoints.getAllAdminOrders.initiate())
    expect(orders.data?.length).toBeGreaterThan(0)

    // A token the server no longer takes (it expired there): the next call ends the session.
    writeCookie(ADMIN_TOKEN_COOKIE, 'expired-on-the-server', new Date(Date.now() + 60_000))
    await store.dispatch(adminApi.endpoints.deleteCoupon.initiate('any-coupon'))
    await waitFor(() => expect(ended()).toBe('expired'))
    expect(adminToken()).toBeNull()
    await toastsAskedSoFar()
    expect(toastsSaying('驗證錯誤, 請重新登入')).toBe(1)
  })
})
