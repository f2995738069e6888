#!/usr/bin/env node
// npm run test:contract [-- --update]   (also the "contracts" step of `npm test`)
//
// 1. consumer  Pact consumer tests (tests/contract/consumer) drive the app's real RTK Query
//              endpoints against Pact's mock server and write a fresh pact into a temporary folder.
// 2. drift     The fresh pact must equal the committed one in contracts/: a changed contract is a
//              reviewed change. `--update` accepts the fresh pact (copies it into contracts/).
// 3. provider  The committed pact is replayed against the fake served over HTTP, with provider
//              states seeding it (tests/contract/provider/fake.verify.test.ts); then the verifier's
//              self-check (a drifted contract must fail), whose intended failure report is hidden.
// 4. spec      Self-test of the static Swagger check (the check itself needs the official Swagger:
//              npm run contracts:check-spec -- <path or URL>, run by .ci/run when it is present).
//
// Every step runs and is reported, so one run shows every problem. See docs/contracts.md.
//
// Two lanes side by side, one per core: 1–2 (the consumer side) and 3–4 (the provider side, which
// replays the committed pact, so it does not wait for the fresh one). Each step is a Vitest run on
// one core; one after another they left the second core idle. A step's output is printed whole
// when it ends, so the lanes' logs do not interleave.
import { spawn, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const CONTRACTS_DIR = resolve('contracts')
const update = process.argv.includes('--update')
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' }
const results = []

/**
 * Runs `work` (sync or async; it returns whether the step passed and may call `log`), then prints
 * the step's heading and everything it logged in one piece.
 */
async function step(name, work) {
  const started = Date.now()
  const lines = []
  const log = (text) => lines.push(text)
  let ok = false
  try {
    ok = await work(log)
  } catch (error) {
    log(error instanceof Error ? error.message : String(error))
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`\n━━ contracts: ${name} (${seconds} s)`)
  if (lines.length) console.log(lines.join('\n'))
  results.push({ name, ok, seconds })
  return ok
}

const reportDir = process.env.TEST_REPORT_DIR ? resolve(process.env.TEST_REPORT_DIR) : null

/**
 * One Vitest project of vitest.contract.config.ts; resolves with whether it passed. Its output goes
 * to `log` (`quiet`: only if the run fails). With TEST_REPORT_DIR (npm run test:stress) a JSON
 * report is written there too.
 */
function vitest(project, log, { extraEnv = {}, testNamePattern, report = project, quiet = false } = {}) {
  const args = ['vitest', 'run', '-c', 'vitest.contract.config.ts', '--project', project]
  if (testNamePattern) args.push('--testNamePattern', testNamePattern)
  if (reportDir) {
    args.push(
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reportDir, `contract-${report}.json`)}`,
    )
  }
  return new Promise((settle) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...extraEnv } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString().trimEnd()
      if (text && (!quiet || status !== 0)) log(text)
      settle(status === 0)
    })
  })
}

/**
 * The form pact files are committed in: keys sorted at every level, interactions sorted by
 * description then provider states, two-space JSON. Pact already writes nearly this; pinning it
 * here keeps the comparison about content, not about how a Pact version happens to print.
 */
function canonical(text) {
  const pact = JSON.parse(text)
  const sortKeys = (value) => {
    if (Array.isArray(value)) return value.map(sortKeys)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    )
  }
  const orderKey = (interaction) =>
    `${interaction.description}\u0000${(interaction.providerStates ?? []).map((state) => state.name).join('\u0000')}`
  if (Array.isArray(pact.interactions)) {
    pact.interactions = [...pact.interactions].sort((a, b) => (orderKey(a) < orderKey(b) ? -1 : 1))
  }
  return `${JSON.stringify(sortKeys(pact), null, 2)}\n`
}

function showDiff(committed, fresh, log) {
  for (const [command, args] of [
    ['git', ['diff', '--no-index', '--no-color', '--', committed, fresh]],
    ['diff', ['-u', committed, fresh]],
  ]) {
    const { status, stdout } = spawnSync(command, args, { encoding: 'utf8' })
    if (status === null || status > 1) continue
    const lines = stdout.split('\n')
    log(lines.slice(0, 200).join('\n'))
    if (lines.length > 200) log(`… ${lines.length - 200} more lines`)
    return
  }
  log('(no diff tool found; compare the two files above by hand)')
}

const outDir = mkdtempSync(join(tmpdir(), 'breakfast-pact-'))

const consumerSide = async () => {
  await step('consumer tests → fresh pact', (log) =>
    vitest('consumer', log, { extraEnv: { PACT_OUT_DIR: outDir } }),
  )
  await step(update ? 'update contracts/ with the fresh pact' : 'fresh pact = committed pact', (log) =>
    compareWithCommitted(log),
  )
}

function compareWithCommitted(log) {
  const fresh = readdirSync(outDir).filter((name) => name.endsWith('.json'))
  if (fresh.length === 0) {
    log('The consumer tests wrote no pact file.')
    return false
  }
  mkdirSync(CONTRACTS_DIR, { recursive: true })
  const committed = readdirSync(CONTRACTS_DIR).filter((name) => name.endsWith('.json'))
  let same = true
  for (const name of fresh) {
    const freshPath = join(outDir, name)
    const committedPath = join(CONTRACTS_DIR, name)
    const freshText = canonical(readFileSync(freshPath, 'utf8'))
    writeFileSync(freshPath, freshText)
    if (existsSync(committedPath) && readFileSync(committedPath, 'utf8') === freshText) {
      log(`contracts/${name}: unchanged`)
      continue
    }
    if (update) {
      copyFileSync(freshPath, committedPath)
      log(`contracts/${name}: updated — review the change and commit it`)
      continue
    }
    same = false
    if (!existsSync(committedPath)) {
      log(`contracts/${name} is not committed yet.`)
    } else {
      log(`contracts/${name} differs from what the consumer tests now produce:`)
      showDiff(committedPath, freshPath, log)
    }
  }
  for (const name of committed.filter((name) => !fresh.includes(name))) {
    if (update) {
      rmSync(join(CONTRACTS_DIR, name))
      log(`contracts/${name}: removed (no consumer test writes it any more)`)
    } else {
      same = false
      log(`contracts/${name} is committed but no consumer test writes it any more.`)
    }
  }
  if (!same) {
    log(
      '\nA changed contract is a reviewed change. If the change is intended, run\n' +
        '  npm run test:contract -- --update\nand commit contracts/ with the code that changed it.',
    )
  }
  return same
}

const providerSide = async () => {
  await step('provider verification: the fake honours contracts/', (log) =>
    vitest('provider', log, { testNamePattern: '^(?!.*self-check)' }),
  )

  // The verifier must also be able to fail: fed a contract that differs from the fake by one
  // character, it has to reject it. Its report of that (intended) failure is kept out of the log.
  await step('provider verification self-check: a drifted contract is rejected', async (log) => {
    const ok = await vitest('provider', log, {
      testNamePattern: 'self-check',
      report: 'provider-self-check',
      quiet: true,
    })
    if (ok) log('The verifier rejected the drifted contract: failed as intended.')
    return ok
  })
  await step('Swagger check self-test', (log) => vitest('spec', log))
}

// `--update` rewrites contracts/, which the provider side replays: then one side after the other.
if (update) {
  await consumerSide()
  await providerSide()
} else {
  await Promise.all([consumerSide(), providerSide()])
}

rmSync(outDir, { recursive: true, force: true })

console.log('\n━━ contracts summary')
const listed = [
  'consumer tests → fresh pact',
  update ? 'update contracts/ with the fresh pact' : 'fresh pact = committed pact',
  'provider verification: the fake honours contracts/',
  'provider verification self-check: a drifted contract is rejected',
  'Swagger check self-test',
]
results.sort((a, b) => listed.indexOf(a.name) - listed.indexOf(b.name))
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`)
process.exit(results.every((result) => result.ok) ? 0 : 1)
