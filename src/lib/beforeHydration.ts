import { useEffect } from 'react'

/**
 * A prerendered page can be clicked before its scripts have run. Two things would go wrong:
 * - a form submitted then is sent natively: a GET to the page's own URL with every field in the
 *   query string (a sign-in form's password among them) and a reload that loses the visitor's input;
 * - a button clicked then (the narrow navbar's menu, the categories' accordion, a card's heart)
 *   does nothing, and the visitor has to guess that they should click again.
 * A tiny script at the top of every prerendered page's `<head>` holds both instead. Once the page
 * has hydrated, the held button is clicked again (`InputHeldBeforeHydration`, beside each
 * prerendered page's content), and the held form is sent by
 * its own handler once its fields have hydrated (`takeHeldSubmit`, used by `formikField`). Links
 * are left alone: a prerendered link works without scripts.
 */
const HYDRATED = '__shopHydrated'
const HELD_FORM = '__shopHeldSubmit'
const HELD_BUTTON = '__shopHeldClick'

type ShopWindow = Window & {
  [HYDRATED]?: boolean
  [HELD_FORM]?: HTMLFormElement
  [HELD_BUTTON]?: HTMLElement
}

/**
 * The head script: capturing listeners that keep the last button clicked (other than a form's
 * submit button, whose click goes on to submit the form) and the form submitted before hydration.
 */
export const HOLD_INPUT_SCRIPT =
  `addEventListener('submit',function(e){if(!window.${HYDRATED}){e.preventDefault();` +
  `window.${HELD_FORM}=e.target}},true);` +
  `addEventListener('click',function(e){if(window.${HYDRATED}||!e.target.closest)return;` +
  `var b=e.target.closest('button,[role="button"]');` +
  `if(!b||b.disabled||(b.form&&b.type==='submit'))return;` +
  `e.preventDefault();window.${HELD_BUTTON}=b},true)`

/**
 * The app has hydrated its root: input goes to the app from now on (React hydrates whatever is
 * still dehydrated when it is clicked). Every page, prerendered or not, reaches this.
 */
export function stopHoldingInput(): void {
  if (typeof window !== 'undefined') (window as ShopWindow)[HYDRATED] = true
}

/** The page's content has hydrated: a button clicked before is clicked again. */
function releaseHeldClick(): void {
  if (typeof window === 'undefined') return
  stopHoldingInput()
  const page = window as ShopWindow
  const button = page[HELD_BUTTON]
  delete page[HELD_BUTTON]
  if (button?.isConnected) button.click()
}

/** True (once) if `form` was submitted before the page hydrated: its handler should send it now. */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  if (typeof window === 'undefined' || !form) return false
  const page = window as ShopWindow
  if (page[HELD_FORM] !== form) return false
  delete page[HELD_FORM]
  return true
}

/**
 * Rendered beside a prerendered page's content, inside the same Suspense boundary: its effect runs
 * once that content has hydrated (the root commits earlier, before boundaries inside it hydrate),
 * and releases what the visitor did before.
 */
export function InputHeldBeforeHydration(): null {
  useEffect(releaseHeldClick, [])
  return null
}
