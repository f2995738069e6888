import type { CouponInput, OrderUser, ProductInput } from '@/api/types'
import { COUPON_CODES } from '../states'

/**
 * What the provider states create, on the fake and on the real API alike: records with every
 * field the contract reads (the shop's own product fields included), so a verifier failure means
 * the provider answered differently, never that a state left a field out.
 */

const DAY_SECONDS = 24 * 60 * 60

/** A plain object type (what stores with index signatures accept) with an interface's fields. */
type Plain<T> = { [K in keyof T]: T[K] }

export function breakfastProduct(n: 1 | 2 = 1): Plain<ProductInput> {
  const [title, slug, price] =
    n === 1 ? ['起司蛋餅', 'cheese-egg-crepe', 55] : ['火腿蛋吐司', 'ham-egg-toast', 60]
  return {
    title: `${title}（契約測試）`,
    category: n === 1 ? '蛋餅' : '吐司與三明治',
    unit: '份',
    origin_price: price + 10,
    price,
    description: '契約測試建立的商品，測試結束即刪除。',
    content: '手工餅皮 ×1、雞蛋 ×1',
    is_enabled: 1,
    imageUrl: `https://example.com/contract/${slug}-1.png`,
    imagesUrl: [`https://example.com/contract/${slug}-2.png`],
    cookingWay: '平底鍋小火，每面煎 2 分鐘至金黃。',
    calories: 320,
    nutritionalInfo: {
      protein: 14,
      fat: 15,
      carbohydrates: 32,
      sugar: 2,
      saturatedFat: 6.5,
      transFat: 0.2,
      sodium: 560,
    },
    servingSize: 180,
    servingsPerPackage: 1,
    allergens: ['egg', 'milk', 'wheat', 'soy'],
    vegetarian: '蛋奶素',
    storage: '冷凍',
    shelfLifeDays: 180,
    heating: [{ method: '平底鍋', setting: '小火', seconds: 240 }],
  }
}

export function validMorningCoupon(nowSeconds: number): Plain<CouponInput> {
  return {
    title: '早安八折券',
    code: COUPON_CODES.valid,
    percent: 80,
    due_date: nowSeconds + 365 * DAY_SECONDS,
    is_enabled: 1,
  }
}

/** Due 2024-12-31, midnight Taiwan time: long past. */
export const EXPIRED_2024_DUE_DATE = Date.UTC(2024, 11, 30, 16) / 1000

export function expiredCoupon(): Plain<CouponInput> {
  return {
    title: '2024 年終感謝券',
    code: COUPON_CODES.expired,
    percent: 85,
    due_date: EXPIRED_2024_DUE_DATE,
    is_enabled: 1,
  }
}

export const shopper: OrderUser = {
  name: '契約測試',
  email: 'contract@example.com',
  tel: '0912345678',
  address: '臺北市中正區重慶南路一段 122 號',
}
