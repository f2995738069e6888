import { http, HttpResponse, type HttpHandler } from 'msw'
import { MESSAGES } from '../rules'
import { controlHandlers, scenarioMiddleware } from '../scenarios'
import { adminHandlers } from './admin'
import { adminAuthHandlers } from './adminAuth'
import { firebaseAuthHandlers } from './firebaseAuth'
import { storefrontHandlers } from './storefront'
import { doubleSlashGuard, malformedPathGuard, offlineGuard } from './support'
import { uploadHandlers } from './upload'

/** Any other path under /v2/ gets the API's JSON 404 rather than reaching the network. */
const unknownCourseRoute: HttpHandler = http.all('*/v2/*', () =>
  HttpResponse.json({ success: false, message: MESSAGES.routeNotFound }, { status: 404 }),
)

/**
 * The whole fake, in the order MSW tries it: no answer at all while the browser is offline, guards
 * against undecodable paths and doubled slashes,
 * the scenario overlay (latency, a failing endpoint), the control routes, the course API, the fake
 * Firebase, then the course API's 404. The same list runs in the browser (browser.ts), in Vitest
 * (node.ts) and over HTTP (http-server.ts).
 */
export const handlers: HttpHandler[] = [
  offlineGuard,
  malformedPathGuard,
  doubleSlashGuard(() => handlers),
  scenarioMiddleware,
  ...controlHandlers,
  ...adminAuthHandlers,
  ...adminHandlers,
  ...uploadHandlers,
  ...storefrontHandlers,
  ...firebaseAuthHandlers,
  unknownCourseRoute,
]

export { adminAuthHandlers, adminHandlers, storefrontHandlers, uploadHandlers, firebaseAuthHandlers }

/**
 * The paths under which a handler above may answer: the course API (`/v2/`), the control and
 * upload routes (`/__mock/`) and the fake Firebase. Anything else (the page's scripts, pictures and
 * fonts, and the seed pictures, which are files beside the page: only the HTTP fake serves those,
 * with a handler of its own) is none of the fake's business: in the browser the worker sends it
 * straight to the network (public/fakeServiceWorker.js).
 */
export const FAKE_PATHS = [
  '/v2/',
  '/__mock/',
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
  '/emulator/v1/',
]
