import { dayLabel, deliveryOf, dueDayOf, slotLabel } from '@/api/delivery'
import type { FulfilmentStatus } from '@/api/fulfilment'
import type { Order } from '@/api/types'

/** zh-TW copy of an order's fulfilment and delivery slot, shared by the shop and the back office. */
export const fulfilmentMessages = {
  statuses: {
    pending: '待確認',
    confirmed: '已確認',
    preparing: '備餐中',
    shipped: '已出貨',
    delivered: '已送達',
    cancelled: '已取消',
  } satisfies Record<FulfilmentStatus, string>,
  /** What each status means to the shopper (the order page's timeline). */
  meanings: {
    pending: '訂單已成立，等待店家確認',
    confirmed: '店家已確認訂單',
    preparing: '廚房正在準備您的餐點',
    shipped: '餐點已出貨，正在配送中',
    delivered: '餐點已送達',
    cancelled: '訂單已取消',
  } satisfies Record<FulfilmentStatus, string>,
  timeline: '訂單進度',
  status: '出貨狀態',
  done: '（已完成）',
  current: '（目前狀態）',
  upcoming: '（尚未進行）',
  delivery: '配送時間',
  asap: '盡快出貨',
  /** 盡快出貨 and the day the shop promised (the back office plans by it). */
  asapDue: (day: string) => `盡快出貨（預計 ${day}）`,
  slot: (day: string, slot: string) => `${day} ${slot}`,
} as const

/**
 * The morning an order asked for, as people read it: 6/14（六）07:00–09:00, or 盡快出貨 (an order
 * with no request, from before slots or another client, is 盡快出貨 too). `withDueDay` adds the day
 * 盡快出貨 is due (the back office).
 */
export function deliveryText(
  order: Pick<Order, 'delivery' | 'message' | 'create_at' | 'paymentWay' | 'paid_date'>,
  { withDueDay = false }: { withDueDay?: boolean } = {},
): string {
  const request = deliveryOf(order)
  if (request && 'date' in request)
    return fulfilmentMessages.slot(dayLabel(request.date), slotLabel(request.slot))
  const due = withDueDay ? dueDayOf(order) : null
  return due ? fulfilmentMessages.asapDue(dayLabel(due)) : fulfilmentMessages.asap
}
