import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { seedImageFile, seedImages } from '@/app/build/seedImages'

const root = mkdtempSync(join(tmpdir(), 'seed-images-'))
const folder = join(root, 'images')
mkdirSync(folder)
writeFileSync(join(folder, 'ham-egg-toast-1.svg'), '<svg/>')
writeFileSync(join(folder, '蛋餅-1.svg'), '<svg/>')
writeFileSync(join(root, 'secret.txt'), 'not a picture')
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the fake’s pictures', () => {
  it('serves a picture of the folder, by its (encoded) name, query ignored', () => {
    expect(seedImageFile(folder, '/ham-egg-toast-1.svg?v=1')).toBe(join(folder, 'ham-egg-toast-1.svg'))
    expect(seedImageFile(folder, `/${encodeURIComponent('蛋餅-1.svg')}`)).toBe(join(folder, '蛋餅-1.svg'))
  })

  it('serves nothing outside the folder, nothing missing and nothing malformed', () => {
    expect(seedImageFile(folder, '/../secret.txt')).toBeNull()
    expect(seedImageFile(folder, '/%2e%2e/secret.txt')).toBeNull()
    expect(seedImageFile(folder, '/missing.svg')).toBeNull()
    expect(seedImageFile(folder, '/%E0%A4%A.svg')).toBeNull()
    expect(seedImageFile(folder, '/')).toBeNull()
  })

  it('puts every picture into the build under seed-images/', () => {
    const emitted: { fileName?: string }[] = []
    const generateBundle = seedImages(folder).generateBundle as (this: unknown) => void
    generateBundle.call({ emitFile: (file: { fileName?: string }) => emitted.push(file) })
    expect(emitted.map((file) => file.fileName).sort()).toEqual([
      'seed-images/ham-egg-toast-1.svg',
      'seed-images/蛋餅-1.svg',
    ])
  })
})
