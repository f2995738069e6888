import {
  addDays,
  DELIVERY_SLOTS,
  deliveryDayFrom,
  earliestDeliveryDay,
  noteWithDelivery,
  taipeiDay,
} from '../../src/api/delivery'
import { STATUS_CODES, type FulfilmentStatus } from '../../src/api/fulfilment'
import type { DeliveryRequest } from '../../src/api/types'
import { pushId } from '../ids'
import type { OrderRecord, ProductRecord } from '../records'
import { isEnabled, orderContents, sortKeysDeep, toOrderLine } from '../records'

/**
 * A busy year of orders, for benchmarks and scale checks (docs/orders.md, "A big shop"): `count`
 * orders spread evenly over `days` days up to now (5,000 over a year is some 14 a day, what a
 * breakfast shop taking orders online might see), each as checkout places them (a morning slot or
 * 盡快出貨, in `delivery` and the note) and where its age puts it: delivered (or now and then
 * cancelled) when its day has passed, confirmed or being prepared when it is due soon, new when it
 * was placed in the last hours. Deterministic: the same arguments give the same orders (ids aside).
 */
/** Who orders: a handful of regulars, so a search by name, phone or e-mail finds several orders. */
const CUSTOMERS = [
  ['王小明', '0912000001', '台北市中正區重慶南路一段 122 號'],
  ['陳美玲', '0922000002', '新北市板橋區縣民大道二段 7 號'],
  ['林建宏', '0932000003', '桃園市桃園區中正路 1071 號'],
  ['黃淑芬', '0952000004', '台中市西屯區台灣大道三段 99 號'],
  ['張家豪', '0962000005', '台南市東區大學路 1 號'],
  ['李佳穎', '0972000006', '高雄市前鎮區中華五路 789 號'],
  ['吳宗翰', '0982000007', '新竹市東區光復路二段 101 號'],
  ['劉怡萱', '0912000008', '基隆市仁愛區愛一路 1 號'],
] as const

export interface BusyOrderOptions {
  count: number
  days?: number
  nowSeconds: number
  /** The id of the index-th order (0: the newest); a push id of its time when absent. */
  orderId?: (index: number) => string
  /** The id of an order's line; a push id of its order's time when absent. */
  lineId?: (index: number, line: number) => string
}

export function buildBusyOrders(
  products: readonly ProductRecord[],
  { count, days = 365, nowSeconds, orderId, lineId }: BusyOrderOptions,
): OrderRecord[] {
  const catalogue = products.filter((product) => isEnabled(product.is_enabled))
  if (catalogue.length === 0 || count <= 0) return []
  let state = 20_261_127
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const payments = ['creditCard', 'LinePay', 'ApplePay', 'cashOnDelivery', 'bankTransfer'] as const
  const shippings = ['homeDelivery', 'homeDelivery', 'instorePickup1', 'instorePickup2'] as const
  const today = taipeiDay(nowSeconds * 1000)
  const span = days * 24 * 60 * 60

  return Array.from({ length: count }, (_, index): OrderRecord => {
    const create_at = nowSeconds - Math.floor(((index + random()) / count) * span)
    const paymentWay = pick(payments)
    const earliest = earliestDeliveryDay(paymentWay, create_at * 1000)
    const delivery: DeliveryRequest =
      random() < 0.4
        ? { asap: true }
        : {
            date: deliveryDayFrom(addDays(earliest, Math.floor(random() * 4))),
            slot: pick(DELIVERY_SLOTS).id,
          }
    const due = 'date' in delivery ? delivery.date : earliest
    const paid = paymentWay !== 'cashOnDelivery' && (paymentWay !== 'bankTransfer' || random() < 0.85)
    const history: { status: number; at: number }[] = []
    const step = (status: FulfilmentStatus, hours: number) =>
      history.push({ status: STATUS_CODES[status], at: create_at + Math.round(hours * 3600) })
    if (due < today) {
      if (random() < 0.04) step('cancelled', 6)
      else {
        step('confirmed', 1)
        step('preparing', 12)
        step('shipped', 14)
        step('delivered', 16)
      }
    } else if (nowSeconds - create_at > 2 * 3600) {
      step('confirmed', 1)
      if (due === today) step('preparing', 1.5)
    }
    const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, (_line, position) => {
      const product = pick(catalogue)
      return toOrderLine({
        id: lineId ? lineId(index, position) : pushId(create_at * 1000 + position),
        product_id: product.id,
        qty: 1 + Math.floor(random() * 3),
        product,
      })
    })
    const last = history[history.length - 1]
    const [name, tel, address] = CUSTOMERS[index % CUSTOMERS.length]
    return sortKeysDeep({
      id: orderId ? orderId(index) : pushId(create_at * 1000),
      create_at,
      is_paid: paid,
      ...(paid ? { paid_date: create_at + 120 } : {}),
      message: noteWithDelivery(random() < 0.2 ? '請放管理室，謝謝' : '', delivery),
      ...orderContents(lines),
      user: { name, email: `customer${index % CUSTOMERS.length}@example.com`, tel, address },
      shippingWay: pick(shippings),
      paymentWay,
      delivery,
      ...(last ? { status: last.status, statusHistory: history } : {}),
    })
  })
}
