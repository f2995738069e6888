import { memo, useCallback } from 'react'
import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
} from 'react-router-dom'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { ProductDetailPage } from '@/features/catalog/pages/ProductDetailPage'
import { catalogMessages } from '@/features/catalog/messages'
import { config } from '@/config/env'
import { productShareImagePath } from '@/config/share'
import type { ProductRouteData } from './productRoute'
import { textOf } from '@/lib/format'
import { apiUrl } from './apiPreload'
import { readProductRoute } from './productRoute'

/**
 * The product detail route. As it is here, every product page renders in the browser (a build that
 * could not see the products uses it so); routes/product.tsx adds the build-time data to it.
 */
export function clientLoader(args: ClientLoaderFunctionArgs): Promise<ProductRouteData> {
  return readProductRoute(args, async () => null)
}

/**
 * The product's data preloaded at HTML parse time (production). Its title is the page's own
 * (`<title>` in ProductDetailPage), so a route's meta names none: the product's name stays the
 * document's title while the live product is read.
 */
export const meta: MetaFunction = ({ params, matches, data }) => {
  // A route's meta replaces its parents': keep the nearest parent's (description, canonical, the
  // shop's share tags), not its title; a product the page was prerendered with has its own tags.
  const product = productOf(data)
  const own = product ? shareTags(product) : []
  const ownKeys = new Set(own.map(tagKey))
  const inherited = (matches.at(-2)?.meta ?? []).filter(
    (tag) => !('title' in tag) && !ownKeys.has(tagKey(tag)),
  )
  return [
    ...inherited,
    ...own,
    // Written into the prerendered page only: in the browser a move here reads the product through
    // RTK Query's cache (prefetched on intent), and a preload would fetch it a second time.
    ...(!config.mocking && params.id && typeof document === 'undefined'
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'fetch',
            href: apiUrl(`product/${encodeURIComponent(params.id)}`),
            crossOrigin: 'anonymous',
          },
        ]
      : []),
  ]
}

/** The product in the route's data when it is there now (prerendered), not a promise. */
function productOf(data: unknown) {
  const view = (data as Partial<ProductRouteData> | undefined)?.view
  return view && !(view instanceof Promise) ? view.product : null
}

type MetaTag = MetaDescriptor

/** What makes two tags the same tag: its property or name (og:image, twitter:card, description). */
const tagKey = (tag: MetaTag) => {
  const record = tag as Record<string, unknown>
  return String(record.property ?? record.name ?? record.rel ?? JSON.stringify(tag))
}

/** Open Graph and Twitter tags for sharing a product (LINE, Facebook, X show its picture). */
function shareTags(product: NonNullable<ReturnType<typeof productOf>>): MetaTag[] {
  const description = textOf(product.description)
  const title = catalogMessages.detail.pageTitle(product.title)
  const image = `${config.siteUrl}${productShareImagePath(product.id)}`
  return [
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: `${config.siteUrl}/products/${encodeURIComponent(product.id)}` },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: product.title },
    ...(Number.isFinite(product.price)
      ? [
          { property: 'product:price:amount', content: String(product.price) },
          { property: 'product:price:currency', content: 'TWD' },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    { name: 'twitter:image', content: image },
  ]
}

/**
 * The page, drawn again only when what it is given changes (the route re-renders on every change of
 * the router's state: `useRevalidator` reads it all, such as a move to another page starting).
 */
const DetailPage = memo(ProductDetailPage)

export default function Route() {
  const { view } = useLoaderData<ProductRouteData>()
  const { revalidate, state } = useRevalidator()
  const { requireMember, resumeAction, resumed } = useMemberGuard()
  const retry = useCallback(() => void revalidate(), [revalidate])
  return (
    <DetailPage
      view={view}
      onRetry={retry}
      retrying={state === 'loading'}
      requireMember={requireMember}
      resumeAction={resumeAction}
      onResumed={resumed}
    />
  )
}
