import { addons } from 'storybook/manager-api'

/**
 * The manager (Storybook's own UI around the stories). The toolbar's zoom tool is hidden:
 * Storybook 10.6 builds its menu without the `ariaLabel` its popover now requires, so it logged a
 * deprecation warning on every story. `toolbar.<id>.hidden` is Storybook's setting for leaving out
 * a toolbar item; the browser's own zoom (Ctrl/⌘ +/−) does the same for a designer, and Docs pages
 * show each state at a stated scale.
 */
addons.setConfig({
  toolbar: { zoom: { hidden: true } },
})
