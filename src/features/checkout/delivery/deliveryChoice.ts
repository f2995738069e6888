import * as Yup from 'yup'
import {
  deliveryDayProblem,
  earliestDeliveryDay,
  isSlotId,
  noteWithDelivery,
  type DayKey,
} from '@/api/delivery'
import type { DeliveryRequest, OrderInput } from '@/api/types'
import { deliveryMessages as t } from './messages'

/** The checkout form's part for the morning slot (docs/orders.md, "A morning slot"). */
export interface DeliveryFormValues {
  /** 盡快出貨, or a day and a morning slot. */
  deliveryWhen: 'asap' | 'slot'
  /** The chosen day (YYYY-MM-DD, Taiwan), '' until chosen. */
  deliveryDate: DayKey
  /** The chosen slot's id, '' until chosen. */
  deliverySlot: string
}

/** 盡快出貨 unless the shopper picks a morning: checkout works as before without touching it. */
export const emptyDeliveryForm: DeliveryFormValues = {
  deliveryWhen: 'asap',
  deliveryDate: '',
  deliverySlot: '',
}

/** The fields in the order a refused submit moves focus through them. */
export const deliveryFieldOrder = ['deliveryWhen', 'deliveryDate', 'deliverySlot'] as const

/**
 * The day must be one the shop offers for the chosen payment way, at `now` (the earliest moves
 * with the payment way: a day chosen with card payment may be too early for ATM 轉帳). The form
 * passes the moment it offers its days from, so what it lists and what it accepts agree.
 */
export function deliverySchemaFields(now: () => number = Date.now) {
  return {
    deliveryWhen: Yup.string().oneOf(['asap', 'slot']),
    deliveryDate: Yup.string().when('deliveryWhen', {
      is: 'slot',
      then: (schema) =>
        schema.required(t.chooseDay).test('offered', function (value) {
          const paymentWay: unknown = (this.parent as { paymentWay?: unknown }).paymentWay
          const problem = value ? deliveryDayProblem(value, paymentWay, now()) : null
          if (problem === 'tooEarly')
            return this.createError({ message: t.tooEarly(earliestDeliveryDay(paymentWay, now())) })
          if (problem === 'sunday') return this.createError({ message: t.sunday })
          if (problem) return this.createError({ message: t.chooseDay })
          return true
        }),
      otherwise: (schema) => schema.notRequired(),
    }),
    deliverySlot: Yup.string().when('deliveryWhen', {
      is: 'slot',
      then: (schema) => schema.required(t.chooseSlot).test('slot', t.chooseSlot, (value) => isSlotId(value)),
      otherwise: (schema) => schema.notRequired(),
    }),
  }
}

/** The request the form states (a slot only when both its day and slot are chosen). */
export function deliveryRequestOf(values: DeliveryFormValues): DeliveryRequest {
  if (values.deliveryWhen === 'slot' && values.deliveryDate && isSlotId(values.deliverySlot))
    return { date: values.deliveryDate, slot: values.deliverySlot }
  return { asap: true }
}

/**
 * The order body with the request: in the shop's own `delivery` field, and as a line of plain
 * words under the note the shopper typed (which stays as typed).
 */
export function withDeliveryRequest(input: OrderInput, values: DeliveryFormValues): OrderInput {
  const request = deliveryRequestOf(values)
  return { ...input, message: noteWithDelivery(input.message ?? '', request), delivery: request }
}
