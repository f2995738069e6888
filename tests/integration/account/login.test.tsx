import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routerSettled, shown, stopClock } from '../../utils/fakeClock'
import { renderApp } from '../../utils/renderApp'
import { countAuthCalls, failAuthOperation, openNavbarMenu, signOutAfterEachTest } from './accountTestUtils'

signOutAfterEachTest()

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByRole('textbox', { name: /帳號（電子信箱）/ }), email)
  await user.type(screen.getByLabelText(/^密碼/), password)
}

describe('member login (/login)', () => {
  it('shows the form with its links', async () => {
    renderApp('/login')
    expect(await screen.findByRole('heading', { level: 1, name: '會員登入' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '忘記密碼？' })).toHaveAttribute('href', '/reset-password')
    expect(screen.getByRole('link', { name: '註冊會員' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('button', { name: '使用 Google 帳號登入' })).toBeEnabled()
  })

  it('validates as the member types, and on submit', async () => {
    const { user } = renderApp('/login')
    const form = await screen.findByRole('form', { name: '會員登入' })
    await user.click(within(form).getByRole('button', { name: '登入' }))
    expect(await within(form).findAllByText('此欄位必填！')).toHaveLength(2)

    await user.type(within(form).getByRole('textbox', { name: /帳號（電子信箱）/ }), 'demo@')
    expect(await within(form).findByText('信箱格式不正確！')).toBeInTheDocument()
    await user.type(within(form).getByRole('textbox', { name: /帳號（電子信箱）/ }), 'breakfast.test')
    await waitFor(() => expect(within(form).queryByText('信箱格式不正確！')).not.toBeInTheDocument())
  })

  it('signs in, toasts 登入成功!, greets the member and goes home after 1 second', async () => {
    const { user, router } = renderApp('/login')
    await fillLogin(user, 'demo@breakfast.test', 'breakfast123')
    const clock = stopClock()
    await clock.user.click(screen.getByRole('button', { name: '登入' }))

    expect(await shown(() => screen.queryByText('登入成功!'))).toBeInTheDocument()
    await clock.advance(900)
    await routerSettled(router)
    expect(router.state.location.pathname).toBe('/login')
    await clock.advance(100)
    await routerSettled(router)
    expect(router.state.location.pathname).toBe('/')
    clock.restart()
    await openNavbarMenu(user)
    expect(await screen.findByText('嗨，早餐愛好者')).toBeInTheDocument()
  })

  it.each([
    ['a wrong password', 'demo@breakfast.test', 'not-the-password'],
    ['an unknown e-mail', 'nobody@breakfast.test', 'breakfast123'],
  ])('answers %s with 帳號或密碼錯誤，請再試一次！', async (_case, email, password) => {
    const { user, router } = renderApp('/login')
    await fillLogin(user, email, password)
    await user.click(screen.getByRole('button', { name: '登入' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('帳號或密碼錯誤，請再試一次！')
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByRole('button', { name: '登入' })).toBeEnabled()
  })

  it.each([['INVALID_PASSWORD'], ['EMAIL_NOT_FOUND']])(
    'maps the legacy %s answer to the same message',
    async (serverMessage) => {
      failAuthOperation('signInWithPassword', serverMessage)
      const { user } = renderApp('/login')
      await fillLogin(user, 'demo@breakfast.test', 'breakfast123')
      await user.click(screen.getByRole('button', { name: '登入' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('帳號或密碼錯誤，請再試一次！')
    },
  )

  it('never sends the sign-in twice', async () => {
    const calls = countAuthCalls('signInWithPassword')
    const { user } = renderApp('/login')
    await fillLogin(user, 'demo@breakfast.test', 'breakfast123')
    const button = screen.getByRole('button', { name: '登入' })
    await user.dblClick(button)
    await user.keyboard('{Enter}')
    expect(await screen.findByText('登入成功!')).toBeInTheDocument()
    expect(button).toBeDisabled()
    expect(calls.count).toBe(1)
  })

  it('signs in with a Google account picked in the mock chooser', async () => {
    const { user, router } = renderApp('/login')
    await user.click(await screen.findByRole('button', { name: '使用 Google 帳號登入' }))
    const chooser = await screen.findByRole('dialog', { name: '選擇帳號' })
    expect(await within(chooser).findByRole('button', { name: /陳大為/ })).toBeInTheDocument()
    await user.click(within(chooser).getByRole('button', { name: /林小美/ }))

    expect(await screen.findByText('登入成功!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await openNavbarMenu(user)
    expect(await screen.findByText('嗨，林小美')).toBeInTheDocument()
  })

  it('signs in with "use another account" in the mock chooser', async () => {
    const { user } = renderApp('/login')
    await user.click(await screen.findByRole('button', { name: '使用 Google 帳號登入' }))
    const chooser = await screen.findByRole('dialog', { name: '選擇帳號' })
    await user.click(await within(chooser).findByRole('button', { name: '使用其他帳號' }))
    const form = await screen.findByRole('dialog', { name: '使用其他 Google 帳號' })
    await user.type(within(form).getByRole('textbox', { name: /電子郵件/ }), 'grace@example.com')
    await user.type(within(form).getByRole('textbox', { name: '名稱' }), 'Grace')
    await user.click(within(form).getByRole('button', { name: '繼續' }))

    expect(await screen.findByText('登入成功!')).toBeInTheDocument()
    await openNavbarMenu(user)
    expect(await screen.findByText('嗨，Grace')).toBeInTheDocument()
  })

  it('shows 登入失敗，請重新嘗試! with the code when Google sign-in fails', async () => {
    failAuthOperation('signInWithIdp', 'USER_DISABLED')
    const { user, router } = renderApp('/login')
    await user.click(await screen.findByRole('button', { name: '使用 Google 帳號登入' }))
    const chooser = await screen.findByRole('dialog', { name: '選擇帳號' })
    await user.click(await within(chooser).findByRole('button', { name: /林小美/ }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('登入失敗，請重新嘗試!')
    expect(alert).toHaveTextContent('auth/user-disabled')
    expect(router.state.location.pathname).toBe('/login')
  })

  it('tells a member who is already signed in', async () => {
    renderApp('/login', { member: true })
    expect(await screen.findByText('您目前已登入：早餐愛好者')).toBeInTheDocument()
  })
})

describe('member log out (navbar)', () => {
  it('signs the member out, toasts 登出成功! and shows the login link again', async () => {
    const { user, store } = renderApp('/login')
    await fillLogin(user, 'demo@breakfast.test', 'breakfast123')
    await user.click(screen.getByRole('button', { name: '登入' }))
    expect(await screen.findByText('登入成功!')).toBeInTheDocument()

    await openNavbarMenu(user)
    await user.click(await screen.findByRole('button', { name: '登出' }))
    expect(await screen.findByText('登出成功!')).toBeInTheDocument()
    await waitFor(() => expect(store.getState().auth.member).toBeNull())
    expect(screen.queryByText('嗨，早餐愛好者')).not.toBeInTheDocument()
  })

  it('keeps the session for a new page load in the same browser', async () => {
    const first = renderApp('/login')
    await fillLogin(first.user, 'demo@breakfast.test', 'breakfast123')
    await first.user.click(screen.getByRole('button', { name: '登入' }))
    expect(await screen.findByText('登入成功!')).toBeInTheDocument()
    first.unmount()

    const second = renderApp('/about')
    await waitFor(() =>
      expect(second.store.getState().auth.member).toMatchObject({ displayName: '早餐愛好者' }),
    )
  })
})
