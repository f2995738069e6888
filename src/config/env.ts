/**
 * The one place that reads import.meta.env. Vite replaces these at build time, so a production
 * build carries only the values it was built with. `readConfig` also serves build scripts that
 * hold the same variables from Vite's `loadEnv` (react-router.config.ts).
 */
type EnvVariables = Partial<Record<string, string | boolean | undefined>>

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '')

export function readConfig(env: EnvVariables = {}) {
  const mocking = env.VITE_API_MOCKING === 'true'
  return {
    /** The in-browser fake answers the course API and Firebase Auth (dev, demo build, tests). */
    mocking,
    apiBaseUrl: (text(env.VITE_API_BASE_URL) || 'https://ec-course-api.hexschool.io').replace(/\/$/, ''),
    apiPath: text(env.VITE_API_PATH) || 'breakfast',
    /**
     * The shop's public address (no trailing slash): canonical links, Open Graph, structured data,
     * sitemap.xml. Set it to where the build is served.
     */
    siteUrl: (text(env.VITE_SITE_URL) || 'http://localhost:4174').replace(/\/+$/, ''),
    firebase: {
      apiKey: text(env.VITE_FIREBASE_API_KEY),
      authDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN),
      projectId: text(env.VITE_FIREBASE_PROJECT_ID),
      appId: text(env.VITE_FIREBASE_APP_ID) || undefined,
    },
    /** Where the Firebase SDK is pointed in mock mode; the fake Identity Toolkit answers there. */
    authEmulatorUrl: text(env.VITE_AUTH_EMULATOR_URL) || 'http://127.0.0.1:9099',
    /** Prefill for the admin sign-in form; only ever set in mock mode (.env.mock). */
    adminDemoCredentials:
      mocking && text(env.VITE_ADMIN_DEMO_USERNAME)
        ? { username: text(env.VITE_ADMIN_DEMO_USERNAME), password: text(env.VITE_ADMIN_DEMO_PASSWORD) }
        : null,
  } as const
}

export const config = readConfig(import.meta.env)

export type AppConfig = ReturnType<typeof readConfig>
