import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { ProductListPage } from '@/features/catalog/pages/ProductListPage'
import { listedProducts } from '@/features/catalog/catalog'
import { config } from '@/config/env'
import { productsAtBuild } from '../prerender/catalogue.server'
import { loadAllProducts, preloadApi } from './catalogueData'

/** Build time: the list is prerendered with the products on sale. */
export function loader() {
  return productsAtBuild(config, listedProducts)
}

/** Client navigations: the request starts while the page's code loads. */
export const clientLoader = loadAllProducts

/** Search, sort and filters change only the query string: the products need no reload for them. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export const links = () => preloadApi('products/all')

export default function Route() {
  const data = useLoaderData<typeof loader>()
  const { requireMember } = useMemberGuard()
  return <ProductListPage initialProducts={data?.products ?? undefined} requireMember={requireMember} />
}
