import {
  addDays,
  deliveryDayFrom,
  earliestDeliveryDay,
  nextDeliveryDay,
  noteWithDelivery,
  weekdayOf,
  type DayKey,
} from '../../src/api/delivery'
import { STATUS_CODES, type FulfilmentStatus } from '../../src/api/fulfilment'
import type { DeliveryRequest, DeliverySlotId } from '../../src/api/types'
import type { CartLineRecord, CouponRecord, OrderLineRecord, OrderRecord, ProductRecord } from '../records'
import { isEnabled, orderContents, orderTime, sortKeysDeep, toOrderLine } from '../records'

/**
 * Past orders of the default shop, so the back office is not empty: 14 orders (two pages of 10),
 * paid and unpaid, some with a note, one bought with the MORNING coupon. Lines are snapshots of
 * real seed products, keyed by their (former) cart-line id as the API does (§2.4).
 *
 * They run a believable morning (docs/orders.md): the recent ones asked for a morning slot or
 * 盡快出貨 (in the order's `delivery` and as the note's last line, as checkout writes them) and
 * stand at every fulfilment status, with their history; the next delivery day's kitchen board has
 * orders to confirm, to prepare (some lines ticked) in both slots and two shipping ways. Days are
 * relative to when the seed is built.
 */

/** When an order is for: a morning slot on a day relative to the seed, or 盡快出貨. */
type SeedDelivery =
  | 'asap'
  | {
      /** `next`: the next delivery day; `after`: the one after it; `saturday`: the next Saturday
       * from the next delivery day on; `due`: the earliest its payment allowed (a past order). */
      day: 'next' | 'after' | 'saturday' | 'due'
      slot: DeliverySlotId
    }

interface SeedOrderPlan {
  user: { name: string; email: string; tel: string; address: string }
  /** Positions in the list of enabled seed products, with quantities. */
  lines: Array<[productIndex: number, qty: number]>
  /** How long ago the order was placed, in hours. */
  hoursAgo: number
  /** Hours after placing it that it was paid, if it was. */
  paidAfterHours?: number
  message?: string
  withCoupon?: boolean
  shippingWay: 'homeDelivery' | 'instorePickup1' | 'instorePickup2'
  paymentWay: 'creditCard' | 'bankTransfer' | 'cashOnDelivery' | 'LinePay' | 'ApplePay'
  /** What the shopper asked for; none: placed before slots existed. */
  delivery?: SeedDelivery
  /** The statuses it went through, each with the hours after the order it was set. */
  history?: Array<[FulfilmentStatus, hoursAfter: number]>
  /** A status stored with no history (as the course's sample dashboard writes it). */
  bareStatus?: FulfilmentStatus
  /** Lines already ticked in the kitchen (positions in `lines`). */
  preparedLines?: number[]
}

/** A shopper: name, the handle of their @example.com address, phone and delivery address. */
function customer(name: string, handle: string, tel: string, address: string): SeedOrderPlan['user'] {
  return { name, email: `${handle}@example.com`, tel, address }
}

