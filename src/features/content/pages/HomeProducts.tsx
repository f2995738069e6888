import { startTransition, useEffect, useMemo } from 'react'
import { useGetAllProductsQuery } from '@/api/storefront'
import type { HomeScreenProps } from '../components/HomeScreen'
import { onSale } from '../recommended'

export type LiveHomeProducts = Pick<HomeScreenProps, 'isLoading' | 'isError'> & {
  /** The products on sale, once the live list is in. */
  products: HomeScreenProps['products']
}

/**
 * Home's live product list (RTK Query): its own chunk, rendered beside the screen by HomePage and
 * reporting to it, so the first load of `/` carries no RTK Query and the screen never remounts.
 */
export default function HomeProducts({ onChange }: { onChange: (live: LiveHomeProducts) => void }) {
  const { data, isLoading, isError, error } = useGetAllProductsQuery()

  // Spec §8: a failed product load is only logged; the section shows a short note instead.
  useEffect(() => {
    if (error) console.error('取得推薦商品失敗', error)
  }, [error])

  const products = useMemo(() => (data ? onSale(data) : undefined), [data])
  // A transition: home's render with the live products is done in slices that give way to input.
  useEffect(
    () => startTransition(() => onChange({ products, isLoading, isError })),
    [onChange, products, isLoading, isError],
  )
  return null
}
