import { getResponse } from 'msw'
import { handlers } from '../mocks/handlers'

/**
 * A request a loading story keeps waiting for as long as the story shows (its spinner, its
 * skeleton). It is answered by the fake, as usual, when the next story starts
 * (`answerHeldRequests`, called by the stories' loader before the next scenario is set up).
 *
 * Never left waiting for good (MSW's `delay('infinite')`): the browser ends a service worker's
 * request after five minutes, and the page that made it then logs a failed load into whichever
 * story is showing by then.
 */
const held = new Set<() => Promise<void>>()

/** An MSW resolver: `http.get('*\/v2/api/:apiPath/cart', heldUntilTheNextStory)`. */
export async function heldUntilTheNextStory({
  request,
}: {
  request: Request
}): Promise<Response | undefined> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let answered = () => {}
  const done = new Promise<void>((resolve) => (answered = resolve))
  held.add(async () => {
    release()
    await done
  })
  await released
  try {
    return await getResponse(handlers, request)
  } finally {
    answered()
  }
}

/** Answers every held request from the fake as it is now, and waits until each answer is made. */
export async function answerHeldRequests() {
  const waiting = [...held]
  held.clear()
  await Promise.all(waiting.map((answer) => answer()))
}
