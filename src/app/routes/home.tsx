import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router-dom'
import { HomePage } from '@/features/content/pages/HomePage'
import { recommendedProducts, type HomeProducts } from '@/features/content/recommended'
import { config } from '@/config/env'
import { LOGO_IMAGE_PATH, SHOP_NAME } from '@/config/share'
import { productsAtBuild } from '../prerender/catalogue.server'
import { preloadApi } from './apiPreload'
import { readLive } from './readLive'

/** What home renders: the recommended products now (prerendered), or once they have been read. */
export interface HomeRouteData {
  products: HomeProducts | Promise<HomeProducts>
}

/** Build time: the recommended products are prerendered into the page. */
export async function loader(): Promise<{ products: HomeProducts }> {
  const { products } = await productsAtBuild(config, recommendedProducts)
  return { products: { products, failed: false } }
}

/**
 * In the browser, on the prerendered page once it has hydrated and on every visit after: the live
 * products, read through RTK Query (its own chunk: never part of the first load). Returned unread,
 * so the page shows at once; a failed read keeps what the page was prerendered with.
 */
export function clientLoader({ context, serverLoader }: ClientLoaderFunctionArgs): HomeRouteData {
  const prerendered = () =>
    serverLoader<typeof loader>().then(
      ({ products }) => products.products,
      () => null,
    )
  const products = readLive(
    context,
    (dispatch) =>
      import('@/features/content/reads').then((reads) => reads.readHomeProducts(dispatch, prerendered)),
    async (): Promise<HomeProducts> => ({ products: await prerendered(), failed: true }),
  )
  return { products }
}
clientLoader.hydrate = true as const

export const links = () => preloadApi('products/all')

/** For search engines: who runs the shop, and the site with its product search (schema.org). */
function homeJsonLd(siteUrl: string) {
  const name = SHOP_NAME
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${siteUrl}/#organization`,
        name,
        url: `${siteUrl}/`,
        logo: `${siteUrl}${LOGO_IMAGE_PATH}`,
      },
      {
        '@type': 'WebSite',
        '@id': `${siteUrl}/#website`,
        name,
        url: `${siteUrl}/`,
        inLanguage: 'zh-TW',
        publisher: { '@id': `${siteUrl}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/products?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
}

export const meta: MetaFunction = ({ matches }) => [
  ...(matches.at(-2)?.meta ?? []),
  { 'script:ld+json': homeJsonLd(config.siteUrl) },
]

export default function Route() {
  const { products } = useLoaderData<HomeRouteData>()
  return <HomePage products={products} />
}
