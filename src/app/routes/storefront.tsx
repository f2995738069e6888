import { useMemo } from 'react'
import { useDispatch } from 'react-redux'
import { PageDataWarmerProvider } from '@/components/navigation/prefetchIntent'
import type { AppDispatch } from '../pageStore'
import { RouteErrorPage } from '../layouts/RouteErrorPage'
import { StorefrontLayout } from '../layouts/StorefrontLayout'
import { pageWarmer } from '../pageWarmer'

export default function Route() {
  const dispatch = useDispatch<AppDispatch>()
  // The storefront's links start reading their page's data on the shopper's intent.
  const warm = useMemo(() => pageWarmer(dispatch), [dispatch])
  return (
    <PageDataWarmerProvider value={warm}>
      <StorefrontLayout />
    </PageDataWarmerProvider>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
