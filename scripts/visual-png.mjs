// How a baseline picture is stored (scripts/visual.mjs writes every new or changed one this way).
//
// Vitest and Playwright write screenshots with zlib's run-length strategy (Z_RLE) and an alpha
// channel: quick to write, but two to six times larger than need be (a page with a soft gradient
// background: 271 KB instead of 44 KB). Here a picture is stored:
// - as RGB (a screenshot is opaque: the alpha channel is always 255);
// - with each colour channel rounded to a multiple of 8 (255 stays 255): invisible (at most 4 of
//   255 levels per channel) and far inside the comparison's tolerance (tests/visual/config.ts:
//   a pixel counts as changed when its colour moves by 10% of the full range), but it makes the
//   smooth shading of anti-aliased text and illustrations compress a third better (multiples of
//   4: a fifth);
// - with zlib's default strategy at its highest level.
// A picture stored this way still matches the screenshot it came from; a changed one is caught as
// before.
import { PNG } from 'pngjs'

export function storedBaseline(png) {
  const picture = PNG.sync.read(png)
  const { data } = picture
  for (let index = 0; index < data.length; index += 1) {
    // Every fourth byte is alpha (255, dropped when written).
    if (index % 4 !== 3) data[index] = Math.min(255, Math.round(data[index] / 8) * 8)
  }
  return PNG.sync.write(picture, {
    colorType: 2,
    inputHasAlpha: true,
    deflateLevel: 9,
    deflateStrategy: 0,
  })
}
