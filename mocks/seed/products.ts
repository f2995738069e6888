import type { ProductInput } from '../../src/api/types'

/**
 * The breakfast shop's catalogue. Ids are fixed Firebase-style push ids so links, tests and
 * contracts can name a product. Images are served from /seed-images/ (mocks/seed/images).
 */
export interface SeedProduct extends ProductInput {
  id: string
}

export const seedProducts: SeedProduct[] = [
  {
    id: '-OBfast0000000000001',
    title: '起司蛋餅',
    category: '蛋餅',
    unit: '份',
    origin_price: 65,
    price: 55,
    description: '外皮酥脆、內餡滑嫩的經典台式蛋餅，夾入濃郁切達起司。',
    content: '蛋餅皮 ×1、雞蛋 ×1、切達起司 ×1 片、醬油膏 1 包',
    is_enabled: 1,
    imageUrl: '/seed-images/cheese-egg-crepe-1.svg',
    imagesUrl: ['/seed-images/cheese-egg-crepe-2.svg', '/seed-images/cheese-egg-crepe-3.svg'],
    cookingWay: '平底鍋小火不加油，每面煎 2 分鐘至金黃即可。',
    calories: 320,
    nutritionalInfo: { protein: 14, fat: 15, carbohydrates: 32, sugar: 2 },
  },
]
