/**
 * Where the build writes the pictures a shared link shows (Open Graph / Twitter, 1200 × 630 PNG):
 * src/app/build/shareImages.server.ts makes them, the pages' tags name them.
 */
/** The shop's name as search engines and chat apps name the site (og:site_name, Organization). */
export const SHOP_NAME = '早餐店'

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** The shop's own share picture (home and every page without one of its own). */
export const SHOP_SHARE_IMAGE_PATH = '/og/shop.png'

/** A product's share picture, made from its own picture. */
export const productShareImagePath = (id: string) => `/og/products/${encodeURIComponent(id)}.png`

/** The shop's logo as a square PNG (schema.org Organization `logo`). */
export const LOGO_IMAGE_PATH = '/og/logo.png'
