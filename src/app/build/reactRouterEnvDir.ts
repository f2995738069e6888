import type { InlineConfig, Plugin } from 'vite'

/** What Vite 8.1+ prints when a server is created with `envFile: false`. */
export const ENV_FILE_DEPRECATION = 'The `envFile` option is deprecated, please use `envDir: false` instead.'

/** An inline config in the current spelling: `envFile: false` becomes `envDir: false` (the same: no .env files). */
export function withEnvDirNotEnvFile(config: InlineConfig): void {
  if (config.envFile !== false) return
  delete config.envFile
  config.envDir = false
}

// Vite's logger colours its warnings; the message is compared without them.
// eslint-disable-next-line no-control-regex
const withoutColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '')

/**
 * True for the one warning {@link silenceConfigLoaderEnvFileWarning} keeps out of the terminal (as
 * Vite's logger prints it: the line, and a repeat count when the screen is not cleared between).
 */
export function isEnvFileDeprecation(args: readonly unknown[]): boolean {
  const [line, ...rest] = args.map((arg) => (typeof arg === 'string' ? withoutColours(arg).trim() : null))
  return line === ENV_FILE_DEPRECATION && rest.every((arg) => arg !== null && /^\(x\d+\)$/.test(arg))
}

let silenced = false

/**
 * Keeps Vite's `envFile` deprecation warning out of this process's terminal, and only that line:
 * React Router's config loader prints it and no configuration of ours reaches that server (see
 * {@link reactRouterEnvDir}).
 */
export function silenceConfigLoaderEnvFileWarning(): void {
  if (silenced) return
  silenced = true
  const warn = console.warn.bind(console)
  console.warn = (...args: unknown[]) => {
    if (!isEnvFileDeprecation(args)) warn(...args)
  }
}

/**
 * Works around: @react-router/dev 7.18.4 creates two Vite servers of its own with Vite's
 * deprecated `envFile: false`, and Vite ≥ 8.1 (8.3.8 here) warns about it every time
 * (remix-run/react-router#15229; fixed by #15230 in React Router 8, which needs Node ≥ 22.22 —
 * 7.18.4 is the last 7.x). `npm run dev` printed the warning twice on every start, a build once:
 * - its child compiler (route exports) runs this config's plugins, so this plugin hands that server
 *   the same setting in its current spelling (`envDir: false`: no .env files read, exactly what
 *   `envFile: false` did);
 * - its config loader (which reads react-router.config.ts, also started again by its type
 *   generation in `vite dev`) runs no plugin of ours, so that one line is kept out of the terminal
 *   (installed before React Router's own `config` hook runs: `enforce: 'pre'`).
 * Remove with React Router 8.
 */
export function reactRouterEnvDir(): Plugin {
  return {
    name: 'breakfast:react-router-env-dir',
    enforce: 'pre',
    config(config) {
      silenceConfigLoaderEnvFileWarning()
      // `envFile` is an InlineConfig option (what React Router passes to createServer).
      withEnvDirNotEnvFile(config)
    },
  }
}
