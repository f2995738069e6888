import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routerSettled, shown, stopClock } from '../../utils/fakeClock'
import { renderApp } from '../../utils/renderApp'
import { countAuthCalls, failAuthOperation, openNavbarMenu, signOutAfterEachTest } from './accountTestUtils'

signOutAfterEachTest()

type User = ReturnType<typeof renderApp>['user']

async function fillRegister(
  user: User,
  values: { email: string; nickname: string; password: string; confirm?: string },
) {
  await user.type(await screen.findByRole('textbox', { name: /帳號（電子信箱）/ }), values.email)
  await user.type(screen.getByRole('textbox', { name: /暱稱/ }), values.nickname)
  await user.type(screen.getByLabelText(/^密碼/), values.password)
  await user.type(screen.getByLabelText(/^確認密碼/), values.confirm ?? values.password)
}

describe('member registration (/register)', () => {
  it('shows the form with a link to login', async () => {
    renderApp('/register')
    expect(await screen.findByRole('heading', { level: 1, name: '註冊會員' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '前往登入' })).toHaveAttribute('href', '/login')
  })

  it('validates every field as the member types', async () => {
    const { user } = renderApp('/register')
    const form = await screen.findByRole('form', { name: '註冊會員' })
    await user.click(within(form).getByRole('button', { name: '註冊' }))
    expect(await within(form).findAllByText('此欄位必填！')).toHaveLength(4)

    await user.type(within(form).getByRole('textbox', { name: /帳號（電子信箱）/ }), 'mei@')
    expect(await within(form).findByText('信箱格式不正確！')).toBeInTheDocument()

    const nickname = within(form).getByRole('textbox', { name: /暱稱/ })
    await user.type(nickname, '小 美')
    expect(await within(form).findByText(/暱稱限 1–20 個字/)).toBeInTheDocument()
    await user.clear(nickname)
    await user.type(nickname, '小美_Mei-01')
    await waitFor(() => expect(within(form).queryByText(/暱稱限 1–20 個字/)).not.toBeInTheDocument())
    await user.clear(nickname)
    await user.type(nickname, '一二三四五六七八九十一二三四五六七八九十一')
    expect(await within(form).findByText(/暱稱限 1–20 個字/)).toBeInTheDocument()

    await user.type(within(form).getByLabelText(/^密碼/), 'secret1')
    await user.type(within(form).getByLabelText(/^確認密碼/), 'secret2')
    expect(await within(form).findByText('密碼不一致，請重新設定')).toBeInTheDocument()
    await user.type(within(form).getByLabelText(/^確認密碼/), '{Backspace}1')
    await waitFor(() => expect(within(form).queryByText('密碼不一致，請重新設定')).not.toBeInTheDocument())
  })

  it('registers, greets by nickname at once, toasts 註冊成功! and goes to /login after 1 second', async () => {
    const calls = countAuthCalls('signUp')
    const { user, router } = renderApp('/register')
    await fillRegister(user, { email: 'mei@example.com', nickname: '小美', password: 'secret1' })
    const clock = stopClock()
    await clock.user.dblClick(screen.getByRole('button', { name: '註冊' }))

    expect(await shown(() => screen.queryByText('註冊成功!'))).toBeInTheDocument()
    await openNavbarMenu(clock.user, { clockStopped: true })
    expect(await shown(() => screen.queryByText('嗨，小美'))).toBeInTheDocument()
    await clock.advance(900)
    await routerSettled(router)
    expect(router.state.location.pathname).toBe('/register')
    await clock.advance(100)
    await routerSettled(router)
    expect(router.state.location.pathname).toBe('/login')
    expect(calls.count).toBe(1)
  })

  it('answers a taken e-mail with 帳號已存在！', async () => {
    const { user } = renderApp('/register')
    await fillRegister(user, { email: 'demo@breakfast.test', nickname: '又是我', password: 'secret1' })
    await user.click(screen.getByRole('button', { name: '註冊' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('帳號已存在！')
    expect(screen.getByRole('button', { name: '註冊' })).toBeEnabled()
  })

  it('answers a password under 6 characters with 密碼強度不足！請設定至少 6 位數！', async () => {
    const { user, router } = renderApp('/register')
    await fillRegister(user, { email: 'short@example.com', nickname: '短短', password: '12345' })
    await user.click(screen.getByRole('button', { name: '註冊' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('密碼強度不足！請設定至少 6 位數！')
    expect(router.state.location.pathname).toBe('/register')
  })

  it('reports a nickname failure with its code and still completes the registration', async () => {
    failAuthOperation('update', 'TOO_MANY_ATTEMPTS_TRY_LATER')
    const { user, router } = renderApp('/register')
    await fillRegister(user, { email: 'noname@example.com', nickname: '無名', password: 'secret1' })
    await user.click(screen.getByRole('button', { name: '註冊' }))

    const dialog = await screen.findByRole('dialog', { name: '暱稱更新失敗，請重新嘗試' })
    expect(dialog).toHaveTextContent('auth/too-many-requests')
    expect(screen.getByText('註冊成功!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})
