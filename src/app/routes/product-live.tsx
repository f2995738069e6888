import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router-dom'
import type { Product } from '@/api/types'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { loadProductLive } from '@/features/catalog/pages/loadProductLive'
import { ProductDetailPage } from '@/features/catalog/pages/ProductDetailPage'
import { config } from '@/config/env'
import { apiUrl, prefetchProduct } from './catalogueData'

/**
 * The product detail route. As it is here, every product page renders in the browser (a build that
 * could not see the products uses it so); routes/product.tsx adds the build-time data to it.
 */
export interface ProductRouteData {
  product: Product | null
}

/** Client navigations and paths not prerendered: the request starts while the page's code loads. */
export function clientLoader({ params }: LoaderFunctionArgs): ProductRouteData {
  void loadProductLive()
  if (params.id) void prefetchProduct(params.id)
  return { product: null }
}

/** The product's own title, and its data preloaded at HTML parse time (production). */
export const meta: MetaFunction<() => ProductRouteData> = ({ data, params, matches }) => {
  // A route's meta replaces its parents': keep the nearest parent's (description, default title).
  const inherited = matches.at(-2)?.meta ?? []
  const product = data?.product
  return [
    ...inherited.filter((tag) => !product || !('title' in tag)),
    ...(product ? [{ title: `${product.title}｜早餐店` }] : []),
    ...(!config.mocking && params.id
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

export default function Route() {
  const data = useLoaderData<ProductRouteData>()
  const { requireMember, resumeAction, resumed } = useMemberGuard()
  return (
    <ProductDetailPage
      initialProduct={data?.product ?? undefined}
      requireMember={requireMember}
      resumeAction={resumeAction}
      onResumed={resumed}
    />
  )
}
