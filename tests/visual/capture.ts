import { expect } from 'vitest'
import { commands, page } from 'vitest/browser'

/**
 * What a story's screenshot shows, and how it is taken (in the browser, under Vitest): shared by
 * every story's test (.storybook/vitest.setup.ts) and the test of the checker itself
 * (tests/visual/checker.test.tsx), so both compare exactly the same pictures.
 */

export { STORY_NOW } from './clock'

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Makes the browser's window at least this big, so the story's frame is drawn unscaled. */
    fitWindow: (width: number, height: number) => Promise<void>
  }
}

/**
 * The baseline's name: the story's id with its component and story parts as folder and file
 * (`catalog-productcard--sold-out` → `catalog-productcard/sold-out.png`), so a renamed story or
 * component shows as a renamed file.
 */
export const baselineName = (storyId: string) => storyId.replace('--', '/')

const FRAME_ID = 'visual-baseline-frame'

/** Space kept around the story's content, for shadows and focus rings drawn outside its boxes. */
const MARGIN = 8

interface Box {
  left: number
  top: number
  width: number
  height: number
}

/** A box in the page's coordinates, by its edges. */
interface Edges {
  left: number
  top: number
  right: number
  bottom: number
}

const UNCLIPPED: Edges = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity }

/** The smallest box holding both. */
const around = (a: Edges, b: Edges): Edges => ({
  left: Math.min(a.left, b.left),
  top: Math.min(a.top, b.top),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
})

/** The part of `a` inside `b`. */
const within = (a: Edges, b: Edges): Edges => ({
  left: Math.max(a.left, b.left),
  top: Math.max(a.top, b.top),
  right: Math.min(a.right, b.right),
  bottom: Math.min(a.bottom, b.bottom),
})

/**
 * The part of the page the story draws: the union of what every visible element shows (the
 * canvas, and the portals a dialog, menu or toast renders into beside it), a little margin around
 * it, clipped to the page's width and height. A small component gives a small picture; a dialog
 * covers the window, so it gives the window. An element counts only as far as it shows: a box
 * that clips what overflows it (`overflow` other than visible, such as a button's ripple, a
 * growing circle drawn inside it) hides the rest, as CSS clips it (an absolutely positioned
 * element by the boxes around its containing block, a fixed one by none).
 */
function storyBox(): Box {
  stillAnimations()
  const root = document.documentElement
  const pageWidth = root.clientWidth
  const pageHeight = Math.max(root.scrollHeight, document.body.scrollHeight, window.innerHeight)
  let drawn: Edges | null = null
  const visit = (parent: Element, flowClip: Edges, positionedClip: Edges) => {
    for (const element of parent.children) {
      const style = getComputedStyle(element)
      const clip =
        style.position === 'fixed' ? UNCLIPPED : style.position === 'absolute' ? positionedClip : flowClip
      const rect = element.getBoundingClientRect()
      const box = {
        left: rect.left + window.scrollX,
        top: rect.top + window.scrollY,
        right: rect.right + window.scrollX,
        bottom: rect.bottom + window.scrollY,
      }
      const shown = within(box, clip)
      if (rect.width > 0 && rect.height > 0 && shown.right > shown.left && shown.bottom > shown.top)
        drawn = drawn ? around(drawn, shown) : shown
      const clipsInside = style.overflowX !== 'visible' || style.overflowY !== 'visible'
      const inside = clipsInside ? within(clip, box) : clip
      visit(element, inside, style.position === 'static' ? positionedClip : inside)
    }
  }
  visit(document.body, UNCLIPPED, UNCLIPPED)
  const found = drawn as Edges | null
  if (!found) return { left: 0, top: 0, width: 1, height: 1 }
  const x0 = Math.max(0, Math.floor(found.left) - MARGIN)
  const y0 = Math.max(0, Math.floor(found.top) - MARGIN)
  const x1 = Math.min(pageWidth, Math.ceil(found.right) + MARGIN)
  const y1 = Math.min(pageHeight, Math.ceil(found.bottom) + MARGIN)
  return { left: x0, top: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) }
}

/**
 * Animations as the picture draws them (Playwright's `animations: 'disabled'`, which plays the
 * endless ones again once it has its picture): a finite one at its end, an endless one (a spinner's
 * turn) cancelled back to where it starts. Measured turning, a spinner's box grows and shrinks
 * with its angle, and the story seemed to move while it was pictured.
 */
function stillAnimations() {
  for (const animation of document.getAnimations()) {
    try {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel()
      else animation.finish()
    } catch {
      // An animation that cannot finish (a playback rate of 0) is left as it is.
    }
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))

/** Every picture on the page has loaded (or failed) and is decoded, lazy ones included. */
async function picturesLoaded() {
  const images = Array.from(document.images)
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager'
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
}

