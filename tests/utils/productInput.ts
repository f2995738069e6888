import type { ProductInput } from '@/api/types'

/** A valid new product (蔥抓餅加蛋) with no images; override any field. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    title: '蔥抓餅加蛋',
    category: '蛋餅',
    unit: '份',
    origin_price: 60,
    price: 50,
    description: '層層酥脆',
    content: '蔥抓餅 ×1、雞蛋 ×1',
    is_enabled: 1,
    imageUrl: '',
    imagesUrl: [],
    cookingWay: '平底鍋小火 3 分鐘',
    calories: 380,
    nutritionalInfo: { protein: 10, fat: 18, carbohydrates: 40, sugar: 2 },
    ...overrides,
  }
}
