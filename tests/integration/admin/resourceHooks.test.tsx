import { act, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { ApiError } from '@/api/courseApi'
import { AppProviders } from '@/app/AppProviders'
import { makeStore } from '@/app/store'
import { MuiScope } from '@/components/theme/MuiScope'
import { useDeleteController } from '@/features/admin/resource/useDeleteController'
import { useEditController } from '@/features/admin/resource/useEditController'
import {
  clientListSource,
  LIST_PAGE_SIZE,
  useListController,
  type ListSource,
  type WholeListQuery,
} from '@/features/admin/resource/useListController'
import { useSelection } from '@/features/admin/resource/useSelection'
import { UNDO_WINDOW_MS, useUndoable } from '@/features/admin/resource/useUndoable'
import { setupUser } from '../../utils/user'

/**
 * The back office's resource hooks one by one (src/features/admin/resource/), each in the app's
 * providers (store, dialogs, toasts) under a memory router, as a page uses them.
 */

interface Row {
  id: string
  name: string
  paid: boolean
}

const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: `row-${index + 1}`,
  name: index % 2 ? `王小明 ${index + 1}` : `林美麗 ${index + 1}`,
  paid: index % 3 === 0,
}))
const rowKey = (row: Row) => row.id
type RowFilterKey = 'q' | 'paid'
const ROW_FILTER_KEYS: readonly RowFilterKey[] = ['q', 'paid']

const answered = (data: Row[]): WholeListQuery<Row> => ({
  data,
  isLoading: false,
  isFetching: false,
  refetch: () => undefined,
})
const failed = (error: ApiError): WholeListQuery<Row> => ({
  error,
  isLoading: false,
  isFetching: false,
  refetch: () => undefined,
})
const apiError = (status: number, message = ''): ApiError => ({
  status,
  message,
  messages: message ? [message] : [],
})

const wholeList = (answer: WholeListQuery<Row>) =>
  clientListSource<Row, RowFilterKey>({
    useAll: () => answer,
    matches: (row, filter) =>
      row.name.includes(filter.q) && (!filter.paid || (filter.paid === 'paid') === row.paid),
  })

/** Renders `useHook` on a page at `path`, inside the app's providers; `result.current` is its latest value. */
function renderHookOnPage<R>(useHook: () => R, path = '/admin/rows') {
  const result = { current: undefined as R }
  let renderAgain = () => {}
  function Probe() {
    const [, setRenders] = useState(0)
    renderAgain = () => setRenders((count) => count + 1)
    result.current = useHook()
    return null
  }
  const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: [path] })
  const view = render(
    <MuiScope>
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>
    </MuiScope>,
  )
  const search = () => new URLSearchParams(router.state.location.search)
  /** Renders the hook again (after the test changed what it reads). */
  const rerender = () => act(() => renderAgain())
  return { result, router, search, rerender, unmount: view.unmount }
}

