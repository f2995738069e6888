import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SEED_IMAGES_FOLDER, drawAll } from '../../../scripts/generate-seed-images'

describe('the committed pictures are what scripts/generate-seed-images.ts draws', () => {
  const drawn = drawAll()

  it('every picture it draws is committed, byte for byte (else: run it and commit the pictures)', () => {
    for (const [file, svg] of drawn) expect(readFileSync(file, 'utf8'), file).toBe(svg)
  })

  it('every seed picture committed is one it draws (a product the seed no longer names leaves none behind)', () => {
    const committed = readdirSync(SEED_IMAGES_FOLDER).filter((name) => name.endsWith('.svg'))
    expect(committed.map((name) => `${SEED_IMAGES_FOLDER}/${name}`).sort()).toEqual(
      [...drawn.keys()].filter((file) => file.startsWith(SEED_IMAGES_FOLDER)).sort(),
    )
  })
})
