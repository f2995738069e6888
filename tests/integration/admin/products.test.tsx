import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '@/api/types'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { setupUser } from '../../utils/user'
import { File as NodeFile } from 'node:buffer'
import {
  confirmDeletePastUndo,
  fetchAdmin,
  pngFile,
  rowWith,
  signInAdmin,
  useNodeFormData,
} from './adminTestUtils'

async function allProducts(): Promise<Product[]> {
  const body = await fetchAdmin<{ products: Record<string, Product> }>('products/all')
  return Object.values(body.products)
}

async function openProductList() {
  const view = renderApp('/admin/products')
  const table = await screen.findByRole('table', { name: '商品列表' })
  await within(table).findByText('起司蛋餅')
  return { ...view, table }
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name })
/** 分類 suggests the categories in use (an autocomplete: a combobox that still takes free text). */
const categoryField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /^分類/ })
const numberField = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('spinbutton', { name })

let restoreFormData = () => {}
beforeEach(async () => {
  await signInAdmin()
  restoreFormData = await useNodeFormData()
})
afterEach(() => restoreFormData())

/** Typing char by char re-renders the whole modal each time; paste is what a user does for URLs. */
async function paste(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, text: string) {
  await user.click(input)
  await user.paste(text)
}

describe('admin product list', () => {
  it("shows the API's first page while every product (one request) is on its way, then pages and searches them here", async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const asked: string[] = []
    server.use(
      http.get('*/v2/api/:apiPath/admin/products/all', async () => {
        asked.push('all')
        await held
        return undefined
      }),
      http.get('*/v2/api/:apiPath/admin/products', ({ request }) => {
        asked.push(`page ${new URL(request.url).searchParams.get('page')}`)
        return undefined
      }),
    )
    const { user } = renderApp('/admin/products')
    const table = await screen.findByRole('table', { name: '商品列表' })
    expect(await within(table).findByText('起司蛋餅')).toBeInTheDocument()
    // The count and the export wait for every product; the pager is the API's.
    expect(screen.queryByText(/^共 \d+ 筆$/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '前往第 3 頁' })).toBeInTheDocument()
    release()
    expect(await screen.findByText('共 21 筆')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '匯出 CSV（21 筆）' })).toBeInTheDocument()
    expect(asked.sort()).toEqual(['all', 'page 1'])

    // A search and a filter are answered from the products already read: no request.
    asked.length = 0
    await user.type(screen.getByRole('searchbox', { name: '搜尋產品名稱' }), '蛋餅')
    await waitFor(() => expect(within(table).queryByText('總匯三明治')).not.toBeInTheDocument())
    expect(within(table).getByText('起司蛋餅')).toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('shows name, prices, 啟用/未啟用 and edit/delete for each product, ten per page', async () => {
    const { table, user, router } = await openProductList()
    expect(within(table).getByRole('columnheader', { name: '原價' })).toBeInTheDocument()
    expect(within(table).getByRole('columnheader', { name: '售價' })).toBeInTheDocument()
    const row = rowWith(table, '起司蛋餅')
    expect(within(row).getByText('NT$65')).toBeInTheDocument()
    expect(within(row).getByText('NT$55')).toBeInTheDocument()
    expect(within(row).getByText('啟用')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: '編輯「起司蛋餅」' })).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: '刪除「起司蛋餅」' })).toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(11)

    // 21 products: three pages; the disabled seasonal soup is on the last one.
    const pager = screen.getByRole('navigation', { name: '分頁導覽' })
    expect(within(pager).getByRole('button', { name: '前往上一頁' })).toBeDisabled()
    await user.click(within(pager).getByRole('button', { name: '前往第 3 頁' }))
    const soup = await within(table).findByText('季節限定 南瓜濃湯')
    expect(within(soup.closest('tr')!).getByText('未啟用')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=3')
    expect(within(pager).getByRole('button', { name: '前往下一頁' })).toBeDisabled()
    expect(within(table).queryByText('起司蛋餅')).not.toBeInTheDocument()
  })

  it('shows 取得產品失敗 when the list cannot be read', async () => {
    const refuse = () => HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
    server.use(
      http.get('*/v2/api/:apiPath/admin/products', refuse),
      http.get('*/v2/api/:apiPath/admin/products/all', refuse),
    )
    const { user } = renderApp('/admin/products')
    const dialog = await screen.findByRole('dialog', { name: '取得產品失敗' })
    expect(within(dialog).getByText('請重新操作一次')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('取得產品失敗')
  })
})

