import { composeStories } from '@storybook/react-vite'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import controls from '@/components/layout/controls.module.css'
import { expectStoryToMatchBaseline } from './capture'

/**
 * A test of the checker itself: a deliberate 1 px change to a shared style is caught in every
 * story that uses it.
 *
 * The shared style is the shell's button (`.button` in src/components/layout/controls.module.css:
 * the navbar's and footer's buttons and links, the product cards' and the home page's). The
 * change is the one a careless edit of that file makes: 1 px more padding on the left. Instead of
 * editing the file and running every story again (minutes), the test renders a small set of
 * stories known to use the style (every story of the navbar and the footer, found by file name
 * so a moved file is still found), exactly as the suite does, and for each one:
 *
 * 1. compares its picture with its committed baseline as the suite does: it must match (so the
 *    comparison is the real one, on the real baseline);
 * 2. adds the 1 px to the rule in the page's own stylesheet (the CSS module as the story loaded
 *    it), and compares again: a story that draws the style must NOT match any more, and one that
 *    does not (the footer draws the module's other styles) must still match: the change is caught
 *    exactly where it shows;
 * 3. puts the rule back.
 * A last test checks that enough stories of the set draw the style for this to prove something.
 *
 * The failed comparisons write their pictures under test-results/visual/checker/, never over a
 * baseline; `npm run visual:update` and `visual:review` leave this file out.
 */

type StoryModule = Parameters<typeof composeStories>[0]
interface ComposedStory {
  id: string
  globals: { viewport?: { value?: string } }
  run: () => Promise<void>
}
const modules = import.meta.glob<StoryModule>(
  ['../../stories/**/Navbar.stories.tsx', '../../stories/**/Footer.stories.tsx'],
  { eager: true },
)

/** The stylesheet rule of the shared style, as the page has it. */
function sharedRule(): CSSStyleRule {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText === `.${controls.button}`) return rule
    }
  }
  throw new Error(`No rule .${controls.button} on the page`)
}

let restore: (() => void) | null = null
afterEach(() => {
  restore?.()
  restore = null
})

describe('a 1 px change to the shell button’s padding (controls.module.css)', () => {
  const stories = Object.values(modules).flatMap(
    (module) => Object.values(composeStories(module)) as ComposedStory[],
  )

  const drawing: string[] = []

  for (const Story of stories) {
    it(`is caught in ${Story.id} if the story draws the style, and only then`, async () => {
      // Drawn at the width the story is meant for, as every story's test does.
      const phone = Story.globals.viewport?.value === 'mobile1'
      await page.viewport(phone ? 375 : 1280, phone ? 812 : 800)
      await Story.run()
      await expectStoryToMatchBaseline(Story.id)

      const draws = document.querySelector(`.${controls.button}`) !== null
      const rule = sharedRule()
      const padding = rule.style.getPropertyValue('padding-left')
      restore = () => rule.style.setProperty('padding-left', padding)
      rule.style.setProperty('padding-left', `${parseFloat(padding) + 1}px`)

      if (draws) {
        drawing.push(Story.id)
        await expect(expectStoryToMatchBaseline(Story.id)).rejects.toThrow(/Screenshot does not match/)
      } else {
        await expectStoryToMatchBaseline(Story.id)
      }
    })
  }

  it('is made on enough stories that draw the style', () => {
    expect(drawing.length, `stories drawing .button: ${drawing.join(', ')}`).toBeGreaterThanOrEqual(3)
  })
})