/**
 * A toast leaves on its own after a moment (1.5 s; an offer to undo, longer): the picture waits
 * until every toast has gone, so it never depends on how fast the machine got there (a story's
 * `play` may still check the toast: it does so before the picture). Toasts have stories of their own,
 * whose toasts stay (`parameters: { visual: { toastsStay: true } }`): their pictures show them.
 */
async function toastsGone() {
  const toast = () => document.querySelector('.notistack-MuiContent, .notistack-Snackbar')
  if (!toast()) return
  await new Promise<void>((gone) => {
    const observer = new MutationObserver(() => {
      if (toast()) return
      observer.disconnect()
      gone()
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

/**
 * The most a dialog's scrolling box hides of its content, in px. (Only in dialogs: their height
 * follows the window's. A box in the page's flow, such as a row that scrolls sideways, keeps its
 * height whatever the window's, and may overflow by a rounding pixel.)
 */
function hiddenByScrolling() {
  let most = 0
  for (const element of document.body.querySelectorAll('[role="dialog"], [role="dialog"] *')) {
    if (element.clientHeight === 0 || element.scrollHeight <= element.clientHeight) continue
    const { overflowY } = getComputedStyle(element)
    if (overflowY === 'auto' || overflowY === 'scroll')
      most = Math.max(most, element.scrollHeight - element.clientHeight)
  }
  return most
}

/**
 * Makes the story's window as tall as what it draws, so the whole of it is on screen (a browser
 * draws only its window: past it, a screenshot of the test's frame would be blank). The window
 * keeps the story's width; layouts that fill the window's height grow with it, as they would on a
 * taller screen.
 */
async function showWholeStory(storyHeight: number) {
  window.scrollTo(0, 0)
  // From the story's own window again: a page that fills its window (min-height: 100vh) would
  // otherwise keep the height of anything it showed for a moment before (a window only grew).
  if (window.innerHeight > storyHeight) {
    await page.viewport(window.innerWidth, storyHeight)
    await nextFrame()
    await nextFrame()
  }
  let lastHidden = Infinity
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { top, height } = storyBox()
    let needed = Math.ceil(top + height)
    // A dialog's box that scrolls grows with the window: the window grows by what it hides, so it
    // is pictured whole, whatever it was scrolled to. One that does not grow with the window (a
    // fixed height) is pictured as it is.
    const hidden = hiddenByScrolling()
    if (hidden > 0 && hidden < lastHidden) needed = Math.max(needed, window.innerHeight + hidden)
    lastHidden = hidden
    if (needed <= window.innerHeight) return
    await commands.fitWindow(window.innerWidth, needed)
    await page.viewport(window.innerWidth, needed)
    await nextFrame()
    await nextFrame()
  }
  throw new Error('The story keeps growing with its window: it cannot be pictured whole')
}

/**
 * The window has no scroll bar: the story is laid out at its full width (375 or 1280 px) whether
 * it is taller than the window or not, as it is once the window has grown to show it whole.
 */
const noScrollBar = document.createElement('style')
noScrollBar.textContent = 'html { scrollbar-width: none; }'
document.head.appendChild(noScrollBar)

/**
 * Compares what the story shows now with its baseline (tests/visual/baselines/stories/<id>.png):
 * fonts loaded, pictures decoded, the whole story on screen, animations finished and the caret
 * hidden (Playwright's screenshot options in vitest.config.ts), at device scale 1.
 */
export async function expectStoryToMatchBaseline(storyId: string, { toastsStay = false } = {}) {
  // The window the story was given (1280 × 800, a phone's 375 × 812), before it grows to show it.
  const storyHeight = window.innerHeight
  if (!toastsStay) await toastsGone()
  await document.fonts.ready
  await picturesLoaded()
  await showWholeStory(storyHeight)
  // Pictures the taller window brought in, and the layout they settle.
  await picturesLoaded()
  await document.fonts.ready
  await nextFrame()
  await showWholeStory(storyHeight)
  await nextFrame()
  const box = storyBox()
  // An empty, transparent box over exactly that part of the page: Playwright's screenshot of an
  // element is the page as drawn inside the element's box.
  const frame = document.createElement('div')
  frame.setAttribute('aria-hidden', 'true')
  frame.dataset.testid = FRAME_ID
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    pointerEvents: 'none',
  })
  document.body.appendChild(frame)
  let mismatch: unknown = null
  try {
    await expect(page.getByTestId(FRAME_ID)).toMatchScreenshot(baselineName(storyId))
  } catch (error) {
    mismatch = error
  } finally {
    frame.remove()
  }
  // A story still changing while it is pictured (an answer that comes after its play has finished)
  // gives a picture that depends on the machine's speed: it is named here, whether or not this
  // picture happened to match.
  const after = storyBox()
  if (describe(after) !== describe(box))
    throw new Error(
      `The story changed while it was pictured (from ${describe(box)} to ${describe(after)}): ` +
        'its play should wait for its final state',
    )
  if (mismatch) throw mismatch
}

const describe = ({ left, top, width, height }: Box) => `${width} × ${height} at ${left}, ${top}`
