import type { Product } from '@/api/types'
import { seedProducts } from '@mocks/seed/products'

/** The seed catalogue as the storefront reads it (products on sale, with `num`). */
export const products: Product[] = seedProducts
  .filter((product) => product.is_enabled === 1)
  .map((product, index) => ({ ...product, num: index + 1 }))

export const cheeseEggCrepe = products[0]

/** A product whose text tries to inject markup: it must render as plain text. */
export const markupProduct: Product = {
  ...products[1],
  id: '-OBfastMarkup00000001',
  title: '<b>粗體</b>三明治<script>alert(1)</script>',
  description: '<img src=x onerror="alert(1)">描述裡的 HTML 只會顯示成文字。',
}

/** A product with only its main image (no thumbnails). */
export const singleImageProduct: Product = { ...products[2], imagesUrl: [] }

/**
 * A product another client stored before the shop knew the full label: four nutrients, no serving,
 * allergens, storage or heating steps (the page shows 未標示, never 0).
 */
export const unlabelledProduct: Product = {
  ...products[1],
  id: '-OBfastUnlabelled0001',
  nutritionalInfo: { protein: 19, fat: 17, carbohydrates: 44, sugar: 6.5 },
  servingSize: undefined,
  servingsPerPackage: undefined,
  allergens: undefined,
  vegetarian: undefined,
  storage: undefined,
  shelfLifeDays: undefined,
  heating: undefined,
}

/** A product with many allergens (卡拉雞腿堡: 蛋、奶、小麥/麩質、大豆、芝麻). */
export const manyAllergensProduct: Product = products.find((p) => p.title === '卡拉雞腿堡') ?? products[0]

/** A vegan drink with no allergen from the list (古早味紅茶). */
export const allergenFreeProduct: Product = products.find((p) => p.title === '古早味紅茶') ?? products[0]

/** 「你可能也會喜歡」 for 起司蛋餅: the other 蛋餅 first. */
export const relatedToCheese: Product[] = products
  .filter((p) => p.category === '蛋餅' && p.id !== products[0].id)
  .slice(0, 4)
