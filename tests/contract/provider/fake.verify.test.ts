import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Verifier } from '@pact-foundation/pact'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type RunningMockServer } from '@mocks/http-server'
import { PACT_FILE_NAME, PROVIDER, STATES } from '../states'
import { fakeStateHandlers, resetFake } from './fake-states'

/**
 * Verifier 1: the committed contract replayed against the fake, served over HTTP by the same MSW
 * handlers the browser runs (mocks/http-server.ts). The state handlers seed the fake in this
 * process before each interaction. Any drift between what the app expects and what the fake
 * answers fails here.
 */
const pactFile = resolve(process.env.PACT_FILE ?? `contracts/${PACT_FILE_NAME}`)
const logLevel = (process.env.PACT_LOG_LEVEL as 'debug' | undefined) ?? 'warn'

let server: RunningMockServer

beforeAll(async () => {
  server = await startMockServer({ port: 0, scenario: 'empty-shop' })
})

afterAll(async () => {
  await server?.close()
})

function verify(pactUrl: string) {
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl: server.url,
    pactUrls: [pactUrl],
    stateHandlers: fakeStateHandlers,
    beforeEach: resetFake,
    logLevel,
  }).verifyProvider()
}

describe('the fake course API', () => {
  it('has a handler for every provider state the contract names', () => {
    expect(Object.keys(fakeStateHandlers).sort()).toEqual(Object.values(STATES).sort())
  })

  it('honours every interaction of the contract', async () => {
    expect(existsSync(pactFile), `${pactFile} is missing: run npm run test:contract -- --update`).toBe(true)
    await verify(pactFile)
  })

  it('is caught when it answers differently (self-check: the report below this line is meant to fail)', async () => {
    // The same verifier, fed one interaction whose expected text differs from the fake's by a
    // character: if this passed, the verification above would prove nothing.
    const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as {
      interactions: Array<{ description: string; response: { body: { content: { message: string } } } }>
    }
    const unknownProduct = pact.interactions.find(
      (i) => i.description === 'a request for a product that does not exist',
    )
    expect(unknownProduct?.response.body.content.message).toBe('找不到產品')
    unknownProduct!.response.body.content.message = '找不到商品'
    pact.interactions = [unknownProduct!]

    const dir = mkdtempSync(join(tmpdir(), 'breakfast-pact-drift-'))
    console.info('\n— self-check: the verification report that follows is MEANT to fail —')
    try {
      const drifted = join(dir, 'drifted.json')
      writeFileSync(drifted, JSON.stringify(pact))
      await expect(verify(drifted)).rejects.toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
