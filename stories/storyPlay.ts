import { expect, waitFor, within } from 'storybook/test'

/**
 * Helpers for the `play` functions of stories drawn from the fake backend: such a story shows its
 * state only after the answer arrives, so its play function waits for what proves that state
 * (Storybook shows the same wait in the Interactions panel; the jsdom story tests rely on it).
 */

/** The whole page, dialogs and toasts included (they render in portals outside the canvas). */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The data has arrived: the page's loading spinner is gone. */
export async function spinnerGone(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('progressbar')).toBeNull())
}

/**
 * Waits until what `find` finds is there and visible. Dialogs, spinners and toasts fade in: in a
 * real browser an element mid-fade is not visible yet, so a play waits for the fade's end state.
 */
export async function shows(find: () => HTMLElement) {
  await waitFor(() => expect(find()).toBeVisible())
}

/**
 * The cart's 猜你喜歡 row has its products and has measured itself: only the slides on screen
 * (`perView`: 3 at 1280 px, 1 on a phone) are left unhidden. (Read from the slides themselves: a
 * dialog over the page hides the row from the accessibility tree, not from the picture.)
 */
export async function carouselSettled(canvasElement: HTMLElement, perView: number) {
  await waitFor(() =>
    expect(
      canvasElement.ownerDocument.querySelectorAll('.keen-slider__slide:not([aria-hidden])'),
    ).toHaveLength(perView),
  )
}
