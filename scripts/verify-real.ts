// npm run contracts:verify-real
//
// Verifier 3 (docs/contracts.md): replays the committed pact against the real course API, on a
// shop used for nothing else. Not part of `npm test` or CI (it needs the network and a test shop).
//
//   PACT_API_PATH     the test shop's api_path (never the live shop's)
//   PACT_ADMIN_USER   that shop's admin e-mail
//   PACT_ADMIN_PASS   that shop's admin password
//   PACT_API_BASE_URL optional, default https://ec-course-api.hexschool.io
//   PACT_FILE         optional, default contracts/breakfast-web-hexschool-course-api.json
//   PACT_WIPE_TEST_SHOP=yes  needed once if the shop still holds data the run did not create
//
// Every interaction starts from an emptied shop and the shop is emptied again at the end.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { RequestHandler } from 'express'
import { CourseApiClient, createRealStates } from '../tests/contract/provider/real-states'
import { CONTRACT_SHOP_PATH, PACT_FILE_NAME, PROVIDER, STATES } from '../tests/contract/states'

process.env.PACT_DO_NOT_TRACK = 'true'

function fail(message: string): never {
  console.error(`\n✗ ${message}`)
  process.exit(2)
}

const apiPath = process.env.PACT_API_PATH?.trim()
const username = process.env.PACT_ADMIN_USER?.trim()
const password = process.env.PACT_ADMIN_PASS
const baseUrl = (process.env.PACT_API_BASE_URL || 'https://ec-course-api.hexschool.io').replace(/\/$/, '')
const pactFile = resolve(process.env.PACT_FILE ?? `contracts/${PACT_FILE_NAME}`)

if (!apiPath || !username || !password) {
  fail(
    'Set PACT_API_PATH, PACT_ADMIN_USER and PACT_ADMIN_PASS to a test shop of the course API (docs/contracts.md).',
  )
}
if (!/^[A-Za-z0-9_-]+$/.test(apiPath)) fail(`PACT_API_PATH "${apiPath}" is not an api_path.`)
if (apiPath === CONTRACT_SHOP_PATH) {
  fail(
    `PACT_API_PATH is the live shop's path (${CONTRACT_SHOP_PATH}). The run empties the shop it tests: use a test shop.`,
  )
}
if (!existsSync(pactFile)) fail(`No pact at ${pactFile}.`)

const client = new CourseApiClient({ baseUrl, apiPath, username, password })
const states = createRealStates(client)

console.log(`Verifying ${pactFile}\n  against ${baseUrl}, shop "${apiPath}" (as ${username})`)

// Safety: refuse to empty a shop that holds data this script did not put there, unless told to.
const inventory = await (async () => client.inventory(await client.signIn()))().catch((error: unknown) =>
  fail(`Could not sign in or read the shop: ${error instanceof Error ? error.message : String(error)}`),
)
const held = inventory.products + inventory.coupons + inventory.orders
if (held > 0 && process.env.PACT_WIPE_TEST_SHOP !== 'yes') {
  fail(
    `The shop "${apiPath}" holds ${inventory.products} products, ${inventory.coupons} coupons and ` +
      `${inventory.orders ? 'some' : 'no'} orders. Every interaction starts by emptying it. If it is a test shop ` +
      'used for nothing else, run again with PACT_WIPE_TEST_SHOP=yes.',
  )
}

const missing = Object.values(STATES).filter((name) => !(name in states.handlers))
if (missing.length) fail(`No real-API handler for: ${missing.join(', ')}`)

// The contract is written for /v2/api/breakfast/…; the test shop lives under its own path.
const contractPrefix = `/v2/api/${CONTRACT_SHOP_PATH}/`
const rewriteShopPath: RequestHandler = (req, _res, next) => {
  if (req.url.startsWith(contractPrefix))
    req.url = `/v2/api/${apiPath}/${req.url.slice(contractPrefix.length)}`
  next()
}

const { Verifier } = await import('@pact-foundation/pact')
let verified = false
try {
  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls: [pactFile],
    stateHandlers: states.handlers,
    beforeEach: states.beforeEach,
    requestFilter: rewriteShopPath,
    changeOrigin: true,
    validateSSL: true,
    timeout: 60_000,
    logLevel: (process.env.PACT_LOG_LEVEL as 'debug' | undefined) ?? 'warn',
  }).verifyProvider()
  verified = true
} catch (error) {
  // Pact has printed its report above; its error message repeats it as JSON, so only other errors show.
  const text = error instanceof Error ? error.message : String(error)
  if (!text.trimStart().startsWith('{')) console.error(text)
} finally {
  await states.cleanUp().catch((error: unknown) => {
    console.error(
      `Clean-up failed, empty the shop by hand: ${error instanceof Error ? error.message : error}`,
    )
  })
}

if (!verified) {
  console.error(
    '\n✗ The real API no longer answers the way the contract says, so the fake (verified against the same\n' +
      '  contract) is now lying. Read the failures above: fix the fake in mocks/ and the consumer\n' +
      '  expectations in tests/contract/consumer to match the real API, or, if the test shop is at fault\n' +
      '  (wrong credentials, leftover data), fix that and run again. See docs/contracts.md.',
  )
  process.exit(1)
}
console.log('\n✓ The real API honours every interaction of the contract: the fake is telling the truth.')
