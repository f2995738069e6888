import type { ClientLoaderFunctionArgs } from 'react-router-dom'
import type { ApiDispatch } from '@/api/apiReady'
import type { Prerendered, ProductView } from '@/features/catalog/catalog'
import { readLive } from './readLive'

/** What a product's page renders (routes/product.tsx, product-live.tsx). */
export interface ProductRouteData {
  /** The product now (prerendered), or once it has been read. */
  view: ProductView | Promise<ProductView>
}

/** Per page store (its dispatch): products whose page a link started reading on intent. */
const warmedBy = new WeakMap<ApiDispatch, Set<string>>()

const warmed = (dispatch: ApiDispatch) => {
  let ids = warmedBy.get(dispatch)
  if (!ids) warmedBy.set(dispatch, (ids = new Set()))
  return ids
}

/**
 * How long a move to a product whose read intent started waits for it: within this the page
 * arrives whole (the card's picture and name move into it), after it the page shows its loading
 * state until the product is in.
 */
export const WARMED_READ_WAIT_MS = 300

/**
 * A link to the product's page shows intent (src/components/navigation/prefetch.tsx): its read
 * starts now, through RTK Query's prefetch into the page's store, where the route's loader finds it.
 */
export function warmProduct(dispatch: ApiDispatch, id: string): void {
  warmed(dispatch).add(id)
  void import('@/features/catalog/reads').then(
    (reads) => reads.prefetchProduct(dispatch, id),
    // Its chunk could not be loaded (offline): the page reads the product when it is opened.
    () => warmed(dispatch).delete(id),
  )
}

/** Whether intent started reading product `id` into the store of `context`'s page. */
async function wasWarmed(context: ClientLoaderFunctionArgs['context'], id: string): Promise<boolean> {
  return import('../routeContext').then(
    ({ storeOf }) => warmedBy.get(storeOf(context).dispatch)?.has(id) === true,
    () => false,
  )
}

/**
 * In the browser, on a prerendered page once it has hydrated and on every visit after: the live
 * product, read through RTK Query (its own chunk: never part of the first load). Returned unread,
 * so the page shows at once, with the prerendered product or its loading state until it arrives;
 * but when intent started the read, the move waits for it a moment (`WARMED_READ_WAIT_MS`), so the
 * page arrives with its product. A read that gets no answer keeps what the page was prerendered
 * with (`prerendered`).
 */
export async function readProductRoute(
  args: Pick<ClientLoaderFunctionArgs, 'params' | 'context'>,
  prerendered: () => Promise<Prerendered | null>,
): Promise<ProductRouteData> {
  const { view } = readProductUnread(args, prerendered)
  if (!(await wasWarmed(args.context, args.params.id ?? ''))) return { view }
  let timer: ReturnType<typeof setTimeout> | undefined
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WARMED_READ_WAIT_MS)
  })
  try {
    return { view: (await Promise.race([view, waited])) ?? view }
  } finally {
    clearTimeout(timer)
  }
}

function readProductUnread(
  { params, context }: Pick<ClientLoaderFunctionArgs, 'params' | 'context'>,
  prerendered: () => Promise<Prerendered | null>,
): { view: Promise<ProductView> } {
  const id = params.id ?? ''
  const view = readLive(
    context,
    (dispatch) =>
      import('@/features/catalog/reads').then((reads) => reads.readProduct(dispatch, id, prerendered)),
    async (): Promise<ProductView> => {
      const view = await prerendered()
      return {
        product: view?.product ?? null,
        error: view?.product ? null : 'failed',
        related: view?.related,
      }
    },
  )
  return { view }
}
