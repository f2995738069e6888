import { RouteErrorPage } from '../layouts/RouteErrorPage'
import { StorefrontLayout } from '../layouts/StorefrontLayout'

export default function Route() {
  return <StorefrontLayout />
}

export function ErrorBoundary() {
  return <RouteErrorPage />
}
