import { useLoaderData } from 'react-router-dom'
import { HomePage } from '@/features/content/pages/HomePage'
import { recommendedProducts } from '@/features/content/recommended'
import { config } from '../config'
import { buildCatalogue } from '../prerender/catalogue.server'
import { preloadApi, prefetchAllProducts } from './catalogueData'

/** Build time: the recommended products are prerendered into the page. */
export async function loader() {
  const products = await buildCatalogue(config).allProducts()
  return { products: products ? recommendedProducts(products) : null }
}

/** Client navigations: the request starts while the page's code loads. */
export function clientLoader() {
  prefetchAllProducts()
  return { products: null }
}

export const links = () => preloadApi('products/all')

export default function Route() {
  const data = useLoaderData<typeof loader>()
  return <HomePage initialProducts={data?.products ?? undefined} />
}
