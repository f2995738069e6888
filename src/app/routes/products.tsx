import { useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { loadProductListLive } from '@/features/catalog/pages/loadProductListLive'
import { ProductListPage } from '@/features/catalog/pages/ProductListPage'
import { listedProducts } from '@/features/catalog/catalog'
import { config } from '@/config/env'
import { productsAtBuild } from '../prerender/catalogue.server'
import { loadAllProducts, preloadApi } from './catalogueData'

/** Build time: the list is prerendered with the products on sale. */
export function loader() {
  return productsAtBuild(config, listedProducts)
}

/** Client navigations: the request and the list's live part start while the page's code loads. */
export function clientLoader() {
  void loadProductListLive()
  return loadAllProducts()
}

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
  const { requireMember, resumeAction, resumed } = useMemberGuard()
  return (
    <ProductListPage
      initialProducts={data?.products ?? undefined}
      requireMember={requireMember}
      resumeAction={resumeAction}
      onResumed={resumed}
    />
  )
}
