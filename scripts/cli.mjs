// The command that runs a package's own command-line tool with this Node, as `npx <tool>` would but
// without starting npm first (about half a CPU-second each time, and the test runner starts a
// dozen tools).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'

const require = createRequire(import.meta.url)

/** Path (relative to the working directory) of `pkg`'s command `name` (its only one by default). */
export function cliPath(pkg, name) {
  const manifest = require.resolve(`${pkg}/package.json`)
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'))
  const file = typeof bin === 'string' ? bin : bin?.[name ?? Object.keys(bin ?? {})[0]]
  if (!file) throw new Error(`${pkg} has no command ${name ?? ''}`.trim())
  return relative(process.cwd(), join(dirname(manifest), file))
}

/** `node <that path>`, for a shell command line. */
export const cli = (pkg, name) => `node ${cliPath(pkg, name)}`
