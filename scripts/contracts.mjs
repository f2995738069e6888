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
//              3 and 4 are one Vitest run (each run starts Vitest and loads the config again, about
//              4 CPU-s), reported as three steps from its JSON report.
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
import { cliPath } from './cli.mjs'

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
 * Projects of vitest.contract.config.ts in one Vitest run; resolves with whether it passed. Its
 * output goes to `log` (`quiet`: only if the run fails). `jsonReport`: where its JSON report goes
 * (else, with TEST_REPORT_DIR, npm run test:stress, there).
 */
function vitest(projects, log, { extraEnv = {}, quiet = false, jsonReport } = {}) {
  const args = [cliPath('vitest'), 'run', '-c', 'vitest.contract.config.ts']
  for (const project of projects) args.push('--project', project)
  const report = jsonReport ?? (reportDir && join(reportDir, `contract-${projects.join('-')}.json`))
  if (report) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`)
  return new Promise((settle) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...extraEnv },
    })
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
    vitest(['consumer'], log, { extraEnv: { PACT_OUT_DIR: outDir } }),
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

const PROVIDER_STEPS = {
  provider: 'provider verification: the fake honours contracts/',
  selfCheck: 'provider verification self-check: a drifted contract is rejected',
  spec: 'Swagger check self-test',
}

/**
 * The provider verification, its self-check and the Swagger check's self-test: one Vitest run,
 * reported as three steps from its JSON report. Its output (with the self-check's intended
 * `Verification unsuccessful` report) is printed only when something failed.
 */
const providerSide = async () => {
  const started = Date.now()
  const ownDir = reportDir ? null : mkdtempSync(join(tmpdir(), 'breakfast-contract-report-'))
  const reportFile = join(reportDir ?? ownDir, 'contract-provider-spec.json')
  const lines = []
  const passed = await vitest(['provider', 'spec'], (text) => lines.push(text), {
    quiet: true,
    jsonReport: reportFile,
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  let tests = []
  try {
    tests = JSON.parse(readFileSync(reportFile, 'utf8')).testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        file: file.name,
        name: test.fullName,
        ok: test.status === 'passed',
      })),
    )
  } catch {
    lines.push(`No test report from the provider run (${reportFile}).`)
  }
  if (ownDir) rmSync(ownDir, { recursive: true, force: true })
  const stepOf = (test) =>
    test.file.includes('/spec/') ? 'spec' : test.name.includes('self-check') ? 'selfCheck' : 'provider'
  console.log(`\n━━ contracts: provider verification, its self-check, Swagger check self-test (${seconds} s)`)
  for (const [key, name] of Object.entries(PROVIDER_STEPS)) {
    const mine = tests.filter((test) => stepOf(test) === key)
    const ok = mine.length > 0 && mine.every((test) => test.ok)
    results.push({ name, ok, seconds })
    if (ok && key === 'selfCheck')
      console.log('The verifier rejected the drifted contract: failed as intended.')
    if (!ok) {
      const failed = mine.filter((test) => !test.ok).map((test) => test.name)
      lines.push(`FAIL ${name}: ${failed.length ? failed.join('; ') : 'no test ran'}`)
    }
  }
  if (!passed || lines.length) {
    console.log(lines.join('\n'))
    console.log(
      "(The self-check's own report in this output, 'Verification unsuccessful', is meant to fail.)",
    )
  }
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
  ...Object.values(PROVIDER_STEPS),
]
results.sort((a, b) => listed.indexOf(a.name) - listed.indexOf(b.name))
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`)
process.exit(results.every((result) => result.ok) ? 0 : 1)