// The product modal has ~30 fields: under a loaded CI machine jsdom needs more than the default 20 s.
describe('admin product modal', () => {
  it('creates a product with an uploaded image, numbers sent as numbers and is_enabled 1', async () => {
    const { user, table, router } = await openProductList()
    await user.click(screen.getByRole('button', { name: '建立新的產品' }))
    const dialog = await screen.findByRole('dialog', { name: '新增產品' })

    await user.upload(within(dialog).getByLabelText('上傳圖片'), pngFile())
    expect(await within(dialog).findByText('圖片已上傳，網址已填入主圖網址。')).toBeInTheDocument()
    const imageUrl = (field(dialog, /主圖網址/) as HTMLInputElement).value
    expect(imageUrl).toMatch(/\/__mock\/uploads\/.+\.png$/)
    expect(within(dialog).getByRole('img', { name: '主圖預覽' })).toHaveAttribute('src', imageUrl)

    await paste(user, field(dialog, /^標題/), '蔥抓餅加蛋')
    await paste(user, categoryField(dialog), '蛋餅')
    await paste(user, field(dialog, /^單位/), '份')
    await paste(user, numberField(dialog, /^原價/), '70')
    await paste(user, numberField(dialog, /^售價/), '60')
    await paste(user, field(dialog, /產品描述/), '酥香蔥抓餅包進半熟蛋。')
    await user.clear(numberField(dialog, /熱量/))
    await paste(user, numberField(dialog, /熱量/), '410')
    await user.clear(numberField(dialog, /蛋白質/))
    await paste(user, numberField(dialog, /蛋白質/), '12.5')
    await user.click(within(dialog).getByRole('checkbox', { name: '是否啟用' }))
    await user.click(within(dialog).getByRole('button', { name: '確認' }))

    expect(await screen.findByText('新增產品成功!')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增產品' })).not.toBeInTheDocument())
    const created = (await allProducts()).find((product) => product.title === '蔥抓餅加蛋')
    expect(created).toMatchObject({
      category: '蛋餅',
      unit: '份',
      origin_price: 70,
      price: 60,
      is_enabled: 1,
      imageUrl,
      imagesUrl: [],
      calories: 410,
      nutritionalInfo: { protein: 12.5, fat: 0, carbohydrates: 0, sugar: 0 },
    })
    // The list reloads and shows the new product where it is: the 22nd, on page 3, its row marked.
    expect(await within(table).findByText('蔥抓餅加蛋')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=3')
    expect(rowWith(table, '蔥抓餅加蛋')).toHaveAttribute('aria-current', 'true')
  })

  it('offers 新增圖片 / 取消圖片 only by the spec rules, up to 5 extra images', async () => {
    const { user } = await openProductList()
    await user.click(screen.getByRole('button', { name: '建立新的產品' }))
    const dialog = await screen.findByRole('dialog', { name: '新增產品' })
    const add = () => within(dialog).queryByRole('button', { name: '新增圖片' })
    const remove = () => within(dialog).queryByRole('button', { name: '取消圖片' })

    // One empty entry: neither button.
    expect(add()).toBeNull()
    expect(remove()).toBeNull()
    await paste(user, field(dialog, /圖片網址 1/), '/seed-images/a.svg')
    expect(add()).not.toBeNull()
    expect(remove()).toBeNull()
    await user.click(add()!)
    // The new last entry is empty: no add, no remove.
    expect(add()).toBeNull()
    expect(remove()).toBeNull()
    for (const index of [2, 3, 4, 5]) {
      await paste(user, field(dialog, new RegExp(`圖片網址 ${index}`)), `/seed-images/${index}.svg`)
      if (index < 5) await user.click(add()!)
    }
    expect(within(dialog).getAllByRole('textbox', { name: /圖片網址 \d/ })).toHaveLength(5)
    expect(add()).toBeNull()
    expect(remove()).not.toBeNull()
    expect(within(dialog).getByRole('img', { name: '圖片 5 預覽' })).toHaveAttribute(
      'src',
      '/seed-images/5.svg',
    )
    await user.click(remove()!)
    expect(within(dialog).getAllByRole('textbox', { name: /圖片網址 \d/ })).toHaveLength(4)
  })

  it('checks required fields and numbers ≥ 0 before sending anything', async () => {
    let posted = false
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/admin/product')) posted = true
    })
    const { user } = await openProductList()
    await user.click(screen.getByRole('button', { name: '建立新的產品' }))
    const dialog = await screen.findByRole('dialog', { name: '新增產品' })
    await user.type(numberField(dialog, /^售價/), '-5')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    expect(await within(dialog).findAllByText('此欄位必填')).toHaveLength(4)
    expect(within(dialog).getByText('不可小於 0')).toBeInTheDocument()
    expect(posted).toBe(false)
    server.events.removeAllListeners()
  })

  it('refuses a selling price above the original price, with a zh-TW message, before sending', async () => {
    let posted = false
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.includes('/admin/product')) posted = true
    }
    server.events.on('request:start', listener)
    const { user } = await openProductList()
    await user.click(screen.getByRole('button', { name: '建立新的產品' }))
    const dialog = await screen.findByRole('dialog', { name: '新增產品' })
    await paste(user, field(dialog, /^標題/), '豆漿')
    await paste(user, categoryField(dialog), '飲料')
    await paste(user, field(dialog, /^單位/), '杯')
    await paste(user, numberField(dialog, /^原價/), '70')
    await paste(user, numberField(dialog, /^售價/), '99')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    expect(await within(dialog).findByText('售價不可高於原價')).toBeInTheDocument()
    expect(numberField(dialog, /^售價/)).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(false)
    server.events.removeListener('request:start', listener)
  })

  it('refuses other file types before uploading and shows the server refusal too', async () => {
    const { user } = await openProductList()
    await user.click(screen.getByRole('button', { name: '建立新的產品' }))
    const dialog = await screen.findByRole('dialog', { name: '新增產品' })
    const input = within(dialog).getByLabelText('上傳圖片')
    // A user can pick "all files" in the file chooser, so the accept attribute is not relied on.
    const anyFile = setupUser({ applyAccept: false })
    await anyFile.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '只能上傳 .jpg、.jpeg、.png 格式的圖片',
    )

    server.use(
      http.post('*/v2/api/:apiPath/admin/upload', () =>
        HttpResponse.json({ success: false, message: '檔案格式錯誤' }, { status: 400 }),
      ),
    )
    await user.upload(input, pngFile('broken.png'))
    expect(await within(dialog).findByText('圖片上傳失敗：檔案格式錯誤')).toBeInTheDocument()
    expect(field(dialog, /主圖網址/)).toHaveValue('')
  })

  it('edits a product; cancelling drops the unsaved edits', async () => {
    const { user, table } = await openProductList()
    await user.click(within(table).getByRole('button', { name: '編輯「起司蛋餅」' }))
    let dialog = await screen.findByRole('dialog', { name: '編輯產品' })
    expect(field(dialog, /^標題/)).toHaveValue('起司蛋餅')
    expect(numberField(dialog, /^售價/)).toHaveValue(55)
    expect(numberField(dialog, /蛋白質/)).toHaveValue(14)
    expect(within(dialog).getByRole('checkbox', { name: '是否啟用' })).toBeChecked()
    expect(within(dialog).getAllByRole('textbox', { name: /圖片網址 \d/ })).toHaveLength(3)

    await user.clear(numberField(dialog, /^售價/))
    await user.type(numberField(dialog, /^售價/), '1')
    // The form holds a change: 取消 asks first; 繼續編輯 keeps the dialog and what was typed.
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    let ask = await screen.findByRole('alertdialog', { name: '放棄未儲存的變更？' })
    await user.click(within(ask).getByRole('button', { name: '繼續編輯' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(numberField(dialog, /^售價/)).toHaveValue(1)
    // Escape asks too; 放棄變更 closes it and drops the edit.
    await user.keyboard('{Escape}')
    ask = await screen.findByRole('alertdialog', { name: '放棄未儲存的變更？' })
    await user.click(within(ask).getByRole('button', { name: '放棄變更' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯產品' })).not.toBeInTheDocument())

    await user.click(within(table).getByRole('button', { name: '編輯「起司蛋餅」' }))
    dialog = await screen.findByRole('dialog', { name: '編輯產品' })
    expect(numberField(dialog, /^售價/)).toHaveValue(55)
    await user.clear(numberField(dialog, /^售價/))
    await user.type(numberField(dialog, /^售價/), '49')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))

    expect(await screen.findByText('編輯產品成功!')).toBeInTheDocument()
    await waitFor(() => expect(within(rowWith(table, '起司蛋餅')).getByText('NT$49')).toBeInTheDocument())
    const stored = (await allProducts()).find((product) => product.id === '-OBfast0000000000001')
    expect(stored).toMatchObject({ price: 49, origin_price: 65, is_enabled: 1 })
    expect(stored?.imagesUrl).toHaveLength(3)
  })

  it('shows 新增產品失敗 with the server messages joined by 、 on a 400', async () => {
    server.use(
      http.post('*/v2/api/:apiPath/admin/product', () =>
        HttpResponse.json(
          { success: false, message: [' title 欄位為必填', 'price 型別錯誤'] },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openProductList()
    await user.click(screen.getByRole('button', { name: '建立新的產品' }))
    const form = await screen.findByRole('dialog', { name: '新增產品' })
    await paste(user, field(form, /^標題/), '測試')
    await paste(user, categoryField(form), '蛋餅')
    await paste(user, field(form, /^單位/), '份')
    await paste(user, numberField(form, /^原價/), '1')
    await paste(user, numberField(form, /^售價/), '1')
    await user.click(within(form).getByRole('button', { name: '確認' }))
    const alert = await screen.findByRole('dialog', { name: '新增產品失敗' })
    expect(within(alert).getByText('title 欄位為必填、price 型別錯誤')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: '確定' }))
    // The form stays open with what was typed.
    expect(field(await screen.findByRole('dialog', { name: '新增產品' }), /^標題/)).toHaveValue('測試')
  })

  it('shows 編輯產品失敗 / 請重新操作一次 for other answers and 更新產品失敗 when no answer came', async () => {
    server.use(
      http.put('*/v2/api/:apiPath/admin/product/:id', () =>
        HttpResponse.json({ success: false, message: 'id 不存在' }, { status: 404 }),
      ),
    )
    const { user, table } = await openProductList()
    await user.click(within(table).getByRole('button', { name: '編輯「起司蛋餅」' }))
    const form = await screen.findByRole('dialog', { name: '編輯產品' })
    await user.click(within(form).getByRole('button', { name: '確認' }))
    let alert = await screen.findByRole('dialog', { name: '編輯產品失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: '確定' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '編輯產品失敗' })).not.toBeInTheDocument(),
    )

    server.use(http.put('*/v2/api/:apiPath/admin/product/:id', () => HttpResponse.error()))
    await user.click(
      within(screen.getByRole('dialog', { name: '編輯產品' })).getByRole('button', { name: '確認' }),
    )
    alert = await screen.findByRole('dialog', { name: '更新產品失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
  })
})

describe('admin product delete', () => {
  it('names the product, sends its data in the body and reloads the list', async () => {
    let deleteBody: unknown = null
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'DELETE' && request.url.includes('/admin/product/'))
        deleteBody = await request.clone().json()
    })
    const { user, table } = await openProductList()
    await user.click(within(table).getByRole('button', { name: '刪除「總匯三明治」' }))
    const dialog = await screen.findByRole('alertdialog', { name: '刪除產品' })
    expect(dialog).toHaveTextContent('確定要刪除「總匯三明治」嗎？')
    await confirmDeletePastUndo(user, dialog, () =>
      expect(within(table).queryByText('總匯三明治')).not.toBeInTheDocument(),
    )

    expect(await screen.findByText('刪除產品成功!')).toBeInTheDocument()
    expect(within(table).queryByText('總匯三明治')).not.toBeInTheDocument()
    expect(deleteBody).toMatchObject({ data: { id: '-OBfast0000000000002', title: '總匯三明治' } })
    expect((await allProducts()).some((product) => product.title === '總匯三明治')).toBe(false)
    server.events.removeAllListeners()
  })

  it('cancel keeps the product', async () => {
    const { user, table } = await openProductList()
    await user.click(within(table).getByRole('button', { name: '刪除「總匯三明治」' }))
    const dialog = await screen.findByRole('alertdialog', { name: '刪除產品' })
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(within(table).getByText('總匯三明治')).toBeInTheDocument()
    expect((await allProducts()).some((product) => product.title === '總匯三明治')).toBe(true)
  })

  it('shows 刪除產品失敗 / 請重新操作一次 when the delete fails', async () => {
    server.use(
      http.delete('*/v2/api/:apiPath/admin/product/:id', () =>
        HttpResponse.json({ success: false, message: '找不到產品' }, { status: 404 }),
      ),
    )
    const { user, table } = await openProductList()
    await user.click(within(table).getByRole('button', { name: '刪除「總匯三明治」' }))
    await confirmDeletePastUndo(user, await screen.findByRole('alertdialog', { name: '刪除產品' }), () =>
      expect(within(table).queryByText('總匯三明治')).not.toBeInTheDocument(),
    )
    const alert = await screen.findByRole('dialog', { name: '刪除產品失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
    expect(within(table).getByText('總匯三明治')).toBeInTheDocument()
  })
})

describe('admin product import', () => {
  it('previews a CSV with the form’s errors, sends only the valid rows and sums up what happened', async () => {
    const { user, table } = await openProductList()
    const [cheese] = (await allProducts()).filter((product) => product.title === '起司蛋餅')
    // 匯入 CSV shows once every product has been read (the list's second request).
    await user.click(await screen.findByRole('button', { name: '匯入 CSV' }))
    const dialog = await screen.findByRole('dialog', { name: '匯入商品 CSV' })
    const csv = [
      '\uFEFFid,title,category,unit,origin_price,price,is_enabled',
      `${cheese.id},起司蛋餅,蛋餅,份,65,50,1`,
      ',"蔥抓餅, 加蛋",蛋餅,份,70,60,1',
      ',,蛋餅,份,70,abc,1',
    ].join('\r\n')
    const file = new NodeFile([csv], 'products.csv', { type: 'text/csv' }) as unknown as File
    await user.upload(await within(dialog).findByLabelText('選擇檔案'), file)

    expect(await within(dialog).findByText('可匯入 2 筆（新增 1 筆、更新 1 筆）')).toBeInTheDocument()
    expect(within(dialog).getByText('標題：此欄位必填')).toBeInTheDocument()
    expect(within(dialog).getByText('售價：請輸入數字')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '匯入 2 筆' }))

    const summary = await within(dialog).findByRole('status')
    expect(summary).toHaveTextContent('匯入完成')
    expect(summary).toHaveTextContent('新增 1 筆')
    expect(summary).toHaveTextContent('更新 1 筆')
    expect(summary).toHaveTextContent('失敗 1 筆')
    expect(within(dialog).getByRole('table', { name: '失敗的列' })).toHaveTextContent(
      '標題：此欄位必填；售價：請輸入數字',
    )
    const stored = await allProducts()
    expect(stored.find((product) => product.id === cheese.id)).toMatchObject({
      price: 50,
      // Fields the file leaves out keep their stored values.
      calories: cheese.calories,
      nutritionalInfo: cheese.nutritionalInfo,
    })
    expect(stored.filter((product) => product.title === '蔥抓餅, 加蛋')).toHaveLength(1)
    expect(stored).toHaveLength(22)

    await user.click(within(dialog).getByRole('button', { name: '完成' }))
    // The list was read again once the import ended.
    expect(await within(rowWith(table, '起司蛋餅')).findByText('NT$50')).toBeInTheDocument()
  })
})
