import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from 'react-router-dom'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { ProductDetailPage } from '@/features/catalog/pages/ProductDetailPage'
import { config } from '@/config/env'
import { apiUrl } from './apiPreload'
import { readProductRoute, type ProductRouteData } from './productRoute'

/**
 * The product detail route. As it is here, every product page renders in the browser (a build that
 * could not see the products uses it so); routes/product.tsx adds the build-time data to it.
 */
export function clientLoader(args: ClientLoaderFunctionArgs): ProductRouteData {
  return readProductRoute(args, async () => null)
}

/**
 * The product's data preloaded at HTML parse time (production). Its title is the page's own
 * (`<title>` in ProductDetailPage), so a route's meta names none: the product's name stays the
 * document's title while the live product is read.
 */
export const meta: MetaFunction = ({ params, matches }) => {
  // A route's meta replaces its parents': keep the nearest parent's (description), not its title.
  const inherited = matches.at(-2)?.meta ?? []
  return [
    ...inherited.filter((tag) => !('title' in tag)),
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
  const { view } = useLoaderData<ProductRouteData>()
  const revalidator = useRevalidator()
  const { requireMember, resumeAction, resumed } = useMemberGuard()
  return (
    <ProductDetailPage
      view={view}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
      requireMember={requireMember}
      resumeAction={resumeAction}
      onResumed={resumed}
    />
  )
}
