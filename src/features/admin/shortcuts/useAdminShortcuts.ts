import { useEffect, useRef } from 'react'
import { createKeybindingsHandler, type KeyBindingMap } from 'tinykeys'
import type { Shortcut, ShortcutAction } from './shortcuts'

/** A held key's repeats and a key that is part of an IME composition (注音 typing) are no press. */
const notAPress = (event: KeyboardEvent) => event.repeat || event.isComposing

/** Typing in a text field, a select or an editable element: the key is the field's. */
const inField = (event: KeyboardEvent) =>
  event.target instanceof Element && event.target.matches('[contenteditable], input, select, textarea')

/** Inside an open dialog or menu (a modal): its own keys win, no page shortcut fires. */
const inModal = (event: KeyboardEvent) =>
  event.target instanceof Element && event.target.closest('[role="dialog"], [role="presentation"]') !== null

/**
 * Listens on the window for `map`'s bindings, with tinykeys' handler (sequences, ⌘ / Ctrl); a key
 * `ignored` says is not seen at all, so it neither fires a binding nor moves a sequence on.
 */
function listen(map: KeyBindingMap, ignored: (event: KeyboardEvent) => boolean): () => void {
  const handle = createKeybindingsHandler(map)
  const onKey = (event: KeyboardEvent) => {
    if (!ignored(event)) handle(event)
  }
  window.addEventListener('keydown', onKey)
  return () => window.removeEventListener('keydown', onKey)
}

/**
 * Binds the back office's shortcuts (./shortcuts.ts) to the window while the admin layout is up.
 * Sequences (`g` then `o`) and ⌘ / Ctrl are tinykeys'; shortcuts stay quiet during IME composition,
 * while a text field has the focus (except those marked `inFields`) and while a modal is open.
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
      const map = (list: Shortcut[]): KeyBindingMap =>
        Object.fromEntries(
          list.flatMap((shortcut) => {
            const fire = (event: KeyboardEvent) => {
              event.preventDefault()
              unbind()
              bind()
              runRef.current(shortcut.action)
            }
            return [shortcut.binding].flat().map((binding) => [binding, fire])
          }),
        )
      const anywhere = listen(map(shortcuts.filter((shortcut) => shortcut.inFields)), notAPress)
      const onPage = listen(
        map(shortcuts.filter((shortcut) => !shortcut.inFields)),
        (event) => notAPress(event) || inField(event) || inModal(event),
      )
      unbind = () => {
        anywhere()
        onPage()
      }
    }
    bind()
    return () => unbind()
  }, [shortcuts])
}
