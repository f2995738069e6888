import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '@/app/AppProviders'
import { makeStore } from '@/app/store'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import type { MemberAction } from '@/lib/memberAction'
import { testMember } from '../../utils/renderApp'

describe('the action to finish after signing in', () => {
  it('is one object for its history entry, whatever renders the page again before it is done', async () => {
    const seen: (MemberAction | null)[] = []
    let renderAgain = () => {}
    function Page() {
      const { resumeAction } = useMemberGuard()
      const [, setCount] = useState(0)
      renderAgain = () => setCount((count) => count + 1)
      seen.push(resumeAction)
      return null
    }
    const action: MemberAction = { kind: 'addToCart', productId: '-OBfast0000000000002', qty: 2 }
    const router = createMemoryRouter([{ path: '/products/:id', element: <Page /> }], {
      initialEntries: [{ pathname: '/products/-OBfast0000000000002', state: { resumeAction: action } }],
    })
    const store = makeStore({ auth: { status: 'signedIn', member: testMember } })
    render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    )
    // The page's own state changes (a spinner), and a member snapshot arrives again (a token refresh).
    await act(async () => renderAgain())
    await act(async () => {
      store.dispatch({ type: 'auth/memberChanged', payload: { ...testMember } })
    })

    expect(seen.length).toBeGreaterThanOrEqual(3)
    expect(seen[0]).toEqual(action)
    expect(new Set(seen).size).toBe(1)
  })
})
