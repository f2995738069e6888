import { nutritionFacts, type NutrientKey } from '@/api/food'
import type { Product } from '@/api/types'
import { isOnSale, productImages } from './catalog'
import { catalogMessages } from './messages'
import { paths } from '@/lib/paths'

/**
 * What search engines and chat apps read about a product page: schema.org JSON-LD (`Product` with
 * its `Offer`, `NutritionInformation` and the `BreadcrumbList`) and the Open Graph picture's
 * address. Pure functions of the product and the site's address (config `siteUrl`).
 */

export { productShareImagePath, SHOP_SHARE_IMAGE_PATH } from '@/config/share'

export const productPath = (id: string) => paths.product(id)

/** An address on the site, or a picture's own absolute address as stored. */
function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`
}

/** schema.org's NutritionInformation property for each row of the label, with its unit. */
const NUTRITION_PROPERTIES: Record<NutrientKey, [property: string, unit: string]> = {
  calories: ['calories', 'kcal'],
  protein: ['proteinContent', 'g'],
  fat: ['fatContent', 'g'],
  saturatedFat: ['saturatedFatContent', 'g'],
  transFat: ['transFatContent', 'g'],
  carbohydrates: ['carbohydrateContent', 'g'],
  sugar: ['sugarContent', 'g'],
  sodium: ['sodiumContent', 'mg'],
}

/** The label per serving as schema.org writes it (`"320 kcal"`, `"14 g"`); only what is stated. */
export function nutritionInformation(product: Product): Record<string, string> | null {
  const facts = nutritionFacts(product)
  if (!facts.anyKnown) return null
  const info: Record<string, string> = { '@type': 'NutritionInformation' }
  if (facts.servingSize !== null)
    info.servingSize = `${facts.servingSize} ${facts.unit === '毫升' ? 'ml' : 'g'}`
  for (const row of facts.rows) {
    if (row.perServing === null) continue
    const [property, unit] = NUTRITION_PROPERTIES[row.key]
    info[property] = `${row.perServing} ${unit}`
  }
  return info
}

/** The product page's JSON-LD: the product, its offer and nutrition, and the breadcrumb to it. */
export function productJsonLd(product: Product, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}${productPath(product.id)}`
  const images = productImages(product).map((image) => absolute(siteUrl, image))
  const description = typeof product.description === 'string' ? product.description.trim() : ''
  const nutrition = nutritionInformation(product)
  const price = typeof product.price === 'number' && Number.isFinite(product.price) ? product.price : null
  const t = catalogMessages.detail
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Product',
        '@id': `${url}#product`,
        name: product.title,
        url,
        sku: product.id,
        ...(description ? { description } : {}),
        ...(images.length > 0 ? { image: images } : {}),
        ...(product.category ? { category: product.category } : {}),
        brand: { '@type': 'Brand', name: '早餐店' },
        ...(nutrition ? { nutrition } : {}),
        ...(price === null
          ? {}
          : {
              offers: {
                '@type': 'Offer',
                url,
                price,
                priceCurrency: 'TWD',
                availability: isOnSale(product)
                  ? 'https://schema.org/InStock'
                  : 'https://schema.org/Discontinued',
                itemCondition: 'https://schema.org/NewCondition',
              },
            }),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: t.home, item: `${siteUrl}/` },
          { '@type': 'ListItem', position: 2, name: t.products, item: `${siteUrl}/products` },
          { '@type': 'ListItem', position: 3, name: product.title, item: url },
        ],
      },
    ],
  }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` written as `\u003c`, so no text a product
 * holds (`</script>`) can end the script early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
