import { useCallback, useContext, useEffect, type MouseEvent, type Ref } from 'react'
import {
  Link,
  NavLink,
  matchRoutes,
  PrefetchPageLinks,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom'
import { usePrefersReducedMotion } from '@/lib/motion'
import { usePrefetchIntent, type IntentHandlers, type PrefetchOn } from './prefetchIntent'

/**
 * Links that prefetch their page on the shopper's intent (./prefetchIntent.ts says when and what).
 */

/**
 * React Router's prefetch links for the page at `page` (its route modules and their imports, the
 * `links()` its routes preload), and its routes' stylesheets, which React Router 7 leaves out of
 * them. Those are linked into the document at once rather than prefetched: a route's CSS modules
 * only style their own (hashed) classes, so nothing on the page changes, and the page arrives
 * styled in its first frame. (Linked only on the move, a stylesheet loads as the page renders: the
 * page would show once unstyled, and the view transition into it would capture that frame, or be
 * skipped on a phone whose layout viewport the unstyled page widened.) Nothing outside React
 * Router's framework mode (stories and tests render screens in a plain router, with no build
 * manifest to read): the check React Router's own `<Link prefetch>` makes.
 */
export function PrefetchPage({ page }: { page: string }) {
  const framework = useContext(UNSAFE_FrameworkContext)
  const dataRouter = useContext(UNSAFE_DataRouterContext)
  const manifest = framework?.manifest
  const routes = dataRouter?.router.routes
  useEffect(() => {
    if (!manifest || !routes) return
    const matches = matchRoutes(routes, page) ?? []
    for (const href of new Set(matches.flatMap((match) => manifest.routes[match.route.id]?.css ?? []))) {
      if (linked(href)) continue
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      document.head.append(link)
    }
  }, [manifest, routes, page])
  return framework ? <PrefetchPageLinks page={page} /> : null
}

/** The document links the stylesheet at `href` already (a `#` suffix names the same file). */
function linked(href: string): boolean {
  const withoutHash = (url: string) => url.split('#')[0]
  const wanted = withoutHash(new URL(href, document.baseURI).href)
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => withoutHash(link.href) === wanted,
  )
}

type IntentEventProps = Partial<IntentHandlers<HTMLAnchorElement>>

/** `ours` after `theirs`, unless theirs prevented the default (as React Router composes its own). */
function composed(
  theirs: IntentEventProps,
  ours: IntentHandlers<HTMLAnchorElement>,
): IntentHandlers<HTMLAnchorElement> {
  const both =
    <E extends { defaultPrevented: boolean }>(
      their: ((event: E) => void) | undefined,
      our: (event: E) => void,
    ) =>
    (event: E) => {
      their?.(event)
      if (!event.defaultPrevented) our(event)
    }
  return {
    onMouseEnter: both(theirs.onMouseEnter, ours.onMouseEnter),
    onMouseLeave: both(theirs.onMouseLeave, ours.onMouseLeave),
    onFocus: both(theirs.onFocus, ours.onFocus),
    onTouchStart: both(theirs.onTouchStart, ours.onTouchStart),
  }
}

/**
 * What a link that prefetches its page adds: its intent handlers (after the link's own) and ref,
 * and React Router's prefetch links once intent was shown (rendered beside the link, as React
 * Router's `<Link prefetch>` renders them).
 */
function useLinkPrefetch(
  to: string,
  prefetchOn: PrefetchOn,
  props: IntentEventProps,
  ref: Ref<HTMLAnchorElement> | undefined,
) {
  const { prefetching, ref: intentRef, handlers } = usePrefetchIntent<HTMLAnchorElement>(to, prefetchOn)
  const setRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      intentRef(node)
      assignRef(ref, node)
    },
    [intentRef, ref],
  )
  return {
    linkProps: { ...composed(props, handlers), ref: setRef },
    prefetchLinks: prefetching ? <PrefetchPage page={to} /> : null,
  }
}

interface PrefetchProps {
  /** The page, as a path (`paths.…`). */
  to: string
  /** Prefetched on intent (default), or also once in view on a phone (product cards). */
  prefetchOn?: PrefetchOn
  ref?: Ref<HTMLAnchorElement>
}

export interface PrefetchLinkProps
  extends Omit<LinkProps, 'to' | 'prefetch' | 'viewTransition' | 'ref'>, PrefetchProps {
  /**
   * The move is a view transition where the browser has them (React Router's `viewTransition`),
   * except for a shopper who asked for reduced motion. Without React Router's `flushSync`: React
   * Router 7.18 applies it only where no loader has to run first (after a client loader, as on a
   * product's page, the navigation ends without it, in React Router's default path: a render naming
   * the shared elements, an effect starting the transition, the new page rendered in slices in its
   * update, an effect ending it), so all it did was render the page being left, in its loading
   * state, inside the tap's own handler instead of in a transition.
   */
  viewTransition?: boolean
}

/**
 * React Router's `Link`, prefetching its page on intent (see above) and, when asked, moving there
 * with a view transition unless the shopper prefers reduced motion.
 */
export function PrefetchLink({
  to,
  prefetchOn = 'intent',
  viewTransition = false,
  ref,
  ...props
}: PrefetchLinkProps) {
  const { linkProps, prefetchLinks } = useLinkPrefetch(to, prefetchOn, props, ref)
  const reducedMotion = usePrefersReducedMotion()
  const transition = viewTransition && !reducedMotion
  const { onClick } = props
  const onFollowedClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !followsInPage(event)) return
    // The link leaves with the page it is on, and a tap or a click focused it. Removing a focused
    // element makes Chromium fix the focus up there and then, which lays out the whole document
    // (the old page and the new) inside React's commit: ~90 ms on a phone at 4× CPU, and a second
    // layout for the frame after. Focus would end on the document's body either way.
    event.currentTarget.blur()
  }
  return (
    <>
      <Link {...props} {...linkProps} to={to} viewTransition={transition} onClick={onFollowedClick} />
      {prefetchLinks}
    </>
  )
}

export interface PrefetchNavLinkProps extends Omit<NavLinkProps, 'to' | 'prefetch' | 'ref'>, PrefetchProps {}

/** React Router's `NavLink` (marks the page it names as current), prefetching its page on intent. */
export function PrefetchNavLink({ to, prefetchOn = 'intent', ref, ...props }: PrefetchNavLinkProps) {
  const { linkProps, prefetchLinks } = useLinkPrefetch(to, prefetchOn, props, ref)
  return (
    <>
      <NavLink {...props} {...linkProps} to={to} />
      {prefetchLinks}
    </>
  )
}

/** A click the link follows in this tab (React Router's rule): the main button, no modifier key. */
function followsInPage(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target')
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}
