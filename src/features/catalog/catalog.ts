// Relative: the build config loads this module (product paths to prerender) without the @ alias.
import { isOnSale } from '../../api/products'
import type { Product } from '@/api/types'

/**
 * The catalogue's rules, kept out of the components so screens, pages and tests share them.
 */

export { isOnSale }

/** What the product list shows of the shop's products (its prerendered page carries just these). */
export function listedProducts(products: readonly Product[]): Product[] {
  return products.filter(isOnSale)
}

/** Each distinct category once, in the order the products first use it. */
export function distinctCategories(products: readonly Product[]): string[] {
  const seen = new Set<string>()
  for (const product of products) {
    const category = product.category?.trim()
    if (category) seen.add(category)
  }
  return [...seen]
}

/** `null` means all categories (the spec's default). */
export function inCategory(product: Product, category: string | null): boolean {
  return !category || product.category?.trim() === category
}

export function filterByCategory(products: readonly Product[], category: string | null): Product[] {
  return products.filter((product) => inCategory(product, category))
}

/** The main image then the extra ones, without blanks or repeats (admins may leave empty slots). */
export function productImages(product: Pick<Product, 'imageUrl' | 'imagesUrl'>): string[] {
  const urls = [product.imageUrl, ...(Array.isArray(product.imagesUrl) ? product.imagesUrl : [])]
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.trim() !== ''))]
}

export type ProductLoadErrorKind = 'notFound' | 'disabled' | 'failed'

export const QUANTITY_OPTIONS = Array.from({ length: 10 }, (_, i) => i + 1)

/**
 * What the product list shows, as its route's loader hands it over: the products on sale, and
 * whether the latest read failed (then `products` is what the page was prerendered with, if any).
 */
export interface ProductList {
  products: Product[] | null
  failed: boolean
}

/** What a product's page shows, as its route's loader hands it over: the product, or why not. */
export interface ProductView {
  product: Product | null
  error: ProductLoadErrorKind | null
  /** 「你可能也會喜歡」 (relatedProducts); absent or [] when the list could not be read. */
  related?: Product[]
}

/** How many products 「你可能也會喜歡」 offers. */
export const RELATED_COUNT = 4

/**
 * 「你可能也會喜歡」: other products on sale, those of the same category first, each group in the
 * shop's own order.
 */
export function relatedProducts(
  product: Product,
  products: readonly Product[],
  count = RELATED_COUNT,
): Product[] {
  const others = listedProducts(products).filter((other) => other.id !== product.id)
  const same = others.filter(
    (other) => inCategory(other, product.category?.trim() || null) && Boolean(product.category?.trim()),
  )
  const rest = others.filter((other) => !same.includes(other))
  return [...same, ...rest].slice(0, count)
}

/** What a product's page was prerendered with (the fallback when the live product cannot be read). */
export type Prerendered = Pick<ProductView, 'product' | 'related'>
