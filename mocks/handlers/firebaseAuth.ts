import type { HttpHandler } from 'msw'

/** Fake Firebase Identity Toolkit (filled by the member-accounts work). */
export const firebaseAuthHandlers: HttpHandler[] = []
