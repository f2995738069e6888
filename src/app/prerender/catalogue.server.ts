import type { Product, ProductResponse, ProductsAllResponse } from '@/api/types'
import type { AppConfig } from '../../config/env'

/**
 * The shop's products as the build sees them, for prerendering the storefront (build time only:
 * `.server` modules never reach the browser). The same customer endpoints the app calls:
 * - production: the course API the build is configured for, falling back to "no data" (pages are
 *   then prerendered with their loading state and filled in the browser) when it cannot be reached;
 * - demo build: the fake's own handlers answer, from its seed.
 */
export interface BuildCatalogue {
  /** Every product of `products/all`, or null when the API could not be read. */
  allProducts(): Promise<Product[] | null>
  /** One product (`product/:id`), or null. */
  product(id: string): Promise<Product | null>
}

const TIMEOUT_MS = 8000

async function answerFromFake(request: Request): Promise<Response | undefined> {
  const [{ getResponse }, { handlers }, { setServerOrigin }] = await Promise.all([
    import('msw'),
    import('../../../mocks/handlers'),
    import('../../../mocks/origin'),
  ])
  // The demo is static files that may be served from any origin, and its seed pictures are among
  // them: the prerendered pages name them from the site's root (in the browser, the fake then
  // answers with the page's own origin, the same files).
  setServerOrigin('')
  return getResponse(handlers, request)
}

/** Where the build's data comes from, as a log line names it: never the real API when the fake answers. */
const sourceOf = (config: Pick<AppConfig, 'mocking'>, url: string, path: string) =>
  config.mocking ? `${path} (answered by the fake, mocks/handlers)` : url

function createCatalogue(config: Pick<AppConfig, 'mocking' | 'apiBaseUrl' | 'apiPath'>): BuildCatalogue {
  const base = `${config.apiBaseUrl}/v2/api/${config.apiPath}`

  /** The body of a customer endpoint; null when there is none (404: no such record) or it could not be read. */
  async function read<T>(path: string): Promise<T | null> {
    // The fake answers the course API's own URLs (its handlers match them): the request is made
    // to that address in both modes, and only production's goes over the network.
    const url = `${base}/${path}`
    try {
      const response = config.mocking
        ? await answerFromFake(new Request(url))
        : await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      // No such product: an answer, not a failure (the page shows its not-found state).
      if (response?.status === 404) return null
      if (!response?.ok) throw new Error(`HTTP ${response?.status ?? 'no answer'}`)
      return (await response.json()) as T
    } catch (error) {
      console.warn(
        `Prerender: ${sourceOf(config, url, path)} could not be read (${String(error)}); the page is prerendered without it.`,
      )
      return null
    }
  }

  let all: Promise<Product[] | null> | undefined
  return {
    allProducts: () =>
      (all ??= read<ProductsAllResponse>('products/all').then((body) =>
        Array.isArray(body?.products) ? body.products : null,
      )),
    product: (id) =>
      read<ProductResponse>(`product/${encodeURIComponent(id)}`).then((body) => body?.product ?? null),
  }
}

const catalogues = new Map<string, BuildCatalogue>()

/** One catalogue per configuration and build, so `products/all` is read once for every page. */
export function buildCatalogue(
  config: Pick<AppConfig, 'mocking' | 'apiBaseUrl' | 'apiPath'>,
): BuildCatalogue {
  const key = `${config.mocking}|${config.apiBaseUrl}|${config.apiPath}`
  let catalogue = catalogues.get(key)
  if (!catalogue) {
    catalogue = createCatalogue(config)
    catalogues.set(key, catalogue)
  }
  return catalogue
}

/** What a page of the product list shows, as the build sees it (null: the API was out of reach). */
export async function productsAtBuild(
  config: Pick<AppConfig, 'mocking' | 'apiBaseUrl' | 'apiPath'>,
  select: (products: Product[]) => Product[],
): Promise<{ products: Product[] | null }> {
  const products = await buildCatalogue(config).allProducts()
  return { products: products ? select(products) : null }
}
