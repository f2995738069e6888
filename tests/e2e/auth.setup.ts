import { test as setup } from '@playwright/test'
import { SIGNED_IN, signInAsAdmin, signInAsDemoMember } from './support'

/**
 * Runs once before the journeys (the `setup` project in playwright.config.ts): each role signs in
 * through the UI, as a person would, and its session is saved for the journeys that only need to
 * start signed in (`startAsDemoMember`, `startAsAdmin`). IndexedDB is saved too: the Firebase SDK
 * keeps the member's user there. Sign-in itself stays proved here and by the journeys that sign
 * in on the way (account, the admin's logout, the mid-journey role changes).
 */
setup('the demo member signs in through the UI; the session is saved', async ({ page }) => {
  await signInAsDemoMember(page)
  await page.context().storageState({ path: SIGNED_IN.member, indexedDB: true })
})

setup('the demo admin signs in through the UI; the session is saved', async ({ page }) => {
  await signInAsAdmin(page)
  await page.context().storageState({ path: SIGNED_IN.admin, indexedDB: true })
})