const PLANS: SeedOrderPlan[] = [
  {
    user: customer('陳怡君', 'yijun.chen', '0912345678', '台北市大安區復興南路一段 390 號 5 樓'),
    lines: [
      [0, 2],
      [16, 2],
    ],
    hoursAgo: 2,
    message: '請幫我分開裝，謝謝！',
    shippingWay: 'homeDelivery',
    paymentWay: 'creditCard',
    paidAfterHours: 0,
    delivery: { day: 'next', slot: '07-09' },
  },
  {
    user: customer('林志豪', 'chihhao.lin', '0928765432', '新北市板橋區文化路一段 188 巷 12 號'),
    lines: [
      [1, 1],
      [5, 3],
      [17, 1],
    ],
    hoursAgo: 9,
    shippingWay: 'instorePickup1',
    paymentWay: 'cashOnDelivery',
    delivery: { day: 'next', slot: '09-11' },
    history: [['confirmed', 1]],
  },
  {
    user: customer('張雅婷', 'yating.chang', '0933221100', '台中市西屯區台灣大道三段 99 號 12 樓'),
    lines: [[2, 4]],
    hoursAgo: 26,
    message: '週六上午才在家，麻煩週六送達',
    withCoupon: true,
    shippingWay: 'homeDelivery',
    paymentWay: 'LinePay',
    paidAfterHours: 1,
    delivery: { day: 'saturday', slot: '07-09' },
    history: [['confirmed', 2]],
  },
  {
    user: customer('李承恩', 'chengen.lee', '0955667788', '高雄市苓雅區四維三路 2 號'),
    lines: [
      [3, 2],
      [10, 2],
      [18, 2],
    ],
    hoursAgo: 40,
    shippingWay: 'instorePickup2',
    paymentWay: 'bankTransfer',
    delivery: { day: 'after', slot: '09-11' },
  },
  {
    user: customer('黃柏翰', 'pohan.huang', '0919888777', '桃園市中壢區中大路 300 號 宿舍 B 棟'),
    lines: [
      [6, 1],
      [7, 1],
    ],
    hoursAgo: 55,
    shippingWay: 'homeDelivery',
    paymentWay: 'ApplePay',
    paidAfterHours: 0,
    delivery: 'asap',
    history: [
      ['confirmed', 1],
      ['preparing', 20],
    ],
    preparedLines: [0],
  },
  {
    user: customer('吳佩珊', 'peishan.wu', '0977123456', '台南市東區大學路 1 號'),
    lines: [
      [8, 2],
      [19, 2],
    ],
    hoursAgo: 73,
    message: '小朋友要吃的，飲料請去冰',
    shippingWay: 'homeDelivery',
    paymentWay: 'creditCard',
    paidAfterHours: 0,
    delivery: { day: 'next', slot: '07-09' },
    history: [
      ['confirmed', 3],
      ['preparing', 60],
    ],
    preparedLines: [0],
  },
  {
    user: customer('劉冠廷', 'kuanting.liu', '0922333444', '新竹市東區光復路二段 101 號'),
    lines: [[4, 5]],
    hoursAgo: 98,
    shippingWay: 'instorePickup1',
    paymentWay: 'cashOnDelivery',
    delivery: { day: 'due', slot: '09-11' },
    history: [
      ['confirmed', 2],
      ['preparing', 30],
      ['shipped', 40],
    ],
  },
  {
    user: customer('蔡宜蓁', 'yichen.tsai', '0936555888', '台北市信義區松仁路 100 號 20 樓'),
    lines: [
      [9, 1],
      [11, 1],
      [12, 1],
      [17, 3],
    ],
    hoursAgo: 120,
    message: '公司早會用，8:30 前送到',
    shippingWay: 'homeDelivery',
    paymentWay: 'bankTransfer',
    paidAfterHours: 5,
    delivery: { day: 'due', slot: '07-09' },
    history: [
      ['confirmed', 6],
      ['preparing', 30],
      ['shipped', 36],
      ['delivered', 38],
    ],
  },
  {
    user: customer('楊宗翰', 'tsunghan.yang', '0958246810', '基隆市仁愛區愛三路 35 號'),
    lines: [
      [13, 2],
      [14, 1],
    ],
    hoursAgo: 145,
    shippingWay: 'instorePickup2',
    paymentWay: 'LinePay',
    paidAfterHours: 0,
    delivery: 'asap',
    history: [
      ['confirmed', 1],
      ['preparing', 14],
      ['shipped', 16],
      ['delivered', 18],
    ],
  },
  {
    user: customer('許家瑜', 'chiayu.hsu', '0910135791', '宜蘭縣羅東鎮中正路 58 號'),
    lines: [
      [15, 2],
      [0, 1],
    ],
    hoursAgo: 170,
    shippingWay: 'homeDelivery',
    paymentWay: 'creditCard',
    delivery: 'asap',
    history: [['cancelled', 48]],
  },
  {
    user: customer('鄭凱文', 'kaiwen.cheng', '0963112233', '彰化縣彰化市中山路二段 250 號'),
    lines: [
      [1, 2],
      [2, 2],
    ],
    hoursAgo: 200,
    message: '請不要放辣椒醬',
    shippingWay: 'instorePickup1',
    paymentWay: 'cashOnDelivery',
    paidAfterHours: 30,
    delivery: 'asap',
    history: [
      ['confirmed', 2],
      ['preparing', 20],
      ['shipped', 22],
      ['delivered', 30],
    ],
  },
  {
    user: customer('謝欣妤', 'hsinyu.hsieh', '0988776655', '花蓮縣花蓮市中華路 123 號'),
    lines: [[18, 6]],
    hoursAgo: 260,
    shippingWay: 'homeDelivery',
    paymentWay: 'ApplePay',
    paidAfterHours: 0,
    delivery: { day: 'due', slot: '09-11' },
    history: [
      ['confirmed', 1],
      ['preparing', 18],
      ['shipped', 20],
      ['delivered', 22],
    ],
  },
  {
    user: customer('洪子晴', 'tzuching.hung', '0911002003', '嘉義市西區民族路 420 號'),
    lines: [
      [3, 1],
      [8, 1],
      [16, 1],
    ],
    hoursAgo: 330,
    shippingWay: 'instorePickup2',
    paymentWay: 'bankTransfer',
    delivery: { day: 'due', slot: '07-09' },
    history: [
      ['confirmed', 4],
      ['cancelled', 80],
    ],
  },
  {
    user: customer('郭俊宏', 'chunhung.kuo', '0932468024', '屏東縣屏東市自由路 17 號'),
    lines: [
      [5, 2],
      [10, 1],
      [19, 2],
    ],
    hoursAgo: 400,
    message: '第一次訂，期待！',
    shippingWay: 'homeDelivery',
    paymentWay: 'creditCard',
    paidAfterHours: 0,
    bareStatus: 'delivered',
  },
]

