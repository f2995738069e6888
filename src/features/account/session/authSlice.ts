import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** What the UI needs to know about a signed-in member (a plain snapshot, never the SDK's User). */
export interface Member {
  uid: string
  email: string | null
  displayName: string | null
  providerId: string
}

export interface AuthState {
  /** `unknown` until the sign-in provider has told us whether someone is signed in. */
  status: 'unknown' | 'signedIn' | 'signedOut'
  member: Member | null
}

const initialState: AuthState = { status: 'unknown', member: null }

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    memberChanged(state, action: PayloadAction<Member | null>) {
      state.member = action.payload
      state.status = action.payload ? 'signedIn' : 'signedOut'
    },
  },
  selectors: {
    selectMember: (state) => state.member,
    selectAuthStatus: (state) => state.status,
  },
})

export const { memberChanged } = authSlice.actions
export const { selectMember, selectAuthStatus } = authSlice.selectors
