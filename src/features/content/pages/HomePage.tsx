import { lazy, Suspense, useState } from 'react'
import type { Product } from '@/api/types'
import { HomeScreen } from '../components/HomeScreen'
import type { LiveHomeProducts } from './HomeProducts'
import { loadHomeProducts } from './loadHomeProducts'

const HomeProducts = lazy(loadHomeProducts)

export interface HomePageProps {
  /** Products the page was prerendered with; shown until the live list arrives. */
  initialProducts?: Product[]
}

/** / (home): HomeScreen with the recommended products from the API (or those baked in at build time).
 *
 * The live list (RTK Query, ./HomeProducts) is its own chunk, so the first load of `/` carries no
 * RTK Query: the screen renders (and a prerendered page hydrates) at once with the products it was
 * prerendered with, and takes the live list when the chunk has loaded and the request answered.
 */
export function HomePage({ initialProducts }: HomePageProps) {
  const [live, setLive] = useState<LiveHomeProducts | null>(null)
  const products = live?.products ?? initialProducts
  return (
    <>
      <HomeScreen
        products={products}
        isLoading={(live ? live.isLoading : true) && !products}
        isError={live?.isError ?? false}
      />
      <Suspense fallback={null}>
        <HomeProducts onChange={setLive} />
      </Suspense>
    </>
  )
}
