// How a baseline picture is stored (scripts/visual.mjs writes every new or changed one this way).
//
// Vitest and Playwright write screenshots as RGBA with zlib's run-length strategy (Z_RLE): quick to
// write, but several times larger than need be. A baseline is stored as the smaller of:
// - a palette PNG (at most 256 colours, no dithering: sharp, i.e. libimagequant), but only when no
//   pixel of it moved by more than half of what the comparison tolerates (pixelmatch at threshold
//   0.07 — its colour distance grows with the square of the threshold, so 0.07 is half the
//   distance of the comparison's 0.1 in tests/visual/config.ts — anti-aliased pixels counted too).
//   Most screens are flat colours, text and illustrations: they fit, at about half the size;
// - otherwise RGB (a screenshot is opaque: the alpha channel is always 255) with each colour channel
//   rounded to a multiple of 8 (255 stays 255): at most 4 of 255 levels off, far inside the
//   comparison's tolerance, and the smooth shading of anti-aliased text compresses a third better;
//   zlib's default strategy at its highest level.
// Either way a picture stored still matches the screenshot it came from, and a changed one is
// caught as before.
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import sharp from 'sharp'

/** Half of the comparison's colour distance (see above). */
const PALETTE_THRESHOLD = 0.07

function roundedRgb(png) {
  const picture = PNG.sync.read(png)
  const { data } = picture
  for (let index = 0; index < data.length; index += 1) {
    // Every fourth byte is alpha (255, dropped when written).
    if (index % 4 !== 3) data[index] = Math.min(255, Math.round(data[index] / 8) * 8)
  }
  return PNG.sync.write(picture, { colorType: 2, inputHasAlpha: true, deflateLevel: 9, deflateStrategy: 0 })
}

async function palette(png) {
  const stored = await sharp(png)
    .png({ palette: true, colours: 256, dither: 0, quality: 100, effort: 10, compressionLevel: 9 })
    .toBuffer()
  const seen = PNG.sync.read(png)
  const kept = PNG.sync.read(stored)
  if (seen.width !== kept.width || seen.height !== kept.height) return null
  const moved = pixelmatch(seen.data, kept.data, null, seen.width, seen.height, {
    threshold: PALETTE_THRESHOLD,
    includeAA: true,
  })
  return moved === 0 ? stored : null
}

/** The PNG's colour type (IHDR): Vitest and Playwright write 6 (RGBA); a stored one is 2 or 3. */
const colourType = (png) => png[25]

export async function storedBaseline(png) {
  // Stored already (a shared picture given its own file again before a run): kept as it is, since
  // quantising a palette picture again would give other bytes for the same picture.
  if (colourType(png) !== 6) return png
  const rgb = roundedRgb(png)
  const indexed = await palette(png)
  return indexed && indexed.length < rgb.length ? indexed : rgb
}
