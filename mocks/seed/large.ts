import type { CouponRecord, OrderLineRecord, OrderRecord, ProductRecord } from '../records'
import { isEnabled, orderContents, orderTime, sortKeysDeep, toOrderLine } from '../records'

/**
 * The `large-shop` data set: the default shop grown to the size the back office is measured at
 * (`npm run bench:admin`): 10,000 products, 200 coupons and 5,000 orders over the last year. The
 * default shop's own records come first, unchanged (起司蛋餅 is still there, the demo accounts
 * still work); the rest repeat the seed catalogue as numbered variants. Ids are fixed, so a page
 * reloaded on the same data shows the same records; times follow `nowSeconds`.
 */

export const LARGE_SHOP = { products: 10_000, coupons: 200, orders: 5_000 } as const

const DAY_SECONDS = 24 * 60 * 60
/** An object's own keys in alphabetical order (one level: what the API does at every level). */
const sortKeys = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as T

const id = (kind: string, position: number) => `-OBvol${kind}${String(position).padStart(13, '0')}`

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

const SHIPPING = ['homeDelivery', 'instorePickup1', 'instorePickup2'] as const
const PAYMENT = ['creditCard', 'bankTransfer', 'cashOnDelivery', 'LinePay', 'ApplePay'] as const

/** Grows `base` (the default shop, orders oldest first) to LARGE_SHOP's size. */
export function growToLargeShop(
  base: { products: ProductRecord[]; coupons: CouponRecord[]; orders: OrderRecord[] },
  nowSeconds: number,
): { products: ProductRecord[]; coupons: CouponRecord[]; orders: OrderRecord[] } {
  const templates = base.products
  if (templates.length === 0) return base
  const products = [...base.products]
  for (let position = products.length + 1; position <= LARGE_SHOP.products; position++) {
    const template = templates[position % templates.length]
    // The template's keys are in the API's alphabetical order already: replacing values keeps it.
    products.push({
      ...template,
      id: id('P', position),
      title: `${template.title} #${position}`,
      // One in twenty is switched off, as a real catalogue keeps some for later.
      is_enabled: position % 20 === 0 ? 0 : 1,
    })
  }

  const coupons = [...base.coupons]
  const aYearAhead = nowSeconds + 365 * DAY_SECONDS
  for (let position = coupons.length + 1; position <= LARGE_SHOP.coupons; position++) {
    coupons.push(
      sortKeysDeep({
        id: id('C', position),
        title: `會員專屬券 #${position}`,
        code: `MEMBER${String(position).padStart(4, '0')}`,
        percent: [80, 85, 90, 95][position % 4],
        // Some have passed their due date, as old campaigns do.
        due_date: position % 10 === 0 ? nowSeconds - 30 * DAY_SECONDS : aYearAhead,
        is_enabled: position % 7 === 0 ? 0 : 1,
      }),
    )
  }

  const enabled = products.filter((product) => isEnabled(product.is_enabled))
  const extra = LARGE_SHOP.orders - base.orders.length
  // Spread over the last year, the newest a few minutes ago: about 14 orders a day.
  const spacing = Math.floor((365 * DAY_SECONDS) / Math.max(1, extra))
  const orders: OrderRecord[] = []
  for (let index = 0; index < extra; index++) {
    const position = index + 1
    const lines: OrderLineRecord[] = Array.from({ length: 1 + (index % 3) }, (_, line) => {
      const product = enabled[(index * 7919 + line * 104_729) % enabled.length]
      return toOrderLine({
        id: id('L', position * 10 + line),
        product_id: product.id,
        qty: 1 + ((index + line) % 4),
        product,
      })
    })
    const [name, tel, address] = CUSTOMERS[index % CUSTOMERS.length]
    const create_at = nowSeconds - 300 - index * spacing
    const paid = index % 3 !== 0
    // Lines are sorted by toOrderLine and listed by ascending id: only the top level needs sorting.
    orders.push(
      sortKeys({
        id: id('O', position),
        create_at,
        is_paid: paid,
        ...(paid ? { paid_date: create_at + 600 } : {}),
        ...orderContents(lines),
        user: { address, email: `customer${index % CUSTOMERS.length}@example.com`, name, tel },
        shippingWay: SHIPPING[index % SHIPPING.length],
        paymentWay: PAYMENT[index % PAYMENT.length],
        ...(index % 11 === 0 ? { message: '請放在管理室，謝謝。' } : {}),
      }),
    )
  }
  return {
    products,
    coupons,
    orders: [...base.orders, ...orders].sort((a, b) => orderTime(a) - orderTime(b)),
  }
}
