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
import { spawnSync } from 'node:child_process'
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

function step(name, work) {
  console.log(`\n━━ contracts: ${name}`)
  const started = Date.now()
  let ok = false
  try {
    ok = work()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
  }
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) })
  return ok
}

const reportDir = process.env.TEST_REPORT_DIR ? resolve(process.env.TEST_REPORT_DIR) : null

/**
 * One Vitest project of vitest.contract.config.ts. `quiet`: keep the output and show it only if
 * the run fails. With TEST_REPORT_DIR (npm run test:stress) a JSON report is written there too.
 */
function vitest(project, { extraEnv = {}, testNamePattern, report = project, quiet = false } = {}) {
  const args = ['vitest', 'run', '-c', 'vitest.contract.config.ts', '--project', project]
  if (testNamePattern) args.push('--testNamePattern', testNamePattern)
  if (reportDir) {
    args.push(
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reportDir, `contract-${report}.json`)}`,
    )
  }
  const { status, stdout, stderr } = spawnSync('npx', args, {
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...env, ...extraEnv },
  })
  if (quiet && status !== 0) console.log(`${stdout}${stderr}`)
  return status === 0
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

function showDiff(committed, fresh) {
  for (const [command, args] of [
    ['git', ['diff', '--no-index', '--no-color', '--', committed, fresh]],
    ['diff', ['-u', committed, fresh]],
  ]) {
    const { status, stdout } = spawnSync(command, args, { encoding: 'utf8' })
    if (status === null || status > 1) continue
    const lines = stdout.split('\n')
    console.log(lines.slice(0, 200).join('\n'))
    if (lines.length > 200) console.log(`… ${lines.length - 200} more lines`)
    return
  }
  console.log('(no diff tool found; compare the two files above by hand)')
}

const outDir = mkdtempSync(join(tmpdir(), 'breakfast-pact-'))

step('consumer tests → fresh pact', () => vitest('consumer', { extraEnv: { PACT_OUT_DIR: outDir } }))

step(update ? 'update contracts/ with the fresh pact' : 'fresh pact = committed pact', () => {
  const fresh = readdirSync(outDir).filter((name) => name.endsWith('.json'))
  if (fresh.length === 0) {
    console.error('The consumer tests wrote no pact file.')
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
      console.log(`contracts/${name}: unchanged`)
      continue
    }
    if (update) {
      copyFileSync(freshPath, committedPath)
      console.log(`contracts/${name}: updated — review the change and commit it`)
      continue
    }
    same = false
    if (!existsSync(committedPath)) {
      console.error(`contracts/${name} is not committed yet.`)
    } else {
      console.error(`contracts/${name} differs from what the consumer tests now produce:`)
      showDiff(committedPath, freshPath)
    }
  }
  for (const name of committed.filter((name) => !fresh.includes(name))) {
    if (update) {
      rmSync(join(CONTRACTS_DIR, name))
      console.log(`contracts/${name}: removed (no consumer test writes it any more)`)
    } else {
      same = false
      console.error(`contracts/${name} is committed but no consumer test writes it any more.`)
    }
  }
  if (!same) {
    console.error(
      '\nA changed contract is a reviewed change. If the change is intended, run\n' +
        '  npm run test:contract -- --update\nand commit contracts/ with the code that changed it.',
    )
  }
  return same
})

step('provider verification: the fake honours contracts/', () =>
  vitest('provider', { testNamePattern: '^(?!.*self-check)' }),
)

// The verifier must also be able to fail: fed a contract that differs from the fake by one
// character, it has to reject it. Its report of that (intended) failure is kept out of the log.
step('provider verification self-check: a drifted contract is rejected', () => {
  const ok = vitest('provider', { testNamePattern: 'self-check', report: 'provider-self-check', quiet: true })
  if (ok) console.log('The verifier rejected the drifted contract: failed as intended.')
  return ok
})

step('Swagger check self-test', () => vitest('spec'))

rmSync(outDir, { recursive: true, force: true })

console.log('\n━━ contracts summary')
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`)
process.exit(results.every((result) => result.ok) ? 0 : 1)
