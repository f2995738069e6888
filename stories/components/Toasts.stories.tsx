import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { VariantType } from 'notistack'
import { createElement, useEffect, useRef } from 'react'
import { expect, fn } from 'storybook/test'
import { showToast } from '@/components/feedback/toast'
import { Navbar } from '@/components/layout/Navbar'
import { UndoAction } from '@/features/admin/components/UndoAction'
import { UNDO_WINDOW_MS } from '@/features/admin/resource/useUndoable'
import { adminMessages } from '@/features/admin/messages'
import { catalogMessages } from '@/features/catalog/messages'
import { favouriteMessages } from '@/features/catalog/favourites'
import { sharedMessages } from '@/lib/messages'
import { radio } from '../fixtureSets'
import { page, shows } from '../storyPlay'

export interface ToastSpec {
  /** What the toast says (the spec's words, verbatim). */
  message: string
  /** Its colour: success (most), warning (the admin's session ended), info (an undoable delete). */
  variant: VariantType
  /** An undo button in the toast (the admin's deletes). */
  undo?: boolean
}

export interface ToastsProps {
  /** The toasts raised, oldest first (at most three show; the oldest leaves first). */
  toasts: ToastSpec[]
  /**
   * Keep them on screen (for reading them here). The shop's toasts leave after 1.5 s
   * (TOAST_DURATION_MS), an undo toast after 5 s.
   */
  persist: boolean
  /** The page's layout under the toasts: the navbar they sit under. */
  layout: 'narrow' | 'wide'
}

/**
 * The shop's toasts (components/feedback: `showToast`, and `<Toaster />`, which the app mounts
 * when the first toast is asked for): top right, under the navbar, white text on a colour with AA
 * contrast. This story raises them as the pages do, under the navbar they sit below.
 */
function Toasts({ toasts, persist, layout }: ToastsProps) {
  const raised = useRef(false)
  useEffect(() => {
    if (raised.current) return
    raised.current = true
    for (const toast of toasts) {
      showToast(toast.message, {
        variant: toast.variant,
        persist,
        ...(toast.undo
          ? {
              autoHideDuration: UNDO_WINDOW_MS,
              action: () => createElement(UndoAction, { onUndo: () => {} }),
            }
          : {}),
      })
    }
  }, [toasts, persist])
  return (
    <>
      <Navbar
        member={{ displayName: '早餐愛好者', email: 'demo@breakfast.test' }}
        cartCount={2}
        onCartClick={fn()}
        onLogout={fn()}
        layout={layout}
      />
      <main style={{ padding: 24, minHeight: 320 }}>
        <p style={{ margin: 0 }}>頁面內容 · Page content</p>
      </main>
    </>
  )
}

const addedToCart: ToastSpec = { message: catalogMessages.cart.added, variant: 'success' }

const meta = {
  title: 'Components/Feedback/Toasts',
  component: Toasts,
  argTypes: { layout: radio('narrow', 'wide'), toasts: { control: 'object' } },
  args: { toasts: [addedToCart], persist: true, layout: 'wide' },
} satisfies Meta<typeof Toasts>

export default meta
type Story = StoryObj<typeof meta>

/** 商品已加入購物車! (spec §8: the spec's toasts end in a half-width "!", kept verbatim). */
export const AddedToCart: Story = {
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByText(catalogMessages.cart.added))
  },
}

/** 登出成功! */
export const LoggedOut: Story = {
  args: { toasts: [{ message: sharedMessages.logoutSuccess, variant: 'success' }] },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByText(sharedMessages.logoutSuccess))
  },
}

/** The admin's session ended: the server's own words, as a warning. */
export const SessionEnded: Story = {
  args: { toasts: [{ message: '驗證錯誤, 請重新登入', variant: 'warning' }] },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByText('驗證錯誤, 請重新登入'))
  },
}

/** An admin's delete waits 5 s for 復原 before it is sent. */
export const UndoDelete: Story = {
  args: { toasts: [{ message: adminMessages.common.undoNotice(2), variant: 'info', undo: true }] },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('button', { name: adminMessages.common.undo }))
  },
}

/** Three at once, the most that show together (a fourth waits for one to leave). */
export const Stacked: Story = {
  args: {
    toasts: [
      { message: favouriteMessages.added, variant: 'success' },
      addedToCart,
      { message: adminMessages.common.undoNotice(1), variant: 'info', undo: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByText(favouriteMessages.added))
    await shows(() => page(canvasElement).getByText(catalogMessages.cart.added))
    await expect(
      page(canvasElement).getAllByRole('button', { name: adminMessages.common.undo }),
    ).toHaveLength(1)
  },
}

/** A phone: under the 56 px navbar, across the screen. */
export const Narrow: Story = {
  args: { layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
  play: AddedToCart.play,
}

/** The real timing: press the button and the toast leaves after 1.5 s. */
export const RealTiming: Story = {
  args: { toasts: [], persist: false },
  render: (args) => (
    <>
      <Toasts {...args} />
      <div style={{ padding: '0 24px' }}>
        <Button
          variant="contained"
          onClick={() => showToast(catalogMessages.cart.added, { variant: 'success' })}
        >
          顯示提示 Show a toast
        </Button>
      </div>
    </>
  ),
}
