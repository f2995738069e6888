import { nextDeliveryDay } from '@/api/delivery'
import { statusOf, withStatus } from '@/api/fulfilment'
import type { Order } from '@/api/types'
import { buildKitchenBoard } from '@/features/admin/kitchen/kitchenBoard'
import { allAdminOrders, STORY_NOW_SECONDS } from './adminFixtures'

/**
 * The seed's orders as they stand at the stories' fixed "now" (a Saturday): the next delivery day
 * is the Monday, and the seed has orders to confirm, to prepare and already delivered.
 */
export const STORY_DELIVERY_DAY = nextDeliveryDay(STORY_NOW_SECONDS * 1000)

const byStatus = (status: ReturnType<typeof statusOf>) =>
  allAdminOrders.find((order) => statusOf(order) === status)!

export const pendingOrder: Order = byStatus('pending')
export const confirmedOrder: Order = byStatus('confirmed')
export const preparingOrder: Order = byStatus('preparing')
export const deliveredOrder: Order = allAdminOrders.find(
  (order) => statusOf(order) === 'delivered' && Array.isArray(order.statusHistory),
)!
export const cancelledOrder: Order = byStatus('cancelled')
export const shippedOrder: Order = byStatus('shipped')

/** The kitchen board of the next delivery day, from every seed order. */
export const kitchenBoard = buildKitchenBoard(allAdminOrders, STORY_DELIVERY_DAY)
/** The same day once its new orders are confirmed: nothing waits, more to prepare. */
export const kitchenBoardConfirmed = buildKitchenBoard(
  allAdminOrders.map((order) =>
    statusOf(order) === 'pending' ? withStatus(order, 'confirmed', STORY_NOW_SECONDS) : order,
  ),
  STORY_DELIVERY_DAY,
)
export const emptyKitchenBoard = buildKitchenBoard([], STORY_DELIVERY_DAY)