describe('useListController', () => {
  it('pages a whole list ten at a time, with the page and the filter in the URL', async () => {
    const source = wholeList(answered(rows))
    const { result, router, search } = renderHookOnPage(
      () => useListController({ source, filterKeys: ROW_FILTER_KEYS, failure: 'getAdminProducts' }),
      '/admin/rows?page=2',
    )
    expect(result.current.records.map(rowKey)).toEqual(rows.slice(10, 20).map(rowKey))
    expect(result.current.total).toBe(25)
    expect(result.current.state.pagination).toEqual({
      current_page: 2,
      total_pages: 3,
      has_pre: true,
      has_next: true,
    })

    act(() => result.current.state.onPageChange(3))
    await waitFor(() => expect(search().get('page')).toBe('3'))
    expect(result.current.records).toHaveLength(25 - 2 * LIST_PAGE_SIZE)

    // A filter goes to the URL and starts again at page 1; the search box shows what is typed.
    act(() => result.current.setFilter({ q: '王小明' }))
    await waitFor(() => expect(search().get('q')).toBe('王小明'))
    expect(search().get('page')).toBeNull()
    expect(result.current.filter).toEqual({ q: '王小明', paid: '' })
    expect(result.current.total).toBe(12)
    expect(result.current.matching?.every((row) => row.name.startsWith('王小明'))).toBe(true)

    // Back brings the previous filter back.
    await act(() => router.navigate(-1))
    await waitFor(() => expect(result.current.filter.q).toBe(''))
  })

  it('moves a page past the end back to the last page, and leaves hidden rows out', async () => {
    const source = wholeList(answered(rows))
    const hidden = new Set(rows.slice(0, 5).map(rowKey))
    const { result, search } = renderHookOnPage(
      () => useListController({ source, filterKeys: ROW_FILTER_KEYS, failure: 'getAdminProducts', hidden }),
      '/admin/rows?page=9',
    )
    // The last page shows at once, and the URL follows.
    expect(result.current.state.pagination?.current_page).toBe(2)
    await waitFor(() => expect(search().get('page')).toBe('2'))
    expect(result.current.total).toBe(20)
    expect(result.current.records.map(rowKey)).toEqual(rows.slice(15, 25).map(rowKey))
  })

  it('takes a source that pages on the server: its page and total drive the pager', async () => {
    const asked: number[] = []
    const serverPages: ListSource<Row, never> = ({ page, perPage }) => {
      asked.push(page)
      return {
        records: rows.slice((page - 1) * perPage, page * perPage),
        page,
        total: rows.length,
        matching: undefined,
        isLoading: false,
        isFetching: false,
        refetch: () => undefined,
      }
    }
    const { result, search } = renderHookOnPage(
      () => useListController({ source: serverPages, failure: 'getAdminOrders' }),
      '/admin/rows?page=3',
    )
    expect(result.current.records.map(rowKey)).toEqual(rows.slice(20).map(rowKey))
    expect(result.current.matching).toBeUndefined()
    expect(result.current.state.pagination).toMatchObject({
      current_page: 3,
      total_pages: 3,
      has_next: false,
    })
    act(() => result.current.state.onPageChange(1))
    await waitFor(() => expect(search().get('page')).toBeNull())
    expect(asked.at(-1)).toBe(1)
  })

  it('reports a failed load once, with the spec title, and nothing for a 401', async () => {
    const source = wholeList(failed(apiError(500, '伺服器忙碌中')))
    const { result, unmount } = renderHookOnPage(() =>
      useListController({ source, failure: 'getAdminProducts' }),
    )
    const dialog = await screen.findByRole('dialog', { name: '取得產品失敗' })
    expect(result.current.state.errorText).toBe('取得產品失敗')
    expect(result.current.state.pagination).toBeNull()
    await setupUser().click(within(dialog).getByRole('button', { name: '確定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    unmount()

    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    const expired = wholeList(failed(apiError(401, '驗證錯誤, 請重新登入')))
    renderHookOnPage(() =>
      useListController({ source: expired, failure: 'getAdminOrders', failureAlert: 'browser' }),
    )
    const browser = wholeList(failed(apiError(500)))
    renderHookOnPage(() =>
      useListController({ source: browser, failure: 'getAdminOrders', failureAlert: 'browser' }),
    )
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1))
    expect(alert).toHaveBeenCalledWith('取得訂單失敗')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    alert.mockRestore()
  })
})

describe('useSelection', () => {
  it('ticks records one by one or a page at once, and forgets those that leave the list', () => {
    let present = rows.slice(0, 10)
    const { result, rerender } = renderHookOnPage(() => useSelection(present))
    act(() => result.current.toggle(rows[2]))
    act(() => result.current.toggle(rows[4]))
    expect([...result.current.selected]).toEqual(['row-3', 'row-5'])
    act(() => result.current.toggle(rows[2]))
    expect([...result.current.selected]).toEqual(['row-5'])

    // The page: all on, then (all on already) all off.
    act(() => result.current.toggleAll(rows.slice(0, 3)))
    expect(result.current.selectedRecords.map(rowKey)).toEqual(['row-1', 'row-2', 'row-3', 'row-5'])
    act(() => result.current.toggleAll(rows.slice(0, 3)))
    expect(result.current.selectedRecords.map(rowKey)).toEqual(['row-5'])

    // A record that leaves the list leaves the selection; the list's copy is the one handed out.
    act(() => result.current.toggle(rows[6]))
    present = [...rows.slice(0, 4), { ...rows[6], name: '改過的名字' }]
    rerender()
    expect(result.current.selectedRecords).toEqual([{ ...rows[6], name: '改過的名字' }])

    act(() => result.current.deselect([rows[6]]))
    expect(result.current.selected.size).toBe(0)
  })

  it('keeps the ticked records themselves when the list holds only one page', () => {
    const { result } = renderHookOnPage(() => useSelection<Row>())
    act(() => result.current.toggleAll(rows.slice(0, 2)))
    act(() => result.current.toggle(rows[20]))
    expect(result.current.selectedRecords).toEqual([rows[0], rows[1], rows[20]])
  })
})

describe('useEditController', () => {
  const failures = { create: 'createCoupon', update: 'updateCoupon' } as const
  const toasts = { created: '新增成功!', updated: '更新成功!' }

  it('opens a fresh form per opening; a save toasts and closes', async () => {
    const save = vi.fn(() => Promise.resolve())
    const { result } = renderHookOnPage(() => useEditController<Row, string>({ save, failures, toasts }))
    expect(result.current.form.open).toBe(false)

    act(() => result.current.open(rows[0]))
    const firstKey = result.current.formKey
    expect(result.current.form).toMatchObject({ open: true, record: rows[0], isSaving: false })
    await act(() => result.current.form.onSubmit('新名字'))
    expect(save).toHaveBeenCalledWith(rows[0], '新名字')
    expect(await screen.findByText('更新成功!')).toBeInTheDocument()
    expect(result.current.form.open).toBe(false)

    act(() => result.current.open(null))
    expect(result.current.formKey).not.toBe(firstKey)
    expect(result.current.form.record).toBeNull()
    await act(() => result.current.form.onSubmit('新的一筆'))
    expect(save).toHaveBeenLastCalledWith(null, '新的一筆')
    expect(await screen.findByText('新增成功!')).toBeInTheDocument()
  })

  it("shows the spec's dialog over a refused save and stays open; a 401 just closes", async () => {
    const save = vi.fn(() => Promise.reject(apiError(400, '代碼重複')))
    const { result } = renderHookOnPage(() => useEditController<Row, string>({ save, failures, toasts }))
    act(() => result.current.open(null))
    let saved: Promise<void> = Promise.resolve()
    act(() => {
      saved = result.current.form.onSubmit('x')
    })
    const dialog = await screen.findByRole('dialog', { name: '新增優惠券失敗' })
    expect(within(dialog).getByText('代碼重複')).toBeInTheDocument()
    await setupUser().click(within(dialog).getByRole('button', { name: '確定' }))
    await act(() => saved)
    expect(result.current.form.open).toBe(true)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    save.mockImplementation(() => Promise.reject(apiError(401, '驗證錯誤, 請重新登入')))
    await act(() => result.current.form.onSubmit('x'))
    expect(result.current.form.open).toBe(false)
    expect(screen.queryByRole('dialog', { name: /失敗/ })).not.toBeInTheDocument()
  })
})

describe('useUndoable', () => {
  it('sends a change when its window has passed, never after 復原, and at once when the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const send = vi.fn()
    const undo = vi.fn()
    const { result, unmount } = renderHookOnPage(() => useUndoable())

    act(() => result.current.run({ notice: '已更新售價，5 秒內可復原', undo, send }))
    await setupUser({ advanceTimers: vi.advanceTimersByTime }).click(
      await screen.findByRole('button', { name: '復原' }),
    )
    expect(undo).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS))
    expect(send).not.toHaveBeenCalled()

    act(() => result.current.run({ notice: '第二次', undo, send }))
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 1))
    expect(send).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(send).toHaveBeenCalledTimes(1)

    act(() => result.current.run({ notice: '第三次', undo, send }))
    act(() => result.current.run({ notice: '第四次', undo, send }))
    window.dispatchEvent(new Event('pagehide'))
    expect(send).toHaveBeenCalledTimes(3)

    act(() => result.current.run({ notice: '第五次', undo, send }))
    unmount()
    expect(send).toHaveBeenCalledTimes(4)
    expect(undo).toHaveBeenCalledTimes(1)
  })
})

