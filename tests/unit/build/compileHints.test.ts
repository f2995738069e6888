import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, addCompileHints } from '@/app/build/compileHints'

const chunk = (name: string, code: string) =>
  ({ type: 'chunk', name, fileName: `assets/${name}-x.js`, code }) as OutputChunk
const map = (fileName: string, mappings: string) =>
  ({ type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings }) }) as OutputAsset

describe('V8’s compile hint on the chunks a page runs while it hydrates', () => {
  const preloadMap =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js"])))=>i.map(i=>d[i]);\n'
  const bundle: OutputBundle = {
    'assets/shell-x.js': chunk('shell', `${preloadMap}export const a=1;`),
    'assets/shell-x.js.map': map('assets/shell-x.js.map', 'AAAA;AACA'),
    'assets/admin-x.js': chunk('admin', 'export const b=2;'),
  }
  addCompileHints(bundle, new Set(['shell', 'react']))
  const code = (fileName: string) => (bundle[fileName] as OutputChunk).code

  it('is the first line of a named chunk, above Vite’s preload map', () => {
    expect(code('assets/shell-x.js')).toBe(`${COMPILE_HINT}\n${preloadMap}export const a=1;`)
    expect(code('assets/admin-x.js')).toBe('export const b=2;')
  })

  it('moves the chunk’s source map down a line', () => {
    const source = (bundle['assets/shell-x.js.map'] as OutputAsset).source as string
    expect(JSON.parse(source)).toEqual({ version: 3, mappings: ';AAAA;AACA' })
  })

  it('is added once, however often the hook runs', () => {
    addCompileHints(bundle, new Set(['shell']))
    expect(code('assets/shell-x.js').split(COMPILE_HINT)).toHaveLength(2)
  })
})
