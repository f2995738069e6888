import {
  DELIVERY_SLOTS,
  deliveryOf,
  dueDayOf,
  LONGEST_BOOKING_SPAN_DAYS,
  startOfTaipeiDay,
  type DayKey,
} from '@/api/delivery'
import { hasShipped, isInKitchen, orderLineIds, preparedOf, statusOf } from '@/api/fulfilment'
import type { DeliverySlotId, Order } from '@/api/types'
import { orderLines } from '@/components/checkout/orders'
import { textOf } from '@/lib/format'
import type { OrderWindowArg } from '../orders/api'

/**
 * 今日備餐: what the kitchen makes for one delivery day, from the orders (docs/orders.md, "The
 * kitchen board"). Pure: the page hands it the orders it read.
 *
 * An order belongs to a day by the morning it asked for; 盡快出貨 (and an order that asked for
 * nothing) belongs to the day it is due (src/api/delivery.ts `dueDayOf`) and to every later day
 * until it ships, so one that was not shipped in time is not forgotten. Orders confirmed and not
 * yet shipped (已確認, 備餐中) are to prepare; 待確認 ones are listed to confirm first; cancelled
 * ones are left out.
 */

/** A slot of the board: a morning slot, or 盡快出貨. */
export type BoardSlot = DeliverySlotId | 'asap'

/** One order line on the board: where its tick is kept (the order's `prepared`). */
export interface LineRef {
  orderId: string
  lineId: string
  qty: number
  prepared: boolean
}

/** One product of a group: how many to make, how many are ready. */
export interface KitchenLine {
  /** The product (its id, or its title for a line that has none). */
  key: string
  title: string
  unit: string
  qty: number
  preparedQty: number
  refs: LineRef[]
}

/** An order of a group, with how far the kitchen is with it. */
export interface KitchenOrder {
  order: Order
  items: number
  preparedItems: number
}

export interface KitchenGroup {
  /** `${slot}|${shippingWay}` */
  key: string
  slot: BoardSlot
  shippingWay: string
  lines: KitchenLine[]
  orders: KitchenOrder[]
  items: number
}

export interface KitchenBoard {
  day: DayKey
  groups: KitchenGroup[]
  /** 待確認 orders of the day, oldest first (the first to confirm). */
  pending: Order[]
  /** Orders of the day already shipped or delivered. */
  shipped: number
  orders: number
  items: number
}

const SHIPPING_ORDER = ['homeDelivery', 'instorePickup1', 'instorePickup2']
const SLOT_ORDER: BoardSlot[] = ['asap', ...DELIVERY_SLOTS.map((slot) => slot.id)]

/** The slot an order is in, and whether it belongs to `day`. */
function placeOf(order: Order, day: DayKey): { slot: BoardSlot; belongs: boolean; dueToday: boolean } {
  const request = deliveryOf(order)
  if (request && 'date' in request)
    return { slot: request.slot, belongs: request.date === day, dueToday: request.date === day }
  const due = dueDayOf(order)
  return { slot: 'asap', belongs: due !== null && due <= day, dueToday: due === day }
}

const qtyOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
const timeOf = (order: Order) => (typeof order.create_at === 'number' ? order.create_at : 0)

export function buildKitchenBoard(orders: readonly Order[], day: DayKey): KitchenBoard {
  const groups = new Map<string, KitchenGroup>()
  const pending: Order[] = []
  let shipped = 0
  for (const order of orders) {
    const status = statusOf(order)
    if (status === 'cancelled') continue
    const { slot, belongs, dueToday } = placeOf(order, day)
    if (hasShipped(status)) {
      if (dueToday) shipped += 1
      continue
    }
    if (!belongs) continue
    if (!isInKitchen(status)) {
      pending.push(order)
      continue
    }
    const shippingWay = textOf(order.shippingWay)
    const key = `${slot}|${shippingWay}`
    let group = groups.get(key)
    if (!group) {
      group = { key, slot, shippingWay, lines: [], orders: [], items: 0 }
      groups.set(key, group)
    }
    const ticks = preparedOf(order)
    const ids = orderLineIds(order)
    let items = 0
    let preparedItems = 0
    orderLines(order).forEach((line, index) => {
      const qty = qtyOf(line.qty)
      const lineId = ids[index]
      const prepared = lineId in ticks
      const productKey = textOf(line.product_id) || textOf(line.product?.title)
      let row = group.lines.find((candidate) => candidate.key === productKey)
      if (!row) {
        row = {
          key: productKey,
          title: textOf(line.product?.title),
          unit: textOf(line.product?.unit),
          qty: 0,
          preparedQty: 0,
          refs: [],
        }
        group.lines.push(row)
      }
      row.qty += qty
      if (prepared) row.preparedQty += qty
      row.refs.push({ orderId: order.id, lineId, qty, prepared })
      items += qty
      if (prepared) preparedItems += qty
    })
    group.items += items
    group.orders.push({ order, items, preparedItems })
  }
  const rank = (list: readonly string[], value: string) => {
    const at = list.indexOf(value)
    return at < 0 ? list.length : at
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      rank(SLOT_ORDER, a.slot) - rank(SLOT_ORDER, b.slot) ||
      rank(SHIPPING_ORDER, a.shippingWay) - rank(SHIPPING_ORDER, b.shippingWay) ||
      a.shippingWay.localeCompare(b.shippingWay),
  )
  for (const group of sorted) {
    group.lines.sort((a, b) => a.title.localeCompare(b.title, 'zh-TW'))
    group.orders.sort((a, b) => timeOf(a.order) - timeOf(b.order))
  }
  return {
    day,
    groups: sorted,
    pending: pending.sort((a, b) => timeOf(a) - timeOf(b)),
    shipped,
    orders: sorted.reduce((sum, group) => sum + group.orders.length, 0),
    items: sorted.reduce((sum, group) => sum + group.items, 0),
  }
}

/** Pages the board reads when it opens (with the feed's page 1, under 20 requests), then 10 at a time. */
export const KITCHEN_FIRST_PAGES = 18
export const KITCHEN_MORE_PAGES = 10

/**
 * What the board reads for a day: the newest orders, back to the earliest an order for that day
 * can have been placed (LONGEST_BOOKING_SPAN_DAYS before it).
 */
export function kitchenWindowArg(day: DayKey): OrderWindowArg {
  const start = startOfTaipeiDay(day)
  return {
    since: Number.isNaN(start) ? null : Math.floor(start / 1000) - LONGEST_BOOKING_SPAN_DAYS * 24 * 60 * 60,
    firstPages: KITCHEN_FIRST_PAGES,
    morePages: KITCHEN_MORE_PAGES,
  }
}

/** The ticks a line needs written: per order, the line ids to set to `prepared`. */
export function ticksFor(line: KitchenLine, prepared: boolean): { orderId: string; lineIds: string[] }[] {
  const byOrder = new Map<string, string[]>()
  for (const ref of line.refs) {
    if (ref.prepared === prepared) continue
    byOrder.set(ref.orderId, [...(byOrder.get(ref.orderId) ?? []), ref.lineId])
  }
  return [...byOrder].map(([orderId, lineIds]) => ({ orderId, lineIds }))
}
