import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { Product } from '@/api/types'
import { useHydrated } from '@/lib/hooks'
import { afterNextPaint } from '@/lib/idle'
import { useSettled } from '@/lib/useSettled'
import type { MemberAction } from '@/lib/memberAction'
import { useTextAheadOfUrl } from '@/lib/useTextAheadOfUrl'
import {
  CLEARED,
  EMPTY_QUERY,
  PARAMS,
  browseProducts,
  parseBrowseQuery,
  releaseBrowsePending,
  searchTerms,
  withBrowseQuery,
  type BrowseQuery,
} from '../browse'
import type { ProductList } from '../catalog'
import { ProductListScreen, type ProductListScreenProps } from '../components/ProductListScreen'
import { listPageTitle } from '../components/listFilters'
import { useAddFavourite, useFavourites, useToggleFavourite } from '../favourites'
import { useAddToCart, type RequireMember } from '../useAddToCart'
import { useResumeMemberAction } from '../useResumeMemberAction'

export interface ProductListPageProps {
  /** The list from the route's loader: the prerendered one, or the live one now or once it is read. */
  list: ProductList | Promise<ProductList>
  /** Reads the list again after a failure (the route's revalidation). */
  onRetry?: () => void
  /** The list is being read again: the loading state shows while nothing is on screen. */
  retrying?: boolean
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
 * Typing never waits for the list: a key renders the search box alone (its own optimistic text);
 * the page's search and the results follow in a transition, which React renders at low priority
 * and drops when the next key arrives, and the URL once they are on screen. A filter's box, a
 * sort, are shown chosen at once the same way (ProductListFilters, ProductListSearchBar), and the
 * URL and the cards follow. The router moves only after the browser has painted what the tap
 * changed (`changeQuery`): a move renders the whole app at once. `npm run bench:interactions`
 * times a key and a tap on a phone, `npm run bench:search` the filtering at 10,000 products.
 *
 * The products come from the route's loader (src/app/routes/products.tsx): on a prerendered page
 * the build's list until the live one is read, else the list's loading state until it is.
 */
export function ProductListPage({
  list,
  onRetry,
  retrying = false,
  requireMember,
  resumeAction,
  onResumed,
}: ProductListPageProps) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  // A prerendered list shows every product: the URL's query applies once the page has hydrated.
  const hydrated = useHydrated()
  // The URL's search, and the rest of its query (the same object while only the search changes).
  const urlText = hydrated ? (searchParams.get(PARAMS.q) ?? '') : ''
  const choicesKey = hydrated ? withBrowseQuery(searchParams, { q: '' }).toString() : ''
  const choices = useMemo(
    () => (choicesKey ? parseBrowseQuery(new URLSearchParams(choicesKey)) : EMPTY_QUERY),
    [choicesKey],
  )
  const favourites = useFavourites()
  const toggleFavourite = useToggleFavourite(requireMember)
  const { addToCart, addingProductIds } = useAddToCart(requireMember)

  // The search box runs ahead of the URL while the shopper types (Back/Forward brings the URL's back).
  const [searchText, setSearchText] = useTextAheadOfUrl(urlText)
  const [hydratedText, setHydratedText] = useState(hydrated)
  if (hydrated && !hydratedText) {
    // The prerendered page had no query: the URL's search shows once hydrated.
    setHydratedText(true)
    setSearchText(urlText)
  }

  const wanted = useMemo<BrowseQuery>(() => ({ ...choices, q: searchText }), [choices, searchText])
  const shown = useDeferredValue(wanted)
  const highlightTerms = useMemo(() => searchTerms(shown.q), [shown.q])

  // A narrowed link: the prerendered (unfiltered) cards stay hidden behind the loading state until
  // the list shown is the URL's, then show before the browser paints again.
  const awaitingUrl = !hydrated || shown !== wanted
  useLayoutEffect(() => {
    if (!awaitingUrl) releaseBrowsePending()
  }, [awaitingUrl])

  /** True while the shopper is typing one search: its keystrokes share one history entry. */
  const typing = useRef(false)

  /**
   * The URL's parameters a change starts from: the last ones asked for, so two changes in a row
   * (before the router has committed the first) both land; the committed ones after each render.
   */
  const params = useRef(searchParams)
  useLayoutEffect(() => {
    params.current = searchParams
  }, [searchParams])

  /**
   * Writes `changes` into the URL once the browser has painted what the tap or key changed (a
   * ticked box, a typed word): a move of the router renders the whole app at once, which is no
   * part of the tap. Resolves once the router has moved there.
   */
  const changeQuery = useCallback(
    async (changes: Partial<BrowseQuery>, options: { replace?: boolean } = {}): Promise<void> => {
      const next = withBrowseQuery(params.current, changes)
      params.current = next
      await afterNextPaint()
      await navigate(`?${next.toString()}`, { preventScrollReset: true, replace: options.replace })
    },
    [navigate],
  )

