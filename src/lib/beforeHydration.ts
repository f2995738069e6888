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
 * A held click goes no further (the app sees it once, when it is clicked again); a held submission
 * does (if the form has hydrated by then, its own handler takes it).
 */
export const HOLD_INPUT_SCRIPT =
  `addEventListener('submit',function(e){if(!window.${HYDRATED}){e.preventDefault();` +
  `window.${HELD_FORM}=e.target}},true);` +
  `addEventListener('click',function(e){if(window.${HYDRATED}||!e.target.closest)return;` +
  `var b=e.target.closest('button,[role="button"]');` +
  `if(!b||b.disabled||(b.form&&b.type==='submit'))return;` +
  `e.preventDefault();e.stopPropagation();window.${HELD_BUTTON}=b},true)`

/**
 * The page's content has hydrated: input goes to the app from now on, and a button clicked before
 * is clicked again. (Not earlier: the root commits before the content inside its layout's Suspense
 * boundary hydrates, and a click in between would reach neither the app nor this hold.)
 */
function releaseHeldClick(): void {
  if (typeof window === 'undefined') return
  const page = window as ShopWindow
  page[HYDRATED] = true
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
 * Rendered beside every page's content (the storefront and admin layouts, /admin-login), inside the
 * same Suspense boundary: its effect runs once that content has hydrated (the root commits earlier,
 * before boundaries inside it hydrate), and releases what the visitor did before.
 */
export function InputHeldBeforeHydration(): null {
  useEffect(releaseHeldClick, [])
  return null
}
