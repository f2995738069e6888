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
