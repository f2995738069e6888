import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ProductFormDialog } from '@/features/admin/products/components/ProductFormDialog'
import { adminProducts } from './adminFixtures'
import { adminProductLists, choose } from '../fixtureSets'

const meta = {
  title: 'Back office/ProductFormDialog',
  component: ProductFormDialog,
  argTypes: {
    categories: choose({
      'seed categories': [...new Set(adminProductLists['first page (10)'].map((p) => p.category))],
      none: [],
    }),
    product: choose({
      '(new product)': null,
      ...Object.fromEntries(adminProductLists['first page (10)'].slice(0, 5).map((p) => [p.title, p])),
    }),
  },
  args: {
    open: true,
    product: null,
    isSaving: false,
    onUpload: fn(async () => '/seed-images/cheese-egg-crepe-1.svg'),
    onCancel: fn(),
    onSubmit: fn(),
    fullScreen: false,
  },
} satisfies Meta<typeof ProductFormDialog>

export default meta
type Story = StoryObj<typeof meta>

/** 新增產品: spec defaults, one empty extra-image entry. */
export const Create: Story = {}

/** 編輯產品: the stored record with its images and nutrition. */
export const Edit: Story = { args: { product: adminProducts[0] } }

export const Saving: Story = { args: { product: adminProducts[0], isSaving: true } }

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '新增產品' })
    await userEvent.click(within(dialog).getByRole('button', { name: '確認' }))
    await expect((await within(dialog).findAllByText('此欄位必填')).length).toBe(5)
    // The first field with an error takes focus (and so scrolls into view on a phone).
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^標題/ })).toHaveFocus())
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Honest prices: a selling price above the original price is refused before anything is sent. */
export const PriceAboveOriginal: Story = {
  args: { product: { ...adminProducts[0], origin_price: 70, price: 99 } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '編輯產品' })
    await userEvent.click(within(dialog).getByRole('button', { name: '確認' }))
    await expect(await within(dialog).findByText('售價不可高於原價')).toBeInTheDocument()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Phones get the modal full screen. */
export const Narrow: Story = {
  args: { product: adminProducts[0], fullScreen: true },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = {
  args: { product: adminProducts[1] },
  globals: { viewport: { value: 'desktop' } },
}

/**
 * The form holds an unsaved change: 取消 (or Escape, or a click outside) asks before dropping it;
 * 繼續編輯 keeps the dialog, 放棄變更 closes it.
 */
export const UnsavedChangesPrompt: Story = {
  args: { product: adminProducts[0] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = body.getByRole('dialog', { name: '編輯產品' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^標題/ }), '（大）')
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    const ask = await body.findByRole('alertdialog', { name: '放棄未儲存的變更？' })
    await waitFor(() => expect(ask).toBeVisible())
    await expect(within(ask).getByRole('button', { name: '放棄變更' })).toBeInTheDocument()
    await expect(within(ask).getByRole('button', { name: '繼續編輯' })).toBeInTheDocument()
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}
