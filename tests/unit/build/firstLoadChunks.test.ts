import { describe, expect, it } from 'vitest'
import {
  COMPILED_EAGERLY,
  MUI_ROOTS,
  SHELL_ROOTS,
  firstLoadChunks,
  reachedFrom,
} from '@/app/build/firstLoadChunks'

/** A module graph as Rolldown's chunking context shows it: each module's static importers. */
const graph = (importers: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in importers ? ({ importers: importers[id] } as never) : null),
})

const nm = (path: string) => `/shop/node_modules/${path}`
const app = (path: string) => `/shop/src/${path}`

describe('the chunk groups take a library only where the shell reaches it', () => {
  const ctx = graph({
    [nm('react-redux/dist/react-redux.mjs')]: [app('app/store.ts')],
    [app('app/store.ts')]: [app('app/root.tsx')],
    [app('app/root.tsx')]: [],
    // RTK Query: only the lazy admin route imports it.
    [nm('@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs')]: [
      app('app/routes/admin-products.tsx'),
    ],
    [app('app/routes/admin-products.tsx')]: [],
    // A cycle does not loop the walk.
    [nm('immer/dist/immer.mjs')]: [nm('immer/dist/other.mjs')],
    [nm('immer/dist/other.mjs')]: [nm('immer/dist/immer.mjs')],
    // Through enhanceHighContrast only: not a path that brings code to the shell.
    [nm('@mui/material/InputBase/inputBaseClasses.js')]: [nm('@mui/material/styles/enhanceHighContrast.js')],
    [nm('@mui/material/styles/enhanceHighContrast.js')]: [app('app/root.tsx')],
  })
  const state = reachedFrom(SHELL_ROOTS, 'state')

  it('names a module the shell imports statically, through other modules', () => {
    expect(state(nm('react-redux/dist/react-redux.mjs'), ctx)).toBe('state')
  })

  it('leaves a module only lazy code imports to that code', () => {
    expect(state(nm('@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs'), ctx)).toBeNull()
    expect(state(nm('immer/dist/immer.mjs'), ctx)).toBeNull()
    expect(state(nm('unknown/index.js'), ctx)).toBeNull()
  })

  it('does not walk through imports that never bring code to the shell', () => {
    expect(state(nm('@mui/material/InputBase/inputBaseClasses.js'), ctx)).toBeNull()
  })

  it('knows its roots: the entry, the root, the storefront layout; MUI’s scope', () => {
    for (const root of ['app/entry.client.tsx', 'app/root.tsx', 'app/routes/storefront.tsx'])
      expect(SHELL_ROOTS.test(app(root)), root).toBe(true)
    expect(SHELL_ROOTS.test(app('app/routes/products.tsx'))).toBe(false)
    expect(MUI_ROOTS.test(app('components/theme/MuiScope.tsx'))).toBe(true)
  })

  it('names every chunk that gets the compile hint', () => {
    const names = firstLoadChunks().groups!.map((group) =>
      typeof group.name === 'string' ? group.name : group.debugName,
    )
    expect(new Set(names)).toEqual(COMPILED_EAGERLY)
  })
})
