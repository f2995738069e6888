import { useState, type ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { AppProviders } from '@/app/AppProviders'
import { makeStore } from '@/app/store'
import { MuiScope } from '@/components/theme/MuiScope'
import { brandStyleSheet } from '@/config/brand'
import type { Member } from '@/features/account/session/authSlice'

export const demoMember: Member = {
  uid: 'demo-member-uid',
  email: 'demo@breakfast.test',
  displayName: '早餐愛好者',
  providerId: 'password',
}

export interface StoryRouteParameter {
  /** Route pattern the story renders under, e.g. '/products/:id'. */
  path?: string
  /** The URL the memory router starts at. */
  initialEntry?: string
}

/**
 * What every story renders inside: a fresh store (no cache leaking between stories), the app's
 * providers, the MUI theme (the app gives it only to its MUI pages and chunks; every story gets
 * it) and a memory router, optionally with a signed-in member.
 */
export function StoryShell({
  member,
  route,
  children,
}: {
  member?: boolean | Member
  route?: StoryRouteParameter
  children: ReactNode
}) {
  const [store] = useState(() => {
    const signedIn = member === true ? demoMember : member || null
    return makeStore({ auth: { status: signedIn ? 'signedIn' : 'signedOut', member: signedIn } })
  })
  return (
    <MuiScope>
      {/* The design tokens the plain shell's CSS reads, as the document's head has them in the app. */}
      <style dangerouslySetInnerHTML={{ __html: brandStyleSheet }} />
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route?.initialEntry ?? route?.path ?? '/']}>
          {route?.path ? (
            <Routes>
              <Route path={route.path} element={children} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </AppProviders>
    </MuiScope>
  )
}
