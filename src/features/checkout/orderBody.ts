import type { OrderInput } from '@/api/types'
import { withDeliveryRequest } from './delivery/deliveryChoice'
import type { CheckoutFormValues } from './schema'

/**
 * Spec §3/§9: the shipping address is a fixed constant, not entered by the shopper (this is a
 * learning project; the address is the demo's own).
 */
export const SHIPPING_ADDRESS = '台北市中正區重慶南路一段 122 號'

/**
 * The order body the course API receives. Built field by field from an allow-list, so the card
 * number, expiry and security code can never reach the API, whatever the form holds. The morning
 * slot goes in `delivery` and as a line under the note (delivery/deliveryChoice.ts).
 */
export function toOrderInput(values: CheckoutFormValues, memberKey?: string): OrderInput {
  return withDeliveryRequest(orderFields(values, memberKey), values)
}

function orderFields(values: CheckoutFormValues, memberKey?: string): OrderInput {
  return {
    user: {
      name: values.contactName.trim(),
      email: values.contactEmail.trim(),
      tel: values.contactPhone.trim(),
      address: SHIPPING_ADDRESS,
      // Who placed it, for 我的訂單: a pseudonymous key, no personal data (src/api/orderOwner.ts).
      ...(memberKey ? { member: memberKey } : {}),
    },
    message: values.contactMessage.trim(),
    shippingWay: values.shippingWay,
    paymentWay: values.paymentWay,
  }
}
