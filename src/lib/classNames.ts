/**
 * Joins the class names that apply (`cx(styles.card, selected && styles.selected)`), for the
 * screens styled by CSS modules. Eight lines of our own rather than clsx: clsx is in the build's
 * MUI styling chunk (vite.config.ts), which the plain pages must not load.
 */
export const cx = (...classes: (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(' ')