export const SEED_ORDER_COUNT = PLANS.length

/** The request a plan names, on real days: relative to now, or to when the order was placed. */
function seedDelivery(
  delivery: SeedDelivery,
  paymentWay: string,
  createdAt: number,
  nowSeconds: number,
): DeliveryRequest {
  if (delivery === 'asap') return { asap: true }
  const next = nextDeliveryDay(nowSeconds * 1000)
  const days: Record<typeof delivery.day, () => DayKey> = {
    next: () => next,
    after: () => deliveryDayFrom(addDays(next, 1)),
    saturday: () => addDays(next, (6 - weekdayOf(next) + 7) % 7),
    due: () => earliestDeliveryDay(paymentWay, createdAt * 1000),
  }
  return { date: days[delivery.day](), slot: delivery.slot }
}

/** `-OBordr0000000000001` … : fixed ids so tests and contracts can name an order. */
export function seedOrderId(position: number): string {
  return `-OBordr${String(position).padStart(13, '0')}`
}

function seedLineId(orderPosition: number, linePosition: number): string {
  return `-OBline${String(orderPosition * 100 + linePosition).padStart(13, '0')}`
}

/**
 * Builds the past orders from the given products (enabled ones are used, by position, wrapping
 * around if the catalogue is short) and the coupon stamped on the coupon order's lines.
 * Returns them oldest first. With no products there are no orders.
 */
export function buildSeedOrders(
  products: readonly ProductRecord[],
  coupon: CouponRecord | undefined,
  nowSeconds: number,
): OrderRecord[] {
  const catalogue = products.filter((product) => isEnabled(product.is_enabled))
  if (catalogue.length === 0) return []

  const orders = PLANS.map((plan, planIndex): OrderRecord => {
    const position = planIndex + 1
    const lines: OrderLineRecord[] = plan.lines.map(([productIndex, qty], lineIndex) => {
      const product = catalogue[productIndex % catalogue.length]
      const line: CartLineRecord = {
        id: seedLineId(position, lineIndex + 1),
        product_id: product.id,
        qty,
        product,
        ...(plan.withCoupon && coupon ? { coupon } : {}),
      }
      return toOrderLine(line)
    })
    const create_at = nowSeconds - plan.hoursAgo * 3600 - ((position * 7) % 60) * 60
    const delivery = plan.delivery
      ? seedDelivery(plan.delivery, plan.paymentWay, create_at, nowSeconds)
      : null
    const message = delivery ? noteWithDelivery(plan.message ?? '', delivery) : plan.message
    const history = (plan.history ?? []).map(([status, hours]) => ({
      status: STATUS_CODES[status],
      at: create_at + hours * 3600 + 120,
    }))
    const last = history[history.length - 1]
    const order: OrderRecord = {
      id: seedOrderId(position),
      create_at,
      is_paid: plan.paidAfterHours !== undefined,
      ...(plan.paidAfterHours !== undefined
        ? { paid_date: create_at + plan.paidAfterHours * 3600 + 300 }
        : {}),
      ...(message ? { message } : {}),
      ...orderContents(lines),
      user: plan.user,
      shippingWay: plan.shippingWay,
      paymentWay: plan.paymentWay,
      ...(delivery ? { delivery } : {}),
      ...(last ? { status: last.status, statusHistory: history } : {}),
      ...(plan.bareStatus ? { status: STATUS_CODES[plan.bareStatus] } : {}),
      ...(plan.preparedLines
        ? {
            prepared: Object.fromEntries(
              plan.preparedLines.map((index) => [lines[index].id, (last?.at ?? create_at) + 600]),
            ),
          }
        : {}),
    }
    return sortKeysDeep(order)
  })
  return orders.sort((a, b) => orderTime(a) - orderTime(b))
}
