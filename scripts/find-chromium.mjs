import { existsSync } from 'node:fs'

/** Debian's Chromium (apt-get install -y chromium), or whatever CHROMIUM_PATH names. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ].filter(Boolean)
  return candidates.find((path) => existsSync(path)) ?? null
}

/**
 * Features switched off in every headless Chromium of the project's checks.
 *
 * Chromium reads only the LAST `--disable-features=` on its command line (two in a row: the first
 * is ignored; checked with the omnibox popup below). Playwright and Lighthouse's launcher each pass
 * their own list before ours, so ours repeats theirs: `launcherDefaults` is Playwright 1.65's list
 * (tests/unit/scripts/chromiumFlags.test.ts fails if the installed playwright-core disables a
 * feature this one lacks) and the Lighthouse launcher's. An unknown name is ignored.
 *
 * Ours:
 * - `FontDataServiceLinux`: Chromium 150 on Linux serves system fonts to each renderer through a
 *   font data service that copies a whole font collection into shared memory the first time a page
 *   uses it. With Debian's CJK fonts (fonts-noto-cjk: two 20 MB `.ttc` files, regular and bold)
 *   that copy made the first layout of every page 280–370 ms instead of 55–87 ms (the home page,
 *   CDP `LayoutDuration`, on a busy 2-core machine), in every fresh page of the journeys and in
 *   every Lighthouse run. Phones (what Lighthouse emulates) have their CJK font as the system font
 *   and pay none of it; with the feature off, the renderer maps the same font files as before this
 *   service existed. What is drawn does not change.
 * - `WebUIOmniboxPopup`, `WebUIOmniboxAimPopup`, `WebUIOmniboxFullPopup`: Chromium 156 draws the
 *   address bar's suggestion popup as a web page (chrome://omnibox-popup.top-chrome) and builds it,
 *   in a renderer of its own, for every new window; headless makes a window per browser context,
 *   so every journey and every Lighthouse run paid for one nobody sees: about 1.1 CPU-s per new
 *   page (new context + blank page + 1 s: 1.1–1.4 CPU-s with it, 0.2–0.3 without), on a 2-core
 *   machine where the page under test competes with it.
 */
const ourDisabledFeatures = [
  'FontDataServiceLinux',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
]

export const launcherDefaults = {
  playwright: [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
  ],
  lighthouse: [
    'Translate',
    'OptimizationHints',
    'MediaRouter',
    'DialMediaRouteProvider',
    'CalculateNativeWinOcclusion',
    'InterestFeedContentSuggestions',
    'CertificateTransparencyComponentUpdater',
    'AutofillServerCommunication',
    'PrivacySandboxSettings4',
  ],
}

export const disabledFeatures = [
  ...new Set([...launcherDefaults.playwright, ...launcherDefaults.lighthouse, ...ourDisabledFeatures]),
]

/**
 * The flags every headless Chromium of the project's checks runs with (the journeys, the
 * Storybook check, Lighthouse): no sandbox (containers run as root), no GPU, no background
 * traffic (updates, sync, QUIC) that would add work or requests unrelated to the page, and the
 * features above switched off.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${disabledFeatures.join(',')}`,
]
