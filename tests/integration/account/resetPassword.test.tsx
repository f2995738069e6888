import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderApp } from '../../utils/renderApp'
import { failAuthOperation, signOutAfterEachTest } from './accountTestUtils'

signOutAfterEachTest()

async function sentResetMails(): Promise<Array<{ email: string; requestType: string }>> {
  const response = await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-breakfast/oobCodes')
  return ((await response.json()) as { oobCodes: Array<{ email: string; requestType: string }> }).oobCodes
}

describe('password reset (/reset-password)', () => {
  it('validates the e-mail', async () => {
    const { user } = renderApp('/reset-password')
    const form = await screen.findByRole('form', { name: '忘記密碼' })
    await user.click(within(form).getByRole('button', { name: '寄送重設密碼信' }))
    expect(await within(form).findByText('此欄位必填！')).toBeInTheDocument()
    await user.type(within(form).getByRole('textbox', { name: /帳號（電子信箱）/ }), 'demo')
    expect(await within(form).findByText('信箱格式不正確！')).toBeInTheDocument()
  })

  it('sends the mail with a spinner, then shows the success page', async () => {
    // Hold the fake's answer until the spinner has been seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.post('*/identitytoolkit.googleapis.com/*', async ({ request }) => {
        if (new URL(request.url).pathname.endsWith('accounts:sendOobCode')) await held
        return undefined
      }),
    )
    const { user, router } = renderApp('/reset-password')
    await user.type(await screen.findByRole('textbox', { name: /帳號（電子信箱）/ }), 'demo@breakfast.test')
    const button = screen.getByRole('button', { name: '寄送重設密碼信' })
    await user.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    expect(button).toBeDisabled()
    release()

    expect(await screen.findByRole('heading', { level: 1, name: '重設密碼信已寄出' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/reset-password-success')
    expect(screen.getByText(/demo@breakfast\.test/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回登入' })).toHaveAttribute('href', '/login')
    expect(await sentResetMails()).toEqual([
      expect.objectContaining({ email: 'demo@breakfast.test', requestType: 'PASSWORD_RESET' }),
    ])
  })

  it('shows 寄送失敗，請稍候再試! with the code when sending fails', async () => {
    failAuthOperation('sendOobCode', 'TOO_MANY_ATTEMPTS_TRY_LATER')
    const { user, router } = renderApp('/reset-password')
    await user.type(await screen.findByRole('textbox', { name: /帳號（電子信箱）/ }), 'demo@breakfast.test')
    await user.click(screen.getByRole('button', { name: '寄送重設密碼信' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('寄送失敗，請稍候再試!')
    expect(alert).toHaveTextContent('auth/too-many-requests')
    expect(router.state.location.pathname).toBe('/reset-password')
    expect(screen.getByRole('button', { name: '寄送重設密碼信' })).toBeEnabled()
  })

  it('links back to login from the success page opened directly', async () => {
    renderApp('/reset-password-success')
    expect(await screen.findByRole('heading', { level: 1, name: '重設密碼信已寄出' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回登入' })).toHaveAttribute('href', '/login')
  })
})
