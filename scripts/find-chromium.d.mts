/** Types of ./find-chromium.mjs, for the TypeScript files that import it (playwright.config.ts). */
export function findChromium(): string | null
export const chromiumFlags: string[]
export const launcherDefaults: { playwright: string[]; lighthouse: string[] }
export const disabledFeatures: string[]
