import type { Plugin } from 'vite'

/**
 * The id the stand-in is loaded under (`\0`: a virtual module no other plugin tries to read).
 */
export const TLDTS_STAND_IN_ID = '\0breakfast:tldts-stand-in'

/**
 * What the demo build gets in place of `tldts`: the host's last two labels as its "domain"
 * (none for an IP address or a one-label host).
 */
export const tldtsStandInSource = `
export function getDomain(hostname) {
  const host = String(hostname ?? '').toLowerCase().replace(/\\.$/, '')
  if (/^[\\d.]+$/.test(host) || host.includes(':')) return null
  const labels = host.split('.').filter(Boolean)
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
`

/**
 * Works around: msw 2.15 keeps a cookie jar (tough-cookie 6), which looks cookie domains up in the
 * Public Suffix List through tldts 7: the demo build's fake chunk is 25.9 KiB gzipped with this
 * stand-in and 137.1 KiB without it (tldts 7.5.4). tough-cookie will not make the list optional (its maintainers
 * declined: salesforce/tough-cookie#265). The fake never sets a cookie, so its jar never needs
 * the list: in the demo build, tough-cookie's `import { getDomain } from 'tldts'` resolves to a
 * stand-in. Only tough-cookie's import is replaced, and only in the browser build of the demo
 * (Node, where msw/node runs in the tests, keeps the real tldts).
 *
 * Still needed while msw depends on tough-cookie and tough-cookie on tldts (the unit test checks
 * both and fails once an upgrade drops either).
 */
export function tldtsStandIn(): Plugin {
  return {
    name: 'breakfast:tldts-stand-in',
    apply: 'build',
    // The browser build only, not React Router's build-time server build.
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before Vite's own resolver, so the stand-in replaces tldts.
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'tldts' && importer?.includes('tough-cookie') ? TLDTS_STAND_IN_ID : null
    },
    load(id) {
      return id === TLDTS_STAND_IN_ID ? tldtsStandInSource : null
    },
  }
}
