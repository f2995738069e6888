import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { Connect, Plugin } from 'vite'

/** The URL path the fake's pictures are served at (mocks/rules.ts names them so). */
export const SEED_IMAGES_PATH = '/seed-images'

const CONTENT_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' }

/**
 * The file a request under /seed-images/ names, or null when it names none (not in the folder,
 * missing, or a path that climbs out of it).
 */
export function seedImageFile(folder: string, url: string | undefined): string | null {
  let name: string
  try {
    name = decodeURIComponent((url ?? '').split('?')[0])
  } catch {
    return null
  }
  const root = resolve(folder)
  const file = resolve(join(root, name))
  if (!file.startsWith(root + sep) || !existsSync(file)) return null
  return file
}

/** The dev server's handler for /seed-images/ (mounted under that path). */
export function serveSeedImages(folder: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const file = seedImageFile(folder, req.url)
    if (!file) return next()
    res.setHeader(
      'Content-Type',
      CONTENT_TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream',
    )
    createReadStream(file).pipe(res)
  }
}

/**
 * Not a workaround: the fake shop's pictures live beside its seed data (mocks/seed/images) and are
 * served at /seed-images/ only where the fake runs — the dev server (`npm run dev`) and the demo
 * build (`npm run build:demo`, emitted as assets). A production build gets none of them
 * (react-router.config.ts also drops the fake's worker scripts from it). Vite's `public/` folder
 * cannot do this: it is copied into every build.
 */
export function seedImages(folder: string): Plugin {
  return {
    name: 'breakfast:seed-images',
    // The pictures belong to the browser build only (not React Router's build-time server build).
    applyToEnvironment: (environment) => environment.name === 'client',
    configureServer(server) {
      server.middlewares.use(SEED_IMAGES_PATH, serveSeedImages(folder))
    },
    generateBundle() {
      if (!existsSync(folder)) return
      for (const name of readdirSync(folder)) {
        this.emitFile({
          type: 'asset',
          fileName: `${SEED_IMAGES_PATH.slice(1)}/${name}`,
          source: readFileSync(join(folder, name)),
        })
      }
    },
  }
}
