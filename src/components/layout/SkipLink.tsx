import { sharedMessages } from '@/lib/messages'
import styles from './SkipLink.module.css'

/** The id of the element a {@link SkipLink} leads to: each layout's `<main>`. */
export const MAIN_CONTENT_ID = 'main'

export interface SkipLinkProps {
  /** The id of the element to move to (default: the layout's `<main>`, {@link MAIN_CONTENT_ID}). */
  target?: string
}

/**
 * 跳到主要內容: the first thing a keyboard reaches on every page (the storefront's layout, the back
 * office's and its sign-in page), out of sight until it has focus. Enter moves the focus into the
 * page's main content, past the navbar or the sidebar: the next Tab is the page's first control.
 *
 * Before hydration it is a plain link to `#main`. Once hydrated it focuses the target itself
 * (the URL keeps no `#main`, and focusing scrolls to it); a page whose `<main>` has no id has its
 * first `<main>` focused, made focusable for the script only (`tabindex="-1"`).
 */
export function SkipLink({ target = MAIN_CONTENT_ID }: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      className={styles.skipLink}
      onClick={(event) => {
        const main = document.getElementById(target) ?? document.querySelector('main')
        if (!main) return
        event.preventDefault()
        if (!main.hasAttribute('tabindex')) main.tabIndex = -1
        main.focus()
      }}
    >
      {sharedMessages.skipToContent}
    </a>
  )
}
