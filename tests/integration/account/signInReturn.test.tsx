import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FAVOURITES_STORAGE_KEY } from '@/features/catalog/favourites'
import { recordCourseApiRequests } from '../../utils/courseApiRequests'
import { renderApp } from '../../utils/renderApp'
import { signOutAfterEachTest } from './accountTestUtils'

signOutAfterEachTest()

const SANDWICH = '-OBfast0000000000002' // 總匯三明治
const sent = recordCourseApiRequests()
const cartAdds = () => sent.filter((r) => r.method === 'POST' && r.path === '/v2/api/breakfast/cart')

type User = ReturnType<typeof renderApp>['user']

/** The spec's warning, then /login. */
async function confirmPleaseLogIn(user: User) {
  const dialog = await screen.findByRole('dialog', { name: '請先登入' })
  await user.click(within(dialog).getByRole('button', { name: '確定' }))
}

async function signInWithPassword(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /帳號（電子信箱）/ }), 'demo@breakfast.test')
  await user.type(screen.getByLabelText(/^密碼/), 'breakfast123')
  await user.click(screen.getByRole('button', { name: '登入' }))
}

describe('signing in never loses the shopper’s place', () => {
  it('a guest adding 2 from a product page signs in and is back on it with the 2 added, once', async () => {
    const { user, router } = renderApp(`/products/${SANDWICH}`)
    expect(await screen.findByRole('heading', { level: 1, name: '總匯三明治' })).toBeInTheDocument()
    const qty = screen.getByRole('combobox', { name: '數量' })
    await waitFor(() => expect(qty).toBeEnabled())
    await user.selectOptions(qty, '2')
    await user.click(screen.getByRole('button', { name: '加入購物車' }))
    await confirmPleaseLogIn(user)

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(
      await screen.findByText('登入或註冊後，會帶您回到剛才的頁面，並把商品加入購物車。'),
    ).toBeInTheDocument()
    await signInWithPassword(user)
    expect(await screen.findByText('登入成功!')).toBeInTheDocument()

    // The spec's 1 s, then the product again, with the add done and its usual toast.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${SANDWICH}`))
    expect(await screen.findByText('商品已加入購物車!')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()
    expect(cartAdds().map((request) => request.body)).toEqual([{ data: { product_id: SANDWICH, qty: 2 } }])
    // Done once: the action is gone from the history entry, so a reload or Back cannot repeat it.
    await waitFor(() => expect(router.state.location.state).toBeNull())
    // /login was replaced: Back leads to the product page the guest was on, not the sign-in form.
    await router.navigate(-1)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${SANDWICH}`))
    expect(cartAdds()).toHaveLength(1)
  })

  it('a guest hearting a product on the list signs in with Google and is back with the heart set', async () => {
    const { user, router } = renderApp('/products')
    await user.click(await screen.findByRole('button', { name: '收藏「起司蛋餅」' }))
    await confirmPleaseLogIn(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText('登入或註冊後，會帶您回到剛才的頁面，並加入收藏。')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: '使用 Google 帳號登入' }))
    const chooser = await screen.findByRole('dialog', { name: '選擇帳號' })
    await user.click(await within(chooser).findByRole('button', { name: /林小美/ }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'))
    expect(await screen.findByText('已加入收藏!')).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '{}')).toEqual({
      '-OBfast0000000000001': true,
    })
    expect(await screen.findByRole('button', { name: '收藏「起司蛋餅」', pressed: true })).toBeInTheDocument()
  })

  it('a guest opening the cart registers first and is back on /cart', async () => {
    const { user, router } = renderApp('/cart')
    await confirmPleaseLogIn(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText('登入或註冊後，會帶您回到剛才的頁面。')).toBeInTheDocument()

    await user.click(await screen.findByRole('link', { name: '註冊會員' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'))
    await user.type(
      await screen.findByRole('textbox', { name: /帳號（電子信箱）/ }),
      'first.time@example.com',
    )
    await user.type(screen.getByRole('textbox', { name: /暱稱/ }), '新朋友')
    await user.type(screen.getByLabelText(/^密碼/), 'breakfast123')
    await user.type(screen.getByLabelText(/^確認密碼/), 'breakfast123')
    await user.click(screen.getByRole('button', { name: '註冊' }))
    expect(await screen.findByText('註冊成功!')).toBeInTheDocument()

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(await screen.findByRole('heading', { level: 1, name: '購物車' })).toBeInTheDocument()
  })

  it('opening /login directly still goes home after signing in (spec)', async () => {
    const { user, router } = renderApp('/login')
    expect(screen.queryByText(/會帶您回到剛才的頁面/)).not.toBeInTheDocument()
    await signInWithPassword(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('a return never leaves the shop', async () => {
    const { user, router } = renderApp('/about')
    await router.navigate('/login', { state: { signInReturn: { path: '//evil.example/cart' } } })
    await signInWithPassword(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
