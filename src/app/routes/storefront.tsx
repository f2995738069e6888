import { useMemo } from 'react'
import { useDispatch } from 'react-redux'
import { PageDataWarmerProvider } from '@/components/navigation/prefetchIntent'
import { SharedElementNames } from '@/components/product/SharedElementNames'
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
      {/* Names a card's picture and name and its product page's for a move between them. */}
      <SharedElementNames />
    </PageDataWarmerProvider>
  )
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
