import { useEffect, useRef } from 'react'
import { defaultKeybindingsHandlerIgnore, tinykeys, type KeybindingsMap } from 'tinykeys'
import type { Shortcut, ShortcutAction } from './shortcuts'

/** Inside an open dialog or menu (a modal): its own keys win, no page shortcut fires. */
const inModal = (event: KeyboardEvent) =>
  event.target instanceof Element && event.target.closest('[role="dialog"], [role="presentation"]') !== null

/**
 * Binds the back office's shortcuts (./shortcuts.ts) to the window while the admin layout is up.
 * Sequences (`g` then `o`), ⌘ / Ctrl and IME composition are tinykeys'; shortcuts stay quiet while
 * a text field has the focus (except those marked `inFields`) and while a modal is open.
 */
export function useAdminShortcuts(shortcuts: Shortcut[], run: (action: ShortcutAction) => void): void {
  // The latest handler, so the window listeners are bound once.
  const runRef = useRef(run)
  useEffect(() => {
    runRef.current = run
  })
  useEffect(() => {
    let unbind = () => {}
    // After a shortcut fires, the bindings start afresh: tinykeys stops at the first match and
    // leaves the other sequences that began with the same key half-typed (`g` `d`, then `g` `p`
    // would wait for a `p` that `g` had already cancelled).
    const bind = () => {
      const map = (list: Shortcut[]): KeybindingsMap =>
        Object.fromEntries(
          list.map((shortcut) => [
            shortcut.binding,
            (event: KeyboardEvent) => {
              event.preventDefault()
              unbind()
              bind()
              runRef.current(shortcut.action)
            },
          ]),
        )
      const anywhere = tinykeys(window, map(shortcuts.filter((shortcut) => shortcut.inFields)), {
        ignore: (event) => event.repeat || event.isComposing,
      })
      const onPage = tinykeys(window, map(shortcuts.filter((shortcut) => !shortcut.inFields)), {
        ignore: (event) => defaultKeybindingsHandlerIgnore(event) || inModal(event),
      })
      unbind = () => {
        anywhere()
        onPage()
      }
    }
    bind()
    return () => unbind()
  }, [shortcuts])
}
