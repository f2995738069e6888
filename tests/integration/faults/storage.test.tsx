import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enablePersistence, hydrateDb, seedCartLine, shop } from '@mocks/db'
import { MESSAGES } from '@mocks/rules'
import { seedProducts } from '@mocks/seed/products'
import type { KeyValueStorage } from '@mocks/store'
import { CHECKOUT_ATTEMPT_KEY } from '@/features/checkout/checkoutAttempt'
import { SAVED_CHOICES_KEY } from '@/features/checkout/savedChoices'
import { renderApp, testMember } from '../../utils/renderApp'

/**
 * Storage faults, as a shopper meets them: the browser refuses to store (quota, private mode, a
 * throwing setItem) or holds something unreadable. Nothing is claimed that is not kept, and
 * nothing unreadable leaves a blank page.
 */

const [cheese, sandwich] = seedProducts.filter((p) => p.is_enabled === 1)

afterEach(() => {
  vi.restoreAllMocks()
  enablePersistence(null)
})

/** Every localStorage / sessionStorage write throws, as a full or blocked storage does. */
function refuseEveryWrite() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

describe('favourites the browser refuses to store', () => {
  it('stay filled for the visit, and the toast and the shell say they are not kept', async () => {
    const { user } = renderApp('/products', { member: true })
    const heart = await screen.findByRole('button', { name: `收藏「${cheese.title}」` })
    refuseEveryWrite()
    await user.click(heart)

    expect(
      await screen.findByText('已加入收藏，但這個瀏覽器無法儲存，關閉頁面後就會消失'),
    ).toBeInTheDocument()
    expect(screen.queryByText('已加入收藏!')).not.toBeInTheDocument()
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    const notice = await screen.findByRole('alert', { name: '瀏覽器無法儲存資料' })
    expect(notice).toHaveTextContent('「我的收藏」只會保留到關閉這個頁面為止')
    expect(localStorage.getItem('favorites')).toBeNull()

    // Room again: the next heart is stored with the first, and says so as the spec does.
    vi.restoreAllMocks()
    await user.click(screen.getByRole('button', { name: `收藏「${sandwich.title}」` }))
    expect(await screen.findByText('已加入收藏!')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ [cheese.id]: true, [sandwich.id]: true })
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: '瀏覽器無法儲存資料' })).not.toBeInTheDocument(),
    )
  })
})

describe('stored data that cannot be read', () => {
  it('favourites: the page works, the shell offers a reset, and the reset starts afresh', async () => {
    localStorage.setItem('favorites', '{"-OBfast0000000000001":tru')
    const { user } = renderApp('/favorites', { member: true })
    expect(await screen.findByRole('heading', { level: 1, name: '我的收藏' })).toBeInTheDocument()
    expect(await screen.findByText('還沒有收藏的商品')).toBeInTheDocument()
    const notice = await screen.findByRole('alert', { name: '我的收藏無法讀取' })
    await user.click(within(notice).getByRole('button', { name: '重設我的收藏' }))
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: '我的收藏無法讀取' })).not.toBeInTheDocument(),
    )
    expect(localStorage.getItem('favorites')).toBeNull()
  })

  it('what checkout remembers, and this tab’s attempt: checkout still opens, each offered a reset', async () => {
    await seedCartLine(cheese.id, 1)
    localStorage.setItem(SAVED_CHOICES_KEY, 'not json at all')
    sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify({ member: testMember.uid, stage: 42 }))
    const { user } = renderApp('/checkout', { member: true })
    expect(await screen.findByRole('heading', { level: 1, name: '結帳' })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: /^電話/ })).toHaveValue('')

    const choices = await screen.findByRole('alert', { name: '結帳時記住的資料無法讀取' })
    const attempt = screen.getByRole('alert', { name: '這次結帳的紀錄無法讀取' })
    await user.click(within(choices).getByRole('button', { name: '重設結帳時記住的資料' }))
    await user.click(within(attempt).getByRole('button', { name: '重設這次結帳的紀錄' }))
    await waitFor(() => expect(screen.queryByRole('alert', { name: /無法讀取/ })).not.toBeInTheDocument())
    expect(localStorage.getItem(SAVED_CHOICES_KEY)).toBeNull()
    expect(sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull()
  })
})

describe('the demo’s fake when the browser refuses to store', () => {
  /** A localStorage that reads but refuses every write. */
  const fullStorage = (): KeyValueStorage => {
    const items = new Map<string, string>()
    return {
      get length() {
        return items.size
      },
      key: (index) => [...items.keys()][index] ?? null,
      getItem: (key) => items.get(key) ?? null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: (key) => void items.delete(key),
    }
  }

  it('refuses the cart line with a full disk’s 507 and the shopper is told; the cart stays empty', async () => {
    enablePersistence(fullStorage())
    await hydrateDb('default')
    const { user } = renderApp('/products', { member: true })
    await user.click(await screen.findByRole('button', { name: `加入購物車：${cheese.title}` }))

    const dialog = await screen.findByRole('dialog', { name: '加入購物車失敗，請再試一次' })
    expect(dialog).toHaveTextContent(MESSAGES.storageRefused)
    expect(screen.queryByText('商品已加入購物車!')).not.toBeInTheDocument()
    expect(shop().cartLines.count()).toBe(0)
  })
})
