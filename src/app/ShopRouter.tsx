import { HydratedRouter } from 'react-router/dom'
import { navigationInstrumentations, useRouterTransitions } from './navigationRendering'

/** React Router's framework router, its moves between pages drawn as ./navigationRendering.ts says. */
export function ShopRouter() {
  return (
    <HydratedRouter useTransitions={useRouterTransitions()} instrumentations={navigationInstrumentations} />
  )
}
