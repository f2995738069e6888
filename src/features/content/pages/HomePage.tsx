import { useEffect, useMemo } from 'react'
import { useGetAllProductsQuery } from '@/api/storefront'
import type { Product } from '@/api/types'
import { HomeScreen } from '../components/HomeScreen'
import { onSale } from '../recommended'

export interface HomePageProps {
  /** Products the page was prerendered with; shown until the live list arrives. */
  initialProducts?: Product[]
}

/** / (home): HomeScreen with the recommended products from the API (or those baked in at build time). */
export function HomePage({ initialProducts }: HomePageProps) {
  const { data, isLoading, isError, error } = useGetAllProductsQuery()

  // Spec §8: a failed product load is only logged; the section shows a short note instead.
  useEffect(() => {
    if (error) console.error('取得推薦商品失敗', error)
  }, [error])

  const products = useMemo(() => (data ? onSale(data) : initialProducts), [data, initialProducts])

  return <HomeScreen products={products} isLoading={isLoading && !products} isError={isError} />
}
