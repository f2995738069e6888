import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { handleFirebaseAuthRequest } from '../firebase/identityToolkit'
import { browserOffline, noAnswer } from './support'

export { DEMO_GOOGLE_IDENTITIES, DEMO_MEMBER, resetFirebaseAuthFake } from '../firebase/accounts'

/**
 * The fake Firebase Auth REST API for MSW: the browser worker, msw/node and `npm run mock:server`.
 *
 * One catch-all handler per service, dispatching on the pathname inside the fake, because MSW's
 * path patterns read the colon in `accounts:signUp` as a parameter (firebase-auth-offline.md §D).
 * Any host matches: the SDK in emulator mode calls `<emulator>/identitytoolkit.googleapis.com/v1/…`,
 * `<emulator>/securetoken.googleapis.com/v1/token` and the emulator's `/emulator/v1/…` routes.
 */
async function answer({ request }: { request: Request }) {
  // Preflights are answered by the HTTP server's CORS middleware (a worker never sees them).
  if (request.method === 'OPTIONS') return undefined
  const bodyText = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
  // A realistic pause in the browser (a spinner gets to show); none in Node.
  await delay()
  const { status, body } = await handleFirebaseAuthRequest({
    method: request.method,
    url: new URL(request.url),
    bodyText,
  })
  // Carried out, but the answer is lost when the browser went offline meanwhile (rules).
  return browserOffline() ? noAnswer() : HttpResponse.json(body, { status })
}

export const firebaseAuthHandlers: HttpHandler[] = [
  http.all('*/identitytoolkit.googleapis.com/*', answer),
  http.all('*/securetoken.googleapis.com/*', answer),
  http.all('*/emulator/v1/*', answer),
]
