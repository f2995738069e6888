import { useSettled } from '@/lib/useSettled'
import { HomeScreen } from '../components/HomeScreen'
import type { HomeProducts } from '../recommended'

export interface HomePageProps {
  /** The products from the route's loader: the prerendered ones, or the live ones now or once read. */
  products: HomeProducts | Promise<HomeProducts>
}

/**
 * / (home): HomeScreen with the recommended products from the route's loader
 * (src/app/routes/home.tsx): on the prerendered page the build's until the live ones are read,
 * else the section's placeholders until they are.
 */
export function HomePage({ products }: HomePageProps) {
  const settled = useSettled(products, READING)
  return (
    <HomeScreen
      products={settled.products ?? undefined}
      isLoading={settled === READING}
      isError={settled.failed}
    />
  )
}

/** The products while the loader's promise has not settled: the section's placeholders. */
const READING: HomeProducts = { products: null, failed: false }
