import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/AppProviders'
import { routesFor } from '@/app/routeObjects'
import { makeStore } from '@/app/store'
import { MuiScope } from '@/components/theme/MuiScope'
import type { Member } from '@/features/account/session/authSlice'
import { MemberSessionBridge } from '@/features/account/session/MemberSessionBridge'
import { setupUser } from './user'

export const testMember: Member = {
  uid: 'demo-member-uid',
  email: 'demo@breakfast.test',
  displayName: '早餐愛好者',
  providerId: 'password',
}

export interface RenderAppOptions {
  /** Preload a signed-in member (true = the demo member). Signed out by default. */
  member?: boolean | Member
}

/**
 * Renders the real app (routes, layouts, providers) at `path` with a fresh store, against the
 * fake backend that tests/setup/integration.ts runs with msw/node.
 */
export function renderApp(path: string, { member }: RenderAppOptions = {}) {
  const signedIn = member === true ? testMember : member || null
  const store = makeStore({ auth: { status: signedIn ? 'signedIn' : 'signedOut', member: signedIn } })
  // The routes' loaders read into the test's store, as the app's read into the page's.
  const router = createMemoryRouter(routesFor(store), { initialEntries: [path] })
  const user = setupUser()
  // The theme around everything, as Storybook gives it (the app gives it to its MUI pages only).
  const view = render(
    <MuiScope>
      <AppProviders store={store}>
        {/* As in App: the sign-in provider's session feeds the store (a preloaded member is kept). */}
        <MemberSessionBridge />
        <RouterProvider router={router} />
      </AppProviders>
    </MuiScope>,
  )
  return { ...view, store, router, user }
}
