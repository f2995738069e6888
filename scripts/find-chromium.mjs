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
