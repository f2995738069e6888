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
 * The flags every headless Chromium of the project's checks runs with (the journeys, the
 * Storybook check, Lighthouse): no sandbox (containers run as root), no GPU, and no background
 * traffic (updates, sync, QUIC) that would add work or requests unrelated to the page.
 *
 * `--disable-features=FontDataServiceLinux`: Chromium 150 on Linux serves system fonts to each
 * renderer through a font data service that copies a whole font collection into shared memory the
 * first time a page uses it. With Debian's CJK fonts (fonts-noto-cjk: two 20 MB `.ttc` files,
 * regular and bold) that copy made the first layout of every page 280–370 ms instead of 55–87 ms
 * (the home page, CDP `LayoutDuration`, on a busy 2-core machine), in every fresh page of the
 * journeys and in every Lighthouse run. Phones (what Lighthouse emulates) have their CJK font as
 * the system font and pay none of it; with the feature off, the renderer maps the same font files
 * as before this service existed. What is drawn does not change.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=FontDataServiceLinux',
]
