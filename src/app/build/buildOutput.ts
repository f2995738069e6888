import { existsSync, renameSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadScriptsAfterPageOrFail } from './loadScriptsAfterPage.server'

/** The fake's service worker scripts (public/): the dev server and the demo need them, production never. */
export const FAKE_WORKER_SCRIPTS = ['mockServiceWorker.js', 'fakeServiceWorker.js'] as const

/** Where a build of a mode ends up: `npm run build` → dist/, `npm run build:demo` → dist-demo/. */
export const outputFolder = (production: boolean) => (production ? 'dist' : 'dist-demo')

/**
 * Not a workaround: what happens once React Router has written a build (its `buildEnd`). React
 * Router writes `<buildDirectory>/client` and `/server`; the shop is static files (`ssr: false`),
 * so the client folder becomes the mode's output folder (one folder per mode, so a production
 * and a demo build can run at the same time) and the server build, used only to prerender, goes.
 * Then the prerendered pages are post-processed ({@link loadScriptsAfterPageOrFail}), and a
 * production build loses the fake's worker scripts that Vite copied from public/.
 */
export function finishBuild({
  root,
  buildDirectory,
  production,
}: {
  root: string
  buildDirectory: string
  production: boolean
}): string {
  const target = resolve(root, outputFolder(production))
  rmSync(target, { recursive: true, force: true })
  renameSync(resolve(root, buildDirectory, 'client'), target)
  rmSync(resolve(root, buildDirectory), { recursive: true, force: true })
  loadScriptsAfterPageOrFail(target)
  if (production) {
    for (const worker of FAKE_WORKER_SCRIPTS) {
      const file = resolve(target, worker)
      if (existsSync(file)) rmSync(file)
    }
  }
  return target
}
