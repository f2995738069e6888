import { afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '@mocks/node'

/** One course-API call the page made: method, path and the raw body ('' for a GET). */
export interface SentRequest {
  method: string
  path: string
  text: string
  /** The body parsed as JSON (undefined when there is none). */
  readonly body: unknown
}

/**
 * Records every course-API call (/v2/…) the page makes during each test, in order. Call it at
 * a test file's top level; the returned array is emptied before each test. It also loads the
 * app's lazily-loaded dialog up front, so a slow first import under a busy machine does not eat
 * into the dialog assertions.
 */
export function recordCourseApiRequests(): SentRequest[] {
  const sent: SentRequest[] = []
  const record = async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/v2/')) return
    const text = request.method === 'GET' ? '' : await request.clone().text()
    sent.push({
      method: request.method,
      path: url.pathname,
      text,
      get body(): unknown {
        return text ? JSON.parse(text) : undefined
      },
    })
  }
  beforeAll(async () => {
    await import('@/components/dialogs/MessageDialog')
  })
  beforeEach(() => {
    sent.length = 0
    server.events.on('request:start', record)
  })
  afterEach(() => {
    server.events.removeListener('request:start', record)
  })
  return sent
}
