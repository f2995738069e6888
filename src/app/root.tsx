import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, type MetaFunction } from 'react-router-dom'
import { MemberSessionBridge } from '@/features/account/session/MemberSessionBridge'
import { HOLD_INPUT_SCRIPT } from '@/lib/beforeHydration'
import { useHydrated } from '@/lib/hooks'
import { browsePendingScript } from '@/features/catalog/browseUrl'
import { layoutMessages } from '@/components/layout/messages'
import { sharedMessages } from '@/lib/messages'
import { brandPalette, brandStyleSheet } from '@/config/brand'
import { config } from '@/config/env'
import { SHOP_NAME, SHOP_SHARE_IMAGE_PATH } from '@/config/share'
import { AppProviders } from './AppProviders'
import { RouteErrorPage } from './layouts/RouteErrorPage'
import { appStore, createStore, prerenderedState } from './pageStore'
import './global.css'
import { paths } from '@/lib/paths'

// The developer panel (scenarios, reset, sent mails) exists only where the fake runs; in a
// production build this branch is removed and the panel's chunks are never emitted. Its tab is
// plain HTML; the drawer it opens is MUI and brings the theme with it (the storefront's shell has
// none), both loaded when the tab is first pointed at, focused or clicked.
// If its chunks cannot be loaded (offline), the page goes on without it.
const MockDevPanel =
  import.meta.env.VITE_API_MOCKING === 'true'
    ? lazy<ComponentType>(() =>
        (async () => {
          const { default: Panel, lazyDevDrawer } = await import('@mocks/ui/MockDevPanel')
          const themedDrawer = lazyDevDrawer(() =>
            Promise.all([import('@mocks/ui/MockDevDrawer'), import('@/components/theme/MuiScope')]).then(
              ([{ MockDevDrawer }, { MuiScope }]) => ({
                default: function ThemedMockDevDrawer(props: ComponentProps<typeof MockDevDrawer>) {
                  return (
                    <MuiScope>
                      <MockDevDrawer {...props} />
                    </MuiScope>
                  )
                },
              }),
            ),
          )
          return {
            default: function ThemedMockDevPanel() {
              return <Panel drawer={themedDrawer} />
            },
          }
        })().catch(() => ({ default: () => null })),
      )
    : null

const SHOP_DESCRIPTION =
  '早餐店：免下廚、加熱即食的台式早餐。嚴選在地食材、標示營養資訊、可分解包裝。本站為學習作品，非商業用途。'

export const meta: MetaFunction = ({ location }) => [
  { title: sharedMessages.pageTitle },
  { name: 'description', content: SHOP_DESCRIPTION },
  // The page's one address (no query: a filtered list is the list), and what a shared link shows.
  { tagName: 'link', rel: 'canonical', href: `${config.siteUrl}${location.pathname}` },
  { property: 'og:site_name', content: SHOP_NAME },
  { property: 'og:locale', content: 'zh_TW' },
  { property: 'og:type', content: 'website' },
  { property: 'og:title', content: sharedMessages.pageTitle },
  { property: 'og:description', content: SHOP_DESCRIPTION },
  { property: 'og:url', content: `${config.siteUrl}${location.pathname}` },
  { property: 'og:image', content: `${config.siteUrl}${SHOP_SHARE_IMAGE_PATH}` },
  { name: 'twitter:card', content: 'summary_large_image' },
]

/**
 * Runs before the body is parsed: a filtered /products link never paints the unfiltered list, and
 * a click or a form submitted before the page has hydrated is held for the app
 * (@/lib/beforeHydration).
 */
const HEAD_SCRIPT = `${browsePendingScript(paths.products)};${HOLD_INPUT_SCRIPT}`

/** The HTML document around every page (prerendered at build time, then hydrated). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    // The head's first script may mark <html> before React hydrates it (see browsePendingScript).
    <html lang="zh-Hant-TW" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content={brandPalette.primary.main} />
        {/* The design tokens as custom properties, for the plain CSS of the shell (./global.css). */}
        <style dangerouslySetInnerHTML={{ __html: brandStyleSheet }} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

export default function Root() {
  // One store per page load in the browser (shared with route loaders: entry.client.tsx); one per
  // prerendered page.
  const [store] = useState(appStore)
  return (
    <AppProviders store={store} serverState={prerenderedState}>
      <MemberSessionBridge />
      <Outlet />
      {MockDevPanel ? <DevPanel panel={MockDevPanel} /> : null}
    </AppProviders>
  )
}

/**
 * The panel shows the fake's live state: it is never part of a prerendered page. Its own component,
 * so the render after hydration that brings it in re-renders the panel alone, not the whole page.
 */
function DevPanel({ panel: Panel }: { panel: ComponentType }) {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null
}

/**
 * The page of a path that was not prerendered (admin, unknown paths) until its route code is in:
 * an empty page in the shop's colours, and a note for browsers without JavaScript.
 */
export function HydrateFallback() {
  return (
    <div
      aria-busy="true"
      data-spa-fallback=""
      style={{ minHeight: '100dvh', background: 'var(--shop-background)' }}
    >
      <noscript>{layoutMessages.noScript}</noscript>
    </div>
  )
}

export function ErrorBoundary() {
  const [store] = useState(() => createStore())
  return (
    <AppProviders store={store}>
      <RouteErrorPage />
    </AppProviders>
  )
}
