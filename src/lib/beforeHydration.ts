import { useEffect } from 'react'
import { sharedMessages } from './messages'

/**
 * A prerendered page can be clicked before its scripts have run. Two things would go wrong:
 * - a form submitted then is sent natively: a GET to the page's own URL with every field in the
 *   query string (a sign-in form's password among them) and a reload that loses the visitor's input;
 * - a button clicked then (the narrow navbar's menu, the categories' accordion, a card's heart)
 *   does nothing, and the visitor has to guess that they should click again.
 * A tiny script at the top of every prerendered page's `<head>` holds both instead. Once the page
 * has hydrated (`InputHeldBeforeHydration`, beside each page's content), the held button is
 * clicked again and the held form submitted again, through the app this time. Links
 * are left alone: a prerendered link works without scripts. Offline, the scripts may never come:
 * a button or form held then also puts a notice on the page saying so (taken away at hydration,
 * when what was held runs).
 */
const HYDRATED = '__shopHydrated'
const HELD_FORM = '__shopHeldSubmit'
const HELD_BUTTON = '__shopHeldClick'
const HELD_NOTICE = 'shop-held-offline'

type ShopWindow = Window & {
  [HYDRATED]?: boolean
  [HELD_FORM]?: HTMLFormElement
  [HELD_BUTTON]?: HTMLElement
}

/**
 * The head script: capturing listeners that keep the last button clicked (other than a form's
 * submit button, whose click goes on to submit the form) and the form submitted before hydration.
 * What is held goes no further: the app sees it once, when it is clicked or submitted again.
 */
export const HOLD_INPUT_SCRIPT =
  `function __shopHeldOffline(){if(navigator.onLine!==false||document.getElementById('${HELD_NOTICE}'))return;` +
  `var n=document.createElement('div');n.id='${HELD_NOTICE}';n.setAttribute('role','status');` +
  `n.style.cssText='position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:2000;` +
  `max-width:min(92vw,480px);padding:12px 16px;border-radius:8px;background:#323232;color:#fff;` +
  `font-size:14px;line-height:1.5;box-shadow:0 4px 12px rgba(0,0,0,.3)';` +
  `n.textContent=${JSON.stringify(sharedMessages.network.notReadyOffline)};document.body.appendChild(n)}` +
  `addEventListener('submit',function(e){if(!window.${HYDRATED}){e.preventDefault();e.stopPropagation();` +
  `window.${HELD_FORM}=e.target;__shopHeldOffline()}},true);` +
  `addEventListener('click',function(e){if(window.${HYDRATED}||!e.target.closest)return;` +
  `var b=e.target.closest('button,[role="button"]');` +
  `if(!b||b.disabled||(b.form&&b.type==='submit'))return;` +
  `e.preventDefault();e.stopPropagation();window.${HELD_BUTTON}=b;__shopHeldOffline()},true)`

/**
 * The page's content has hydrated: input goes to the app from now on, a button clicked before is
 * clicked again, and a form submitted before is submitted again, through React this time. Not earlier: the root
 * commits before the content inside its layout's Suspense boundary hydrates, and input in between
 * would reach neither the app nor this hold.
 */
function releaseHeldInput(): void {
  if (typeof window === 'undefined') return
  const page = window as ShopWindow
  page[HYDRATED] = true
  document.getElementById(HELD_NOTICE)?.remove()
  const button = page[HELD_BUTTON]
  const form = page[HELD_FORM]
  delete page[HELD_BUTTON]
  delete page[HELD_FORM]
  if (!button && !form) return
  // In a task of its own: the renders React does right after hydration (the store's client state
  // — a returning member —, what a form's fields kept) come first.
  setTimeout(() => {
    if (button?.isConnected) button.click()
    if (form?.isConnected) form.requestSubmit()
  }, 0)
}

/**
 * Rendered beside every page's content (the storefront and admin layouts, /admin-login), inside the
 * same Suspense boundary: its effect runs once that content has hydrated (the root commits earlier,
 * before boundaries inside it hydrate), and releases what the visitor did before.
 */
export function InputHeldBeforeHydration(): null {
  useEffect(releaseHeldInput, [])
  return null
}
