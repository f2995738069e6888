/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MOCKING?: string
  readonly VITE_API_BASE_URL?: string
  readonly VITE_API_PATH?: string
  readonly VITE_FIREBASE_API_KEY?: string
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string
  readonly VITE_FIREBASE_PROJECT_ID?: string
  readonly VITE_FIREBASE_APP_ID?: string
  readonly VITE_AUTH_EMULATOR_URL?: string
  readonly VITE_ADMIN_DEMO_USERNAME?: string
  readonly VITE_ADMIN_DEMO_PASSWORD?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
