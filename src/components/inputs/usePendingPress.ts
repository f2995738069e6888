import { useState } from 'react'

/** What a press starts returns: nothing to wait for, or a promise that settles when it is done. */
export type PressResult = void | PromiseLike<unknown>

/** What a button does when pressed. */
export type PressAction = () => PressResult

/**
 * A button's own "working" state: true from the press (rendered at once, in the press's own frame,
 * and only in the button) until the promise its action returned settles. The page's state that
 * says the same (a product being added) may come later, in a transition that renders a whole
 * list: without this, a tap painted nothing until the toast.
 *
 * Not an async transition (`useTransition`): React entangles every transition started while an
 * async action is pending with it, so the list's search and filters would wait for the request.
 */
export function usePendingPress(action: PressAction): [pending: boolean, press: () => void] {
  const [pending, setPending] = useState(false)
  const press = () => {
    const result = action()
    if (!result || typeof result.then !== 'function') return
    setPending(true)
    const done = () => setPending(false)
    result.then(done, done)
  }
  return [pending, press]
}
