import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { seedCartLine } from '@mocks/db'
import { server } from '@mocks/node'
import { recordCourseApiRequests } from '../../utils/courseApiRequests'
import { renderApp } from '../../utils/renderApp'
import { shopEndpoints } from '../../utils/shopApi'

const CRÊPE = '-OBfast0000000000001' // 起司蛋餅 NT$55
const SANDWICH = '-OBfast0000000000002' // 總匯三明治 NT$75

/** Every course-API call the page makes, in order (method, path, JSON body). */
const sent = recordCourseApiRequests()
const cartReads = () => sent.filter((r) => r.method === 'GET' && r.path.endsWith('/breakfast/cart')).length

const failWith = (method: 'put' | 'delete' | 'get' | 'post', path: string, status = 500) =>
  server.use(
    http[method](`*/v2/api/:apiPath/${path}`, () =>
      HttpResponse.json({ success: false, message: '伺服器暫時無法回應' }, { status }),
    ),
  )

/** Reads a message dialog's title, then dismisses it (the page behind is inert while it is open). */
async function dismiss(user: { click: (el: Element) => Promise<void> }, name: string) {
  const dialog = await screen.findByRole('dialog', { name })
  await user.click(within(dialog).getByRole('button', { name: '確定' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  return dialog
}

async function openCartWith(lines: Array<[string, number]>) {
  for (const [id, qty] of lines) await seedCartLine(id, qty)
  const view = renderApp('/cart', { member: true })
  await screen.findByRole('heading', { level: 1, name: '購物車' })
  // The lines are in once the summary takes a coupon (the heading shows before the cart is read).
  if (lines.length > 0)
    await waitFor(() => expect(screen.getByRole('textbox', { name: '優惠券代碼' })).toBeEnabled())
  return view
}

const linesSection = () => screen.getByRole('region', { name: '購物車內容' })
const summary = () => screen.getByRole('region', { name: '訂單摘要' })
const amountOf = (label: string) => {
  const term = within(summary()).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent
}

describe('cart page', () => {
  it('sends a signed-out visitor to /login after the please-log-in warning', async () => {
    const { user, router } = renderApp('/cart')
    const dialog = await screen.findByRole('dialog', { name: '請先登入' })
    expect(router.state.location.pathname).toBe('/cart')
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(sent.some((r) => r.path.endsWith('/cart'))).toBe(false)
  })

  it('lists each line with its quantity and line total, the totals and the step bar', async () => {
    await openCartWith([
      [CRÊPE, 1],
      [SANDWICH, 3],
    ])
    const section = linesSection()
    expect(await within(section).findByRole('link', { name: '起司蛋餅' })).toHaveAttribute(
      'href',
      `/products/${CRÊPE}`,
    )
    expect(within(section).getByRole('link', { name: '總匯三明治' })).toBeInTheDocument()
    expect(within(section).getByRole('group', { name: '總匯三明治 的數量' })).toHaveTextContent('3')
    expect(within(section).getByText('NT$225')).toBeInTheDocument()
    expect(amountOf('商品小計')).toBe('NT$280')
    expect(amountOf('折扣')).toBe('NT$0')
    expect(amountOf('總計')).toBe('NT$280')
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(/確認購物車.*目前步驟/)
    expect(screen.getByRole('link', { name: '前往結帳' })).toHaveAttribute('href', '/checkout')
    // The navbar badge counts lines, not items (its count loads beside the shell: wait for it).
    expect(await screen.findByRole('button', { name: '購物車，共 2 項商品' })).toBeInTheDocument()
  })

  it('shows the empty state with a way to the products, and no way to checkout', async () => {
    await openCartWith([])
    expect(await screen.findByText('購物車是空的')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '前往選購商品' })).toHaveAttribute('href', '/products')
    expect(screen.getByRole('button', { name: '前往結帳' })).toBeDisabled()
    expect(screen.queryByRole('link', { name: '前往結帳' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '清空購物車' })).not.toBeInTheDocument()
  })

  it('changes a quantity at once and sends it as a number; minus is disabled at 1', async () => {
    const { user } = await openCartWith([[CRÊPE, 1]])
    const qty = await screen.findByRole('group', { name: '起司蛋餅 的數量' })
    expect(within(qty).getByRole('button', { name: '減少 起司蛋餅 的數量' })).toBeDisabled()

    await user.click(within(qty).getByRole('button', { name: '增加 起司蛋餅 的數量' }))
    expect(qty).toHaveTextContent('2')
    // The line's amount follows once the new number is on screen.
    expect(await within(linesSection()).findByText('NT$110')).toBeInTheDocument()
    await waitFor(() => expect(amountOf('總計')).toBe('NT$110'))
    const put = sent.find((r) => r.method === 'PUT')
    expect(put?.body).toEqual({ data: { product_id: CRÊPE, qty: 2 } })
    expect(within(qty).getByRole('button', { name: '減少 起司蛋餅 的數量' })).toBeEnabled()

    await user.click(within(qty).getByRole('button', { name: '減少 起司蛋餅 的數量' }))
    await waitFor(() => expect(amountOf('總計')).toBe('NT$55'))
    expect(qty).toHaveTextContent('1')
  })

  it('rolls the quantity back and says so when the update fails', async () => {
    const { user } = await openCartWith([[CRÊPE, 2]])
    failWith('put', 'cart/:id')
    const qty = await screen.findByRole('group', { name: '起司蛋餅 的數量' })
    await user.click(within(qty).getByRole('button', { name: '增加 起司蛋餅 的數量' }))
    await dismiss(user, '更新數量失敗，請再試一次')
    expect(qty).toHaveTextContent('2')
    expect(amountOf('總計')).toBe('NT$110')
  })

  it('deletes one line with a toast and updates the badge without a reload', async () => {
    const { user } = await openCartWith([
      [CRÊPE, 1],
      [SANDWICH, 1],
    ])
    await screen.findByRole('button', { name: '購物車，共 2 項商品' })
    await user.click(await screen.findByRole('button', { name: '刪除 起司蛋餅' }))
    expect(await screen.findByText('已刪除單一品項!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('link', { name: '起司蛋餅' })).not.toBeInTheDocument())
    expect(await screen.findByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()
    expect(amountOf('總計')).toBe('NT$75')
  })

  it('says so when deleting a line fails, and keeps the line', async () => {
    const { user } = await openCartWith([[CRÊPE, 1]])
    failWith('delete', 'cart/:id')
    await user.click(await screen.findByRole('button', { name: '刪除 起司蛋餅' }))
    await dismiss(user, '刪除單一品項失敗，請再試一次')
    expect(within(linesSection()).getByRole('link', { name: '起司蛋餅' })).toBeInTheDocument()
  })

  it('clears the cart only after the confirm dialog', async () => {
    const { user } = await openCartWith([
      [CRÊPE, 1],
      [SANDWICH, 2],
    ])
    await user.click(await screen.findByRole('button', { name: '清空購物車' }))
    let dialog = await screen.findByRole('alertdialog', { name: '確定要刪除全部品項嗎？' })
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false)
    expect(within(linesSection()).getByRole('link', { name: '起司蛋餅' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '清空購物車' }))
    dialog = await screen.findByRole('alertdialog', { name: '確定要刪除全部品項嗎？' })
    await user.click(within(dialog).getByRole('button', { name: '刪除' }))
    expect(await screen.findByText('已清空購物車!')).toBeInTheDocument()
    expect(await screen.findByText('購物車是空的')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '購物車，共 0 項商品' })).toBeInTheDocument()
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/v2/api/breakfast/carts'])
  })

  it('says so when clearing fails', async () => {
    const { user } = await openCartWith([[CRÊPE, 1]])
    failWith('delete', 'carts')
    await user.click(await screen.findByRole('button', { name: '清空購物車' }))
    const confirm = await screen.findByRole('alertdialog', { name: '確定要刪除全部品項嗎？' })
    await user.click(within(confirm).getByRole('button', { name: '刪除' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await dismiss(user, '清空購物車失敗，請再試一次')
    expect(within(linesSection()).getByRole('link', { name: '起司蛋餅' })).toBeInTheDocument()
  })

  it('applies a valid coupon: toast, discount and rounded final total', async () => {
    const { user } = await openCartWith([
      [CRÊPE, 1],
      [SANDWICH, 2],
    ])
    const readsBefore = cartReads()
    await user.type(screen.getByRole('textbox', { name: '優惠券代碼' }), 'MORNING')
    await user.click(screen.getByRole('button', { name: '套用' }))
    expect(await screen.findByText('已套用優惠券!')).toBeInTheDocument()
    // 55 + 150 = 205, pay 80 % = 164.
    await waitFor(() => expect(amountOf('總計')).toBe('NT$164'))
    expect(amountOf('商品小計')).toBe('NT$205')
    expect(amountOf('折扣')).toBe('−NT$41')
    // The 折扣 line names the coupon and what it means; the coupon says what it saved.
    expect(screen.getByText('MORNING · 8 折')).toBeInTheDocument()
    expect(screen.getByText('已套用優惠券「早安八折券」（MORNING）')).toBeInTheDocument()
    expect(screen.getByText('為您省下 NT$41')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '優惠券代碼' })).toHaveValue('')
    expect(cartReads()).toBeGreaterThan(readsBefore)
    expect(sent.find((r) => r.path.endsWith('/coupon'))?.body).toEqual({ data: { code: 'MORNING' } })
  })

  it.each([
    ['EXPIRED2024', '優惠券無法無法使用或已過期', '這個優惠碼已過期或暫停使用，無法套用。'],
    ['NOPE', '找不到優惠券!', '找不到這個優惠碼，請確認拼字與大小寫。'],
  ])(
    'says under the field, in its own words, why %s cannot be applied, and reloads the cart',
    async (code, apiMessage, shown) => {
      const { user } = await openCartWith([[CRÊPE, 1]])
      const readsBefore = cartReads()
      const field = screen.getByRole('textbox', { name: '優惠券代碼' })
      await user.type(field, code)
      await user.click(screen.getByRole('button', { name: '套用' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(shown)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(shown)
      // The fake answered with the real API's own text; the shopper never reads it.
      expect(screen.queryByText(apiMessage)).not.toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      await waitFor(() => expect(cartReads()).toBeGreaterThan(readsBefore))
      expect(field).toHaveValue(code)
      expect(amountOf('總計')).toBe('NT$55')
      // Editing the code clears the message.
      await user.type(field, 'X')
      expect(screen.queryByText(shown)).not.toBeInTheDocument()
    },
  )

  it('keeps the spec dialog when applying a coupon fails for another reason (no answer from the server)', async () => {
    server.use(
      http.post('*/v2/api/:apiPath/coupon', () =>
        HttpResponse.json({ success: false, message: '伺服器暫時無法回應' }, { status: 500 }),
      ),
    )
    const { user } = await openCartWith([[CRÊPE, 1]])
    const readsBefore = cartReads()
    await user.type(screen.getByRole('textbox', { name: '優惠券代碼' }), 'MORNING')
    await user.click(screen.getByRole('button', { name: '套用' }))
    const dialog = await screen.findByRole('dialog', { name: '優惠券套用失敗' })
    expect(dialog).toHaveAccessibleDescription('伺服器暫時無法回應')
    await dismiss(user, '優惠券套用失敗')
    await waitFor(() => expect(cartReads()).toBeGreaterThan(readsBefore))
  })

  it('shows the fetch failure dialog and an error state when the cart cannot be loaded', async () => {
    failWith('get', 'cart')
    const { user, store } = renderApp('/cart', { member: true })
    await dismiss(user, '取得購物車列表失敗')
    // The navbar and the page both read the cart: when the page subscribes after the first read
    // failed, RTK Query retries it, and that retry failing too must not stack a second dialog.
    // The retry (if any) started when the page mounted, before the dialog: wait for it to be
    // answered, let React render the answer, then look.
    await waitFor(() => expect(shopEndpoints.getCart.select()(store.getState()).status).toBe('rejected'))
    await act(async () => {})
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '重新載入' })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('recommends every product not already in the cart, each opening its detail in a new tab', async () => {
    await openCartWith([[CRÊPE, 1]])
    const carousel = await screen.findByRole('region', { name: /猜你喜歡/ })
    // Slides out of view are inert: count them all, including the hidden ones.
    const links = await within(carousel).findAllByRole('link', { name: /在新分頁開啟/, hidden: true })
    expect(links).toHaveLength(19) // every enabled product of the seed shop but the one in the cart
    expect(within(carousel).queryByRole('link', { name: /^起司蛋餅.*在新分頁開啟/, hidden: true })).toBeNull()
    const first = links[0]
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/products\//))
    expect(first).not.toHaveAttribute('href', `/products/${CRÊPE}`)
    expect(first).toHaveAttribute('target', '_blank')
    expect(first).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(within(carousel).getByRole('button', { name: '暫停自動輪播' })).toBeInTheDocument()
  })

  it('goes on to checkout', async () => {
    const { user, router } = await openCartWith([[CRÊPE, 1]])
    await user.click(screen.getByRole('link', { name: '前往結帳' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
  })
})
