import { StyleSheet } from '@emotion/sheet'

/**
 * jsdom lays nothing out, yet every `getComputedStyle` it answers matches the element against
 * every CSS rule on the page, walking its ancestors, and it is asked constantly: Testing Library's
 * `*ByRole` and accessible names check each candidate's visibility, user-event checks
 * `pointer-events` before each click, MUI's TextareaAutosize measures itself on every render.
 * MUI's Emotion styles put thousands of rules on the page, so in a profile of the heaviest page
 * test (the 30-field product modal) a third of the CPU went to jsdom's style matching and Emotion
 * inserting rules into jsdom.
 *
 * Only a few properties change what a test can observe in jsdom: whether an element is shown
 * (`display`, `visibility`, `opacity`: Testing Library, jest-dom's `toBeVisible`, axe), clickable
 * (`pointer-events`: user-event), part of an accessible name (`content` of ::before/::after), or
 * visually hidden but read (`clip`, `clip-path`: axe), or sized (`width`, `height`: MUI X Charts
 * measures its container). Every Emotion rule therefore reaches jsdom
 * with those declarations only, and a rule left with none is not inserted. Keyframes, @font-face
 * and the like are dropped too (jsdom runs no animation and loads no font). What the tests assert
 * is unchanged: the same elements are visible, hidden and clickable as with the full styles.
 */
const KEPT = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'content',
  'clip',
  'clip-path',
  // MUI X Charts reads its container's computed size (and logs an error when it has none).
  'width',
  'height',
])

/** Splits `a:b;c:url(x;y);d:"e;f"` at the semicolons that end declarations. */
function declarations(block: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let index = 0; index < block.length; index++) {
    const char = block[index]
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ';' && depth === 0) {
      parts.push(block.slice(start, index))
      start = index + 1
    }
  }
  if (start < block.length) parts.push(block.slice(start))
  return parts
}

function keptDeclarations(block: string): string {
  return declarations(block)
    .filter((declaration) => KEPT.has(declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase()))
    .map((declaration) => `${declaration};`)
    .join('')
}

/**
 * The rule as Emotion's stylis serialises it (`selector{decl;…}`, at-rules wrapping such blocks,
 * no comments, no nesting left), with only the kept declarations; '' when nothing is left.
 */
export function lightRule(rule: string): string {
  // @keyframes, @font-face, @import, @page…: nothing jsdom can observe. Conditional groups
  // (@media, @supports, @container, @layer) wrap ordinary rules and are filtered inside.
  if (rule.startsWith('@') && !/^@(media|supports|container|layer)\b/.test(rule)) return ''
  let light = rule.replace(/([^{}]*)\{([^{}]*)\}/g, (_, selector: string, block: string) => {
    const kept = keptDeclarations(block)
    return kept ? `${selector}{${kept}}` : ''
  })
  // Conditional groups left empty.
  for (let previous = ''; previous !== light;) {
    previous = light
    light = light.replace(/@[^{}]*\{\}/g, '')
  }
  return light
}

const insert = StyleSheet.prototype.insert
StyleSheet.prototype.insert = function insertLight(this: StyleSheet, rule: string) {
  const light = lightRule(rule)
  if (light) insert.call(this, light)
}
