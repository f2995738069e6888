/**
 * Where the dev server starts crawling for the dependencies it pre-bundles (`optimizeDeps.entries`):
 * every route module, every feature's modules, the fake's staged start and its panel.
 *
 * Works around: Vite's dev server (8.3.8) crawls only from the pages it is asked for, and finds the
 * dependencies behind a lazy route, a lazy page or the fake's staged start (mocks/start.ts) one
 * wave at a time; each wave re-bundles the dependencies and reloads the open page. Measured on a
 * fresh clone (node_modules/.vite removed), loading `/`, `/products`, `/products/nope` and
 * `/admin-login` in Chromium: without these entries, seven "optimized dependencies changed.
 * reloading" and a second copy of @emotion/react in the page; with them, none.
 */
export const DEV_PREBUNDLE_ENTRIES = [
  'src/app/root.tsx',
  'src/app/entry.client.tsx',
  'src/app/routes/*.tsx',
  'src/features/**/*.tsx',
  'mocks/start.ts',
  'mocks/ui/*.tsx',
]
