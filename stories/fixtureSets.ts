import type { InputType } from 'storybook/internal/types'
import type { Cart, Coupon, Order, Product } from '@/api/types'
import type { PagerInfo } from '@/components/navigation/PagerControl'
import type { AuthNotice } from '@/features/account/components/AuthCard'
import type { FavouriteMap } from '@/features/catalog/favourites'
import {
  adminCoupons,
  adminOrders,
  adminProducts,
  allAdminOrders,
  disabledProduct,
} from './admin/adminFixtures'
import { couponCart, emptyCart, filledCart } from './cart/cartFixtures'
import { markupProduct, products } from './catalog/fixtures'
import {
  cashOnDeliveryOrder,
  couponOrder,
  paidOrder,
  transferOrder,
  unpaidOrder,
} from './orders/orderFixtures'

/**
 * The named fixtures the Controls panel offers for list and record props, shared by every story
 * file: a designer picks 「20 seed products」 or 「empty」 from a select instead of editing JSON.
 *
 * In a story: `argTypes: { products: choose(productLists) }`, and an arg may name a fixture with
 * `fixture(productLists, 'one product')` (Storybook maps the name to the value before rendering).
 */

/** A select (or radio) of named fixtures; the story receives the fixture, the URL keeps its name. */
export function choose<T>(
  fixtures: Record<string, T>,
  type: 'select' | 'inline-radio' = 'select',
): InputType {
  return { options: Object.keys(fixtures), mapping: fixtures, control: { type } }
}

/**
 * An arg naming one fixture of a set: Storybook maps the name to the value (argTypes `mapping`), so
 * the control shows the name selected. Typed as the value for the component's props.
 */
export function fixture<T>(fixtures: Record<string, T>, name: keyof typeof fixtures & string): T {
  return name as unknown as T
}

/** A slider for a number prop. */
export const range = (min: number, max: number, step = 1): InputType => ({
  control: { type: 'range', min, max, step },
})

/**
 * No control: for a noControl (React content the page hands in, such as the header's buttons) or a
 * page's configuration (texts, columns), nothing a designer would type; its description still shows.
 */
export const noControl: InputType = { control: false }

/** A set of named fixtures with 「none」 first, for a prop that may be null. */
export const noneOr = <T>(fixtures: Record<string, T>): Record<string, T | null> => ({
  none: null,
  ...fixtures,
})

/** Inline radio buttons for a small union of strings. */
export const radio = (...options: string[]): InputType => ({ options, control: { type: 'inline-radio' } })

/** Titles as long as the admin form allows, to see wrapping and truncation. */
const longTitles: Product[] = products.slice(0, 4).map((product, index) => ({
  ...product,
  id: `-OBfastLongTitle0000${index}`,
  title: `${product.title}（加量不加價・附手作蔬菜沙拉與一杯無糖豆漿的豪華早午餐組合）`,
  category: index % 2 ? '季節限定早午餐套餐' : product.category,
}))

/** Product lists for the storefront's screens. */
export const productLists: Record<string, Product[]> = {
  '20 seed products': products,
  '1 product': products.slice(0, 1),
  empty: [],
  'long titles': longTitles,
  'markup in text': [markupProduct, ...products.slice(0, 1)],
}

/** The admin's product page (10 a page), with one product not on sale. */
export const adminProductLists: Record<string, Product[]> = {
  'first page (10)': adminProducts,
  '1 product': adminProducts.slice(0, 1),
  'with one not on sale': [disabledProduct, ...adminProducts.slice(0, 3)],
  'long titles': longTitles.map((product, index) => ({ ...product, num: index + 1 })),
  empty: [],
}

/** Hearted products (id → hearted). */
export const favouriteMaps: Record<string, FavouriteMap> = {
  'two hearted': { [products[1].id]: true, [products[4].id]: true },
  none: {},
  'every product': Object.fromEntries(products.map((product) => [product.id, true])),
}

/** Carts as GET cart answers them. */
export const carts: Record<string, Cart> = {
  'three lines': filledCart,
  'coupon applied': couponCart,
  empty: emptyCart,
}

/** A member's orders (我的訂單). */
export const orderLists: Record<string, Order[]> = {
  'unpaid and paid': [unpaidOrder, paidOrder],
  '1 order': [paidOrder],
  empty: [],
}

/** One order (the order page, the admin's order form). */
export const singleOrders: Record<string, Order> = {
  unpaid: unpaidOrder,
  paid: paidOrder,
  'ATM transfer, unpaid': transferOrder,
  'cash on delivery': cashOnDeliveryOrder,
  'MORNING coupon, paid': couponOrder,
}

/** The admin's order pages. */
export const adminOrderLists: Record<string, Order[]> = {
  'first page (10)': adminOrders,
  'every seed order': allAdminOrders,
  '1 order': adminOrders.slice(0, 1),
  empty: [],
}

/** The admin's coupons. */
export const couponLists: Record<string, Coupon[]> = {
  'seed coupons': adminCoupons,
  '1 coupon': adminCoupons.slice(0, 1),
  empty: [],
}

/** Product ids whose add-to-cart request is running. */
export const addingIds: Record<string, readonly string[]> = {
  none: [],
  'the first product': [products[0].id],
}

/** The API's page information, as every admin list and the pager receive it. */
export const pagers: Record<string, PagerInfo | null> = {
  'page 1 of 3': { current_page: 1, total_pages: 3, has_pre: false, has_next: true },
  'page 1 of 2': { current_page: 1, total_pages: 2, has_pre: false, has_next: true },
  'page 2 of 3': { current_page: 2, total_pages: 3, has_pre: true, has_next: true },
  'page 3 of 3': { current_page: 3, total_pages: 3, has_pre: true, has_next: false },
  'one page': { current_page: 1, total_pages: 1, has_pre: false, has_next: false },
  'none (pager hidden)': null,
}

/** The message above a member form (the server's answers of spec §2). */
export const authNotices: Record<string, AuthNotice | null> = noneOr({
  'wrong password': { title: '帳號或密碼錯誤，請再試一次！' },
  'e-mail taken': { title: '帳號已存在！' },
  'weak password': { title: '密碼強度不足！請設定至少 6 位數！' },
  'reset mail not sent': {
    title: '寄送失敗，請稍候再試!',
    detail: '網路連線異常，請確認連線後再試。（錯誤代碼：auth/network-request-failed）',
  },
})
