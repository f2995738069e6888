import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AdminShell } from '@/features/admin/layout/components/AdminShell'
import { radio, noControl } from '../fixtureSets'

const meta = {
  title: 'Back office/AdminShell',
  component: AdminShell,
  argTypes: { layout: radio('narrow', 'wide'), children: noControl },
  args: {
    onLogout: fn(),
    isLoggingOut: false,
    layout: 'wide',
    children: (
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        訂單列表
      </Typography>
    ),
  },
  parameters: { route: { initialEntry: '/admin/orders' } },
} satisfies Meta<typeof AdminShell>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: a permanent sidebar; the current list is highlighted. */
export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }

/** /admin shows the product list, so 商品列表 is the current entry. */
export const AdminIndex: Story = { parameters: { route: { initialEntry: '/admin' } } }

export const LoggingOut: Story = { args: { isLoggingOut: true } }

/** Phones: the sidebar folds behind a menu button (opened here by the play function). */
export const Narrow: Story = {
  args: { layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '開啟後台選單' }))
    const nav = await canvas.findByRole('navigation', { name: '後台選單' })
    await expect(within(nav).getByRole('link', { name: '訂單列表' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('button', { name: '登出' })).toBeInTheDocument()
  },
}

/** With the command palette's button (the layout gives it; Ctrl/⌘+K does the same). */
export const WithPaletteButton: Story = {
  args: { onOpenPalette: fn() },
  globals: { viewport: { value: 'desktop' } },
}

/** Phones: 營運總覽 and the palette one tap away in the top bar. */
export const NarrowWithPaletteButton: Story = {
  args: { layout: 'narrow', onOpenPalette: fn() },
  globals: { viewport: { value: 'mobile1' } },
}