  const changeControl = useCallback(
    (changes: Partial<BrowseQuery>) => {
      typing.current = false
      return changeQuery(changes)
    },
    [changeQuery],
  )

  /**
   * The search typed, once its results are rendered: the URL follows it then, after the key's
   * frame (the router's work and the history entry are no part of a key press).
   */
  const [typed, setTyped] = useState<{ text: string } | null>(null)
  useEffect(() => {
    if (!typed) return
    void changeQuery({ q: typed.text }, { replace: typing.current })
    typing.current = typed.text !== ''
  }, [typed, changeQuery])

  const changeSearchText = useCallback(
    (text: string) =>
      startTransition(() => {
        setSearchText(text)
        setTyped({ text })
      }),
    [setSearchText],
  )

  // Stable handlers, so the (memoised) cards never re-render for them.
  const onAddToCart = useCallback((product: Product) => addToCart(product.id, 1), [addToCart])
  const onToggleFavourite = useCallback((product: Product) => toggleFavourite(product.id), [toggleFavourite])
  // Back from signing in: the add or the heart, once the page can act on it.
  const addFavourite = useAddFavourite()
  useResumeMemberAction(
    resumeAction,
    hydrated,
    (action) =>
      action.kind === 'addToCart' ? void addToCart(action.productId, 1) : addFavourite(action.productId),
    onResumed,
  )

  const clearAll = useCallback(() => {
    typing.current = false
    setSearchText('')
    void changeQuery(CLEARED)
  }, [changeQuery, setSearchText])

  const endTyping = useCallback(() => {
    typing.current = false
  }, [])

  const screen: ListScreenProps = {
    query: wanted,
    searchText,
    onSearchTextChange: changeSearchText,
    onSearchBlur: endTyping,
    onQueryChange: changeControl,
    onClearAll: clearAll,
    highlightTerms,
    isUpdating: wanted !== shown,
    favourites,
    addingProductIds,
    onAddToCart,
    onToggleFavourite,
    onRetry,
    awaitingUrl,
  }

  return (
    <>
      {/* The document is named after the list's heading (the search, the category). */}
      <title>{listPageTitle(wanted)}</title>
      <ListedProducts list={list} shown={shown} retrying={retrying} screen={screen} />
    </>
  )
}

/** The list while the loader's promise has not settled: the loading state. */
const READING: ProductList = { products: null, failed: false }

type ListScreenProps = Omit<ProductListScreenProps, 'products' | 'results' | 'isLoading' | 'isError'>

/** The screen with the loader's list: its loading state until the list is there. */
function ListedProducts({
  list,
  shown,
  retrying,
  screen,
}: {
  list: ProductList | Promise<ProductList>
  shown: BrowseQuery
  retrying: boolean
  screen: ListScreenProps
}) {
  const settled = useSettled(list, READING)
  const products = useSharedProducts(settled.products)
  const results = useMemo(() => (products ? browseProducts(products, shown) : undefined), [products, shown])
  return (
    <ProductListScreen
      {...screen}
      products={products ?? undefined}
      results={results}
      isLoading={(settled === READING || retrying) && !products}
      isError={settled.failed}
    />
  )
}

/**
 * The products, with each one unchanged since the previous list (the prerendered one, when the
 * live list arrives) kept as the very same object: the memoised cards of an unchanged list
 * re-render nothing.
 */
function useSharedProducts(products: Product[] | null): Product[] | null {
  const [kept, setKept] = useState({ from: products, shared: products })
  if (kept.from === products) return kept.shared
  const shared = kept.shared && products ? keepUnchanged(kept.shared, products) : products
  setKept({ from: products, shared })
  return shared
}

/**
 * `next`, with every product unchanged since `previous` (the same JSON: the API's products are
 * plain JSON) kept as the very object from `previous`, and `previous` itself if nothing changed:
 * the list's memoised cards re-render only for what changed when the live list replaces the
 * prerendered one. (RTK Query's `copyWithStructuralSharing` would bring RTK Query's whole module
 * into the list's first load.)
 */
function keepUnchanged(previous: readonly Product[], next: Product[]): Product[] {
  const before = new Map(previous.map((product) => [product.id, product]))
  let unchanged = previous.length === next.length
  const kept = next.map((product, index) => {
    const old = before.get(product.id)
    if (old === undefined || JSON.stringify(old) !== JSON.stringify(product)) {
      unchanged = false
      return product
    }
    if (previous[index] !== old) unchanged = false
    return old
  })
  return unchanged ? (previous as Product[]) : kept
}
