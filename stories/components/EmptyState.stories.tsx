import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import RefreshIcon from '@mui/icons-material/Refresh'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EmptyState } from '@/components/feedback/EmptyState'
import { catalogMessages } from '@/features/catalog/messages'
import { ordersMessages } from '@/features/orders/messages'
import { noControl } from '../fixtureSets'

const favourites = catalogMessages.favourites

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  argTypes: { icon: noControl, action: noControl, children: noControl },
  args: {
    title: favourites.emptyTitle,
    text: favourites.emptyText,
    icon: <FavoriteBorderIcon sx={{ fontSize: 48, color: 'shop.favourite', mb: 1 }} aria-hidden="true" />,
    action: { label: favourites.toProducts, to: '/products' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

/** 我的收藏 with nothing hearted: a picture, a sentence and the way to the products (a link). */
export const NothingYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(favourites.emptyTitle)
    await expect(canvas.getByRole('link', { name: favourites.toProducts })).toHaveAttribute(
      'href',
      '/products',
    )
  },
}

/** A list that could not be read: the way out is an action (try again). */
export const LoadFailed: Story = {
  args: {
    title: ordersMessages.list.errorTitle,
    text: ordersMessages.list.errorText,
    icon: undefined,
    action: { label: ordersMessages.list.retry, icon: <RefreshIcon />, onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: ordersMessages.list.retry }))
    const action = args.action as { onClick: () => void }
    await expect(action.onClick).toHaveBeenCalled()
  },
}

/** No way out to offer: the title and the sentence only. */
export const TextOnly: Story = {
  args: {
    title: catalogMessages.list.emptyTitle,
    text: catalogMessages.list.emptyText,
    icon: undefined,
    action: undefined,
  },
}

/** Two ways out (a search that found nothing): buttons passed as children. */
export const TwoWaysOut: Story = {
  args: {
    title: catalogMessages.browse.noResultsTitle,
    text: catalogMessages.browse.noResultsText,
    icon: undefined,
    action: undefined,
    children: (
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
        <Button variant="outlined">{catalogMessages.browse.clearFilters}</Button>
        <Button variant="contained">{catalogMessages.list.showAll}</Button>
      </Stack>
    ),
  },
}

/** Long text wraps and stays centred. */
export const LongText: Story = {
  args: {
    title: '這個分類的季節限定早午餐套餐目前都已售完，下一批預計週末上架',
    text: '我們每天早上現做限量供應，售完就會暫時下架；想第一時間知道上架消息，可以先把喜歡的商品加入收藏，上架後在我的收藏就能一鍵加入購物車。',
    icon: undefined,
  },
}

/** A phone: the padding shrinks, the buttons stack. */
export const Narrow: Story = {
  args: TwoWaysOut.args,
  globals: { viewport: { value: 'mobile1' } },
}
