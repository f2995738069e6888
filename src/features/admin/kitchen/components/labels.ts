import { slotLabel } from '@/api/delivery'
import { shippingLabel } from '@/components/checkout/messages'
import { adminMessages } from '../../messages'
import type { KitchenGroup } from '../kitchenBoard'

/** A group's heading: 07:00–09:00 · 宅配, or 盡快出貨 · 7-11 取貨. */
export function groupTitle(group: Pick<KitchenGroup, 'slot' | 'shippingWay'>): string {
  const slot = group.slot === 'asap' ? adminMessages.kitchen.asap : slotLabel(group.slot)
  return adminMessages.kitchen.group(slot, shippingLabel(group.shippingWay || undefined))
}
