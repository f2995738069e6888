import { useLoaderData } from 'react-router-dom'
import { listedProducts } from '@/features/catalog/catalog'
import { ProductListPage } from '@/features/catalog/pages/ProductListPage'
import { config } from '../config'
import { buildCatalogue } from '../prerender/catalogue.server'
import { preloadApi, prefetchAllProducts } from './catalogueData'

/** Build time: the list is prerendered with the products on sale. */
export async function loader() {
  const products = await buildCatalogue(config).allProducts()
  return { products: products ? listedProducts(products) : null }
}

/** Client navigations: the request starts while the page's code loads. */
export function clientLoader() {
  prefetchAllProducts()
  return { products: null }
}

export const links = () => preloadApi('products/all')

export default function Route() {
  const data = useLoaderData<typeof loader>()
  return <ProductListPage initialProducts={data?.products ?? undefined} />
}
