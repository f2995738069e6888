import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import { expect, fn, userEvent, within } from 'storybook/test'
import { addDays } from '@/api/delivery'
import { KitchenBoardScreen } from '@/features/admin/kitchen/components/KitchenBoardScreen'
import { KitchenSheet } from '@/features/admin/kitchen/components/KitchenSheet'
import { choose, fixture } from '../fixtureSets'
import {
  emptyKitchenBoard,
  kitchenBoard,
  kitchenBoardConfirmed,
  STORY_DELIVERY_DAY,
} from './fulfilmentFixtures'

const boards = {
  'new orders to confirm, some lines ticked': kitchenBoard,
  'all confirmed': kitchenBoardConfirmed,
  'nothing to prepare': emptyKitchenBoard,
}

const meta = {
  title: 'Back office/KitchenBoardScreen',
  component: KitchenBoardScreen,
  argTypes: { board: choose(boards) },
  args: {
    day: STORY_DELIVERY_DAY,
    previousDay: addDays(STORY_DELIVERY_DAY, -2),
    nextDay: addDays(STORY_DELIVERY_DAY, 1),
    board: fixture(boards, 'new orders to confirm, some lines ticked'),
    isLoading: false,
    onDayChange: fn(),
    onConfirm: fn(),
    onTick: fn(),
    onShip: fn(),
    onPrint: fn(),
    reading: {
      complete: true,
      read: 14,
      sinceDay: addDays(STORY_DELIVERY_DAY, -11),
      isLoadingMore: false,
      onLoadMore: fn(),
    },
  },
} satisfies Meta<typeof KitchenBoardScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The next delivery day: new orders to confirm, then what to make per slot and shipping way. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const pending = canvas.getByRole('region', { name: /待確認的新訂單/ })
    await userEvent.click(within(pending).getAllByRole('button', { name: /^確認訂單/ })[0])
    await expect(args.onConfirm).toHaveBeenCalled()
    const [first] = canvas
      .getAllByRole('checkbox', { name: /已備好$/ })
      .filter((box) => !(box as HTMLInputElement).checked)
    await userEvent.click(first)
    await expect(args.onTick).toHaveBeenCalled()
  },
}

export const AllConfirmed: Story = { args: { board: fixture(boards, 'all confirmed') } }

export const Empty: Story = { args: { board: fixture(boards, 'nothing to prepare') } }

/** A tick being written: its box waits. */
export const Ticking: Story = {
  args: {
    ticking: new Map([[`${kitchenBoard.groups[0].key}|${kitchenBoard.groups[0].lines[0].key}`, true]]),
    busyOrders: new Set([kitchenBoard.pending[0]?.id ?? '']),
  },
}

/** A busy shop: the first look did not reach back far enough; 讀取更早的訂單. */
export const PartlyRead: Story = {
  args: {
    reading: {
      complete: false,
      read: 180,
      sinceDay: addDays(STORY_DELIVERY_DAY, -11),
      isLoadingMore: false,
      onLoadMore: fn(),
    },
  },
}

export const NewOrdersArrived: Story = { args: { newOrders: { count: 3, onAcknowledge: fn() } } }

export const Loading: Story = { args: { board: undefined, isLoading: true } }

export const LoadFailed: Story = { args: { board: undefined, errorText: '取得訂單失敗', onRetry: fn() } }

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

/** What 列印備餐單 prints (A4): per slot and shipping way, each product with a box, then the bags. */
export const PrintedSheet: Story = {
  render: () => (
    <Box sx={{ bgcolor: '#fff', width: '186mm', p: '12mm', boxShadow: 1 }}>
      <KitchenSheet board={kitchenBoard} printedAt="2026/11/21 10:00" />
    </Box>
  ),
}

export const PrintedSheetEmpty: Story = {
  render: () => (
    <Box sx={{ bgcolor: '#fff', width: '186mm', p: '12mm', boxShadow: 1 }}>
      <KitchenSheet board={emptyKitchenBoard} printedAt="2026/11/21 10:00" />
    </Box>
  ),
}
