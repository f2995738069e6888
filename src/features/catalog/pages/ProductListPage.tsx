import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Product } from '@/api/types'
import { useHydrated } from '@/lib/hooks'
import { useTextAheadOfUrl } from '@/lib/useTextAheadOfUrl'
import {
  CLEARED,
  EMPTY_QUERY,
  browseProducts,
  parseBrowseQuery,
  releaseBrowsePending,
  searchTerms,
  withBrowseQuery,
  type BrowseQuery,
} from '../browse'
import { ProductListScreen } from '../components/ProductListScreen'
import { useAddFavourite, useFavourites, useToggleFavourite } from '../favourites'
import type { RequireMember } from '../useAddToCart'
import type { MemberAction } from '@/lib/memberAction'
import { useResumeMemberAction } from '../useResumeMemberAction'
import type { LiveProductList } from './ProductListLive'
import { loadProductListLive } from './loadProductListLive'

const ProductListLive = lazy(loadProductListLive)

const NONE: readonly string[] = []

export interface ProductListPageProps {
  /** Products the page was prerendered with; shown until the live list arrives. */
  initialProducts?: Product[]
  /** The account feature's members-only check (adding to the cart and favourites need a member). */
  requireMember: RequireMember
  /** What a visitor pressed here before signing in: done once, now that they are a member. */
  resumeAction?: MemberAction | null
  /** Called as the action is done (the route takes it out of history). */
  onResumed?: () => void
}

/**
 * /products: search, sort, nutrition and price filters and the category all live in the URL
 * (`?q=&sort=&maxKcal=&minProtein=&minPrice=&maxPrice=&category=`), so a list can be shared,
 * survives a reload, and Back/Forward step through it. Each change of a control is one history
 * entry; a search typed in one go is one entry too (its later keystrokes replace the entry).
 *
 * Typing never waits for the list: the search box is the page's own state, and the results follow
 * through `useDeferredValue`, so React renders them at low priority and drops stale renders when
 * the next key arrives (`npm run bench:search` measures the filtering itself at 10,000 products).
 *
 * The live part (RTK Query: the product request, add to cart; ./ProductListLive) is its own chunk,
 * so the first load of /products carries no RTK Query: the screen renders (and a prerendered page
 * hydrates) at once with the products it was prerendered with, and takes the live list when the
 * chunk has loaded and the request (preloaded with the HTML) has answered. An add-to-cart click
 * made before the live part is in is kept and sent as soon as it is.
 */
export function ProductListPage({
  initialProducts,
  requireMember,
  resumeAction,
  onResumed,
}: ProductListPageProps) {
  const [live, setLive] = useState<LiveProductList | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()
  // A prerendered list shows every product: the URL's query applies once the page has hydrated.
  const hydrated = useHydrated()
  const paramsKey = hydrated ? searchParams.toString() : ''
  const query = useMemo(
    () => (paramsKey ? parseBrowseQuery(new URLSearchParams(paramsKey)) : EMPTY_QUERY),
    [paramsKey],
  )
  const favourites = useFavourites()
  const toggleFavourite = useToggleFavourite(requireMember)

  // The search box runs ahead of the URL while the shopper types (Back/Forward brings the URL's back).
  const [searchText, setSearchText] = useTextAheadOfUrl(query.q)
  const [hydratedText, setHydratedText] = useState(hydrated)
  if (hydrated && !hydratedText) {
    // The prerendered page had no query: the URL's search shows once hydrated.
    setHydratedText(true)
    setSearchText(query.q)
  }

  const products = live?.products ?? initialProducts

  const wanted = useMemo<BrowseQuery>(() => ({ ...query, q: searchText }), [query, searchText])
  const shown = useDeferredValue(wanted)
  const results = useMemo(() => (products ? browseProducts(products, shown) : undefined), [products, shown])
  const highlightTerms = useMemo(() => searchTerms(shown.q), [shown.q])

  // A narrowed link: the prerendered (unfiltered) cards stay hidden behind the loading state until
  // the list shown is the URL's, then show before the browser paints again.
  const awaitingUrl = !hydrated || shown !== wanted
  useLayoutEffect(() => {
    if (!awaitingUrl) releaseBrowsePending()
  }, [awaitingUrl])

  /** True while the shopper is typing one search: its keystrokes share one history entry. */
  const typing = useRef(false)

  const changeQuery = useCallback(
    (changes: Partial<BrowseQuery>, options: { replace?: boolean } = {}) => {
      setSearchParams((params) => withBrowseQuery(params, changes), {
        preventScrollReset: true,
        replace: options.replace,
      })
    },
    [setSearchParams],
  )

  const changeControl = useCallback(
    (changes: Partial<BrowseQuery>) => {
      typing.current = false
      changeQuery(changes)
    },
    [changeQuery],
  )

  const changeSearchText = useCallback(
    (text: string) => {
      setSearchText(text)
      changeQuery({ q: text }, { replace: typing.current })
      typing.current = text !== ''
    },
    [changeQuery, setSearchText],
  )

  // Add-to-cart clicks made before the live part is in wait for it (none is lost or sent twice).
  // The handlers stay the same functions throughout, so the (memoised) cards never re-render for them.
  const liveRef = useRef<LiveProductList | null>(null)
  const queuedAdds = useRef<string[]>([])
  useEffect(() => {
    liveRef.current = live
    if (!live) return
    for (const productId of queuedAdds.current.splice(0)) live.addToCart(productId, 1)
  }, [live])
  const addById = useCallback((productId: string) => {
    const current = liveRef.current
    if (current) current.addToCart(productId, 1)
    else if (!queuedAdds.current.includes(productId)) queuedAdds.current.push(productId)
  }, [])
  const addToCart = useCallback((product: Product) => addById(product.id), [addById])
  // Back from signing in: the add (queued like a click until the live part is in) or the heart.
  const addFavourite = useAddFavourite()
  useResumeMemberAction(
    resumeAction,
    hydrated,
    (action) => (action.kind === 'addToCart' ? addById(action.productId) : addFavourite(action.productId)),
    onResumed,
  )
  const onToggleFavourite = useCallback((product: Product) => toggleFavourite(product.id), [toggleFavourite])

  const clearAll = useCallback(() => {
    typing.current = false
    setSearchText('')
    changeQuery(CLEARED)
  }, [changeQuery, setSearchText])

  const endTyping = useCallback(() => {
    typing.current = false
  }, [])
  const retry = useCallback(() => live?.retry(), [live])

  return (
    <>
      <ProductListScreen
        products={products}
        results={results}
        isLoading={(live ? live.isLoading : true) && !products}
        isError={live?.isError ?? false}
        query={wanted}
        searchText={searchText}
        onSearchTextChange={changeSearchText}
        onSearchBlur={endTyping}
        onQueryChange={changeControl}
        onClearAll={clearAll}
        highlightTerms={highlightTerms}
        isUpdating={wanted !== shown}
        favourites={favourites}
        addingProductIds={live?.addingProductIds ?? NONE}
        onAddToCart={addToCart}
        onToggleFavourite={onToggleFavourite}
        onRetry={retry}
        awaitingUrl={awaitingUrl}
      />
      <Suspense fallback={null}>
        <ProductListLive initialProducts={initialProducts} requireMember={requireMember} onChange={setLive} />
      </Suspense>
    </>
  )
}
