import { useEffect, useMemo } from 'react'
import { useGetAllProductsQuery } from '@/api/storefront'
import { HomeScreen } from '../components/HomeScreen'

export function HomePage() {
  const { data, isLoading, isError, error } = useGetAllProductsQuery()

  // Spec §8: a failed product load is only logged; the section shows a short note instead.
  useEffect(() => {
    if (error) console.error('取得推薦商品失敗', error)
  }, [error])

  // Only products on sale are recommended (the API may echo is_enabled as 0/1 or a boolean).
  const products = useMemo(
    () => data?.filter((p) => (p.is_enabled as unknown) !== 0 && (p.is_enabled as unknown) !== false),
    [data],
  )

  return <HomeScreen products={products} isLoading={isLoading} isError={isError} />
}
