import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/** V8's explicit compile hint for a whole file (Chrome ≥ 136): the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Puts {@link COMPILE_HINT} at the top of every chunk named in `chunkNames`, and moves its source
 * map (already its own asset by then) down a line with it.
 */
export function addCompileHints(bundle: OutputBundle, chunkNames: ReadonlySet<string>): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunkNames.has(chunk.name) || chunk.code.startsWith(COMPILE_HINT)) continue
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`
    const map = bundle[`${chunk.fileName}.map`]
    if (map?.type === 'asset' && typeof map.source === 'string') {
      const parsed = JSON.parse(map.source) as { mappings: string }
      map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
    }
  }
}

/**
 * V8's explicit compile hint on the chunks every page runs while it hydrates: V8 compiles them
 * whole on a background thread as they stream in, instead of function by function on the main
 * thread when hydration first calls each (in a Chromium trace of a product page's load, the main
 * thread's `V8.CompileCode` went from about 200 to about 40 ms).
 *
 * Works around: the hint must be a file's first line, and Vite 8.3.8 prepends its preload map
 * (`const __vite__mapDeps=…`) to a chunk in its own `generateBundle`, above anything Rolldown's
 * `output.banner` wrote (it keeps only a `#!` line on top). So the hint is added after Vite's
 * hook (`order: 'post'`). Tried with Vite 8.3.8 / Rolldown 1.2.19: the hint as `output.banner` was
 * in none of the built chunks, and the shell's chunk starts with the preload map. No bundler has
 * an option for it (esbuild points to its banner: evanw/esbuild#4247).
 */
export function compileHints(chunkNames: ReadonlySet<string>): Plugin {
  return {
    name: 'breakfast:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle, chunkNames)
      },
    },
  }
}
