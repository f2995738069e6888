import type { OutputBundle, OutputChunk } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { ROOT_ROUTE, linkAsTheRootDoes, rootStylesheets } from '@/app/build/rootStylesheetsLinkedOnce'

const chunk = (
  fileName: string,
  options: { facade?: string; imports?: string[]; css?: string[]; code?: string },
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId: options.facade ?? null,
    imports: options.imports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
    code: options.code ?? '',
  }) as unknown as OutputChunk

describe('the root route’s stylesheets are linked once', () => {
  const bundle: OutputBundle = {
    'assets/root.js': chunk('assets/root.js', {
      facade: '/shop/src/app/root.tsx',
      imports: ['assets/shell.js'],
      css: ['assets/root.css'],
    }),
    'assets/shell.js': chunk('assets/shell.js', { imports: ['assets/react.js'], css: ['assets/shell.css'] }),
    'assets/react.js': chunk('assets/react.js', {}),
    'assets/about.js': chunk('assets/about.js', {
      facade: '/shop/src/app/routes/about.tsx',
      css: ['assets/about.css'],
    }),
  }

  it('finds the stylesheets the root and the entry import, through their chunks', () => {
    expect(ROOT_ROUTE.test('/shop/src/app/entry.client.tsx')).toBe(true)
    expect(ROOT_ROUTE.test('/shop/src/app/routes/about.tsx')).toBe(false)
    expect(rootStylesheets(bundle, (id) => ROOT_ROUTE.test(id))).toEqual(
      new Set(['assets/root.css', 'assets/shell.css']),
    )
  })

  it('names them in a lazy chunk’s preload list as the root links them, and nothing else', () => {
    const lazy =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/toaster.js","assets/shell.css","assets/about.css"])))=>i.map(i=>d[i]);\n' +
      'const css="assets/shell.css";'
    expect(linkAsTheRootDoes(lazy, new Set(['assets/shell.css']))).toBe(
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/toaster.js","assets/shell.css#","assets/about.css"])))=>i.map(i=>d[i]);\n' +
        'const css="assets/shell.css";',
    )
    expect(linkAsTheRootDoes('export const a=1;', new Set(['assets/shell.css']))).toBe('export const a=1;')
  })
})
