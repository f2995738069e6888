import { render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import MockDevPanel from '@mocks/ui/MockDevPanel'
import { server } from '../../../mocks/node'
import { getScenarioState } from '../../../mocks/scenarios'
import { setupUser } from '../../utils/user'

describe('MockDevPanel', () => {
  it('opens from the 開發工具 button and makes the chosen endpoint fail, then recovers', async () => {
    const user = setupUser()
    render(<MockDevPanel />)
    await user.click(screen.getByRole('button', { name: '開發工具' }))
    const panel = await screen.findByRole('region', { name: '假後端開發工具' })
    expect(within(panel).getByText('目前情境：預設商店')).toBeInTheDocument()

    await user.click(within(panel).getByRole('combobox', { name: 'API' }))
    await user.click(await screen.findByRole('option', { name: 'POST · 加入購物車' }))
    await user.click(within(panel).getByRole('combobox', { name: '失敗方式' }))
    await user.click(await screen.findByRole('option', { name: '網路錯誤' }))
    await user.click(within(panel).getByRole('button', { name: '讓此 API 失敗' }))

    expect(getScenarioState().failure).toEqual({
      method: 'POST',
      path: '/v2/api/:apiPath/cart',
      kind: 'network-error',
    })
    expect(within(panel).getByText('失敗中：加入購物車（網路錯誤）')).toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: '恢復正常' }))
    expect(getScenarioState().failure).toBeNull()
  })

  it('closes with its close button and with Escape, giving focus back to the launcher', async () => {
    const user = setupUser()
    render(<MockDevPanel />)
    const launcher = screen.getByRole('button', { name: '開發工具' })
    await user.click(launcher)
    const panel = await screen.findByRole('region', { name: '假後端開發工具' })
    await user.click(within(panel).getByRole('button', { name: '關閉開發工具' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: '假後端開發工具' })).toBeNull())
    expect(launcher).toHaveFocus()

    await user.click(launcher)
    await screen.findByRole('region', { name: '假後端開發工具' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('region', { name: '假後端開發工具' })).toBeNull())
    expect(launcher).toHaveFocus()
  })

  it('lists the password-reset mails the fake Firebase sent, or says there are none', async () => {
    server.use(
      http.get('*/emulator/v1/projects/:projectId/oobCodes', () =>
        HttpResponse.json({
          oobCodes: [
            {
              email: 'mei@example.com',
              requestType: 'PASSWORD_RESET',
              oobCode: 'code-1',
              oobLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=code-1',
            },
          ],
        }),
      ),
    )
    const user = setupUser()
    render(<MockDevPanel />)
    await user.click(screen.getByRole('button', { name: '開發工具' }))
    expect(await screen.findByText('重設密碼：mei@example.com')).toBeInTheDocument()

    server.use(http.get('*/emulator/v1/projects/:projectId/oobCodes', () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: '重新載入信件' }))
    expect(await screen.findByText('無法讀取寄出的信件。')).toBeInTheDocument()
  })
})
