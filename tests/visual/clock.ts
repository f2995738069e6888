/**
 * The instant every picture is taken at: the stories' clock (.storybook/vitest.setup.ts) and the
 * prerendered pages' (pages.spec.ts). The fake's seed (order times, coupon due dates) and every
 * "today" on screen follow it, so a picture is the same on any day. It is the stories' fixtures'
 * own instant (stories/admin/adminFixtures.ts).
 */
export const STORY_NOW = Date.UTC(2026, 10, 21, 2) // 2026-11-21 10:00 in Taipei