describe('useDeleteController', () => {
  it('asks, hides the rows at once, sends the DELETEs after the window; refused rows come back with the dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const removed: string[] = []
    const remove = vi.fn((row: Row) => {
      removed.push(row.id)
      return row.id === 'row-2' ? Promise.reject(apiError(500)) : Promise.resolve()
    })
    const { result } = renderHookOnPage(() =>
      useDeleteController<Row>({ remove, failure: 'deleteOrder', deleted: '刪除成功!' }),
    )

    act(() => result.current.request(rows.slice(0, 2)))
    expect(result.current.confirmation).toMatchObject({ open: true, records: rows.slice(0, 2) })
    act(() => result.current.confirmation.onCancel())
    expect(result.current.confirmation.open).toBe(false)
    expect(result.current.hidden.size).toBe(0)

    act(() => result.current.request(rows.slice(0, 2)))
    act(() => result.current.confirmation.onConfirm())
    expect([...result.current.hidden]).toEqual(['row-1', 'row-2'])
    expect(await screen.findByText('已刪除 2 筆，5 秒內可復原')).toBeInTheDocument()
    expect(remove).not.toHaveBeenCalled()

    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS))
    expect(removed).toEqual(['row-1', 'row-2'])
    expect(await screen.findByText('刪除成功!')).toBeInTheDocument()
    expect(await screen.findByRole('dialog', { name: '刪除訂單失敗' })).toBeInTheDocument()
    expect([...result.current.hidden]).toEqual(['row-1'])
  })

  it('復原 brings the rows back and sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const remove = vi.fn(() => Promise.resolve())
    const { result } = renderHookOnPage(() =>
      useDeleteController<Row>({ remove, failure: 'deleteProduct', deleted: '刪除成功!' }),
    )
    act(() => result.current.request([rows[3]]))
    act(() => result.current.confirmation.onConfirm())
    expect(result.current.hidden.has('row-4')).toBe(true)
    await setupUser({ advanceTimers: vi.advanceTimersByTime }).click(
      await screen.findByRole('button', { name: '復原' }),
    )
    expect(result.current.hidden.size).toBe(0)
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS))
    expect(remove).not.toHaveBeenCalled()
  })
})
