import { useLoaderData } from 'react-router-dom'
import { HomePage } from '@/features/content/pages/HomePage'
import { loadHomeProducts } from '@/features/content/pages/loadHomeProducts'
import { recommendedProducts } from '@/features/content/recommended'
import { config } from '@/config/env'
import { productsAtBuild } from '../prerender/catalogue.server'
import { loadAllProducts, preloadApi } from './catalogueData'

/** Build time: the recommended products are prerendered into the page. */
export function loader() {
  return productsAtBuild(config, recommendedProducts)
}

/** Client navigations: the request and the live list's code start while the page's code loads. */
export function clientLoader() {
  void loadHomeProducts()
  return loadAllProducts()
}

export const links = () => preloadApi('products/all')

export default function Route() {
  const data = useLoaderData<typeof loader>()
  return <HomePage initialProducts={data?.products ?? undefined} />
}
