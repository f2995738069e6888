import { memo, useCallback } from 'react'
import {
  useLoaderData,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { listedProducts, type ProductList } from '@/features/catalog/catalog'
import { ProductListPage } from '@/features/catalog/pages/ProductListPage'
import { config } from '@/config/env'
import { productsAtBuild } from '../prerender/catalogue.server'
import { preloadApi } from './apiPreload'
import { readLive } from './readLive'

/** What the list's page renders: the list now (prerendered), or once it has been read. */
export interface ProductListRouteData {
  list: ProductList | Promise<ProductList>
}

/** Build time: the list is prerendered with the products on sale. */
export async function loader(): Promise<{ list: ProductList }> {
  const { products } = await productsAtBuild(config, listedProducts)
  return { list: { products, failed: false } }
}

/**
 * In the browser, on the prerendered page once it has hydrated and on every visit after: the live
 * list, read through RTK Query (its own chunk: never part of the first load). Returned unread, so
 * the page shows at once, with the prerendered list or the list's loading state until it arrives.
 */
export function clientLoader({ context, serverLoader }: ClientLoaderFunctionArgs): ProductListRouteData {
  // A failed read keeps what the page was prerendered with (serverLoader: the build's list).
  const prerendered = () =>
    serverLoader<typeof loader>().then(
      ({ list }) => list.products,
      () => null,
    )
  const list = readLive(
    context,
    (dispatch) =>
      import('@/features/catalog/reads').then((reads) => reads.readProductList(dispatch, prerendered)),
    async (): Promise<ProductList> => ({ products: await prerendered(), failed: true }),
  )
  return { list }
}
clientLoader.hydrate = true as const

/**
 * Search, sort and filters change only the query string: the list needs no new read for them
 * (a retry, the same URL, reads again).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameList = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
  return sameList ? false : defaultShouldRevalidate
}

export const links = () => preloadApi('products/all')

/**
 * The list names the document itself, after its heading (`<title>` in ProductListPage: the search
 * or the category): the shop's tags without the shop's title.
 */
export const meta: MetaFunction = ({ matches }) =>
  (matches.at(-2)?.meta ?? []).filter((tag) => !('title' in tag))

/**
 * The page, drawn again only when what it is given changes: the route itself re-renders on every
 * change of the router's state (`useRevalidator` reads it all), such as a move to a product
 * starting, when the whole list page (MUI filters, 20 cards) would otherwise render again for
 * nothing just as the next page is being prepared.
 */
const ListPage = memo(ProductListPage)

export default function Route() {
  const { list } = useLoaderData<ProductListRouteData>()
  const { revalidate, state } = useRevalidator()
  const { requireMember, resumeAction, resumed } = useMemberGuard()
  const retry = useCallback(() => void revalidate(), [revalidate])
  return (
    <ListPage
      list={list}
      onRetry={retry}
      retrying={state === 'loading'}
      requireMember={requireMember}
      resumeAction={resumeAction}
      onResumed={resumed}
    />
  )
}
