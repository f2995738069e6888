/**
 * The one place that reads import.meta.env. Vite replaces these at build time, so a production
 * build carries only the values it was built with.
 */
const env = import.meta.env

export const config = {
  /** The in-browser fake answers the course API and Firebase Auth (dev, demo build, tests). */
  mocking: env.VITE_API_MOCKING === 'true',
  apiBaseUrl: (env.VITE_API_BASE_URL || 'https://ec-course-api.hexschool.io').replace(/\/$/, ''),
  apiPath: env.VITE_API_PATH || 'breakfast',
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    appId: env.VITE_FIREBASE_APP_ID || undefined,
  },
  /** Where the Firebase SDK is pointed in mock mode; the fake Identity Toolkit answers there. */
  authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099',
  /** Prefill for the admin sign-in form; only ever set in mock mode (.env.mock). */
  adminDemoCredentials:
    env.VITE_API_MOCKING === 'true' && env.VITE_ADMIN_DEMO_USERNAME
      ? { username: env.VITE_ADMIN_DEMO_USERNAME, password: env.VITE_ADMIN_DEMO_PASSWORD ?? '' }
      : null,
} as const

export type AppConfig = typeof config
