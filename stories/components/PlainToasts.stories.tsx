import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { dismissPlainToast, showPlainToast } from '@/components/feedback/toast'
import { page, shows } from '../storyPlay'

interface PlainToastsStoryProps {
  /** The toasts raised while notistack could not be loaded (kept on screen here). */
  toasts: Array<{ message: string; variant: 'success' | 'info' | 'error'; undo?: boolean }>
}

/**
 * The toasts a page asked for while notistack's chunk could not be loaded (offline): the same
 * words in plain HTML, so an action never goes unconfirmed (components/feedback/toast.ts). The
 * next toast loads notistack again. Drawn by <PlainToasts />, which AppProviders keeps in the page.
 */
function PlainToastsStory({ toasts }: PlainToastsStoryProps) {
  useEffect(() => {
    toasts.forEach((toast, index) =>
      showPlainToast(toast.message, {
        key: `story-${index}`,
        variant: toast.variant,
        persist: true,
        ...(toast.undo
          ? {
              action: () => (
                <Button color="inherit" size="small" sx={{ fontWeight: 700 }}>
                  復原
                </Button>
              ),
            }
          : {}),
      }),
    )
    return () => toasts.forEach((_toast, index) => dismissPlainToast(`story-${index}`))
  }, [toasts])
  // AppProviders (the stories' shell, as the app's) draws them: <PlainToasts />.
  return <p style={{ margin: 24 }}>頁面內容 · Page content</p>
}

const meta = {
  title: 'Components/Feedback/PlainToasts',
  component: PlainToastsStory,
  args: {
    toasts: [
      { message: '商品已加入購物車!', variant: 'success' },
      { message: '已刪除 1 筆資料', variant: 'info', undo: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByText('商品已加入購物車!'))
  },
} satisfies Meta<typeof PlainToastsStory>

export default meta
type Story = StoryObj<typeof meta>

export const WhenNotistackCannotLoad: Story = {}

export const OnAPhone: Story = { globals: { viewport: { value: 'mobile1' } } }
