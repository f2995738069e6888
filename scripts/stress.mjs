#!/usr/bin/env node
// npm run test:stress [-- --suite test|e2e|vitest|visual] [--runs 3] [--hogs 2] [--hog-minutes 90] [-- <suite args>]
//
// Runs a test suite several times in a row while a bounded CPU hog keeps every core busy, with
// retries switched off, and reports the tests that failed (in every run) or were flaky (failed in
// some runs only) by name, from Vitest's and Playwright's JSON reports. A suite that is green
// here does not need a quiet machine or a retry.
//
//   --suite test    `npm test` (default): lint … Vitest … contracts … builds
//           e2e     `npm run test:e2e` (set E2E_PORT to your port)
//           vitest  only the Vitest step of `npm test` (unit, integration, stories)
//           visual  `npm run test:visual`: every story's picture and the prerendered pages' (the
//                   demo built first), against their baselines; a run whose pictures differ is red
//   --runs N        how many runs (default 3); all of them run, so every flaky test shows
//   --hogs N        busy processes (default: one per core)
//   --hog-minutes M the hog stops by itself after M minutes, whatever happens (default 90)
//   -- …            passed on to the suite's command, e.g. `-- --suite e2e -- tests/e2e/faults.spec.ts`
//                   (with E2E_SKIP_BUILD=1 the demo is built once, before, not in every run)
//
// The hog's processes are children of this script: they are killed when it ends, on Ctrl-C or on
// any failure, and each one also exits by itself if this script disappears (its IPC channel
// closes) or when its time is up.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

const separator = process.argv.indexOf('--', 2)
const args = separator >= 0 ? process.argv.slice(2, separator) : process.argv.slice(2)
const suiteArgs = separator >= 0 ? process.argv.slice(separator + 1) : []
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}
if (args.includes('--help') || args.includes('-h')) {
  // The usage is the comment at the top of this file.
  const usage = readFileSync(new URL(import.meta.url), 'utf8').split('\n')
  console.log(
    usage
      .slice(
        1,
        usage.findIndex((line, index) => index > 0 && !line.startsWith('//')),
      )
      .map((line) => line.slice(3))
      .join('\n'),
  )
  process.exit(0)
}
const suite = option('suite', 'test')
const runs = Number(option('runs', 3))
const hogCount = Number(option('hogs', availableParallelism()))
const hogMinutes = Number(option('hog-minutes', 90))

const commands = {
  test: ['npm', ['test']],
  e2e: ['npm', ['run', 'test:e2e']],
  vitest: ['node', ['scripts/test-all.mjs', 'vitest']],
  visual: ['node', ['scripts/visual.mjs', 'check']],
}
if (!commands[suite] || !(runs > 0) || !(hogCount >= 0) || !(hogMinutes > 0)) {
  console.error(
    'usage: npm run test:stress -- [--suite test|e2e|vitest|visual] [--runs N] [--hogs N] [--hog-minutes M]',
  )
  process.exit(2)
}

// ---- the hog -------------------------------------------------------------------------------------

// Spins in 50 ms slices so it still hears its parent leave (IPC disconnect) and its own deadline.
const hogSource = `
  const deadline = Date.now() + ${Math.round(hogMinutes * 60_000)}
  process.on('disconnect', () => process.exit(0))
  const spin = () => {
    if (Date.now() > deadline) process.exit(0)
    const sliceEnd = Date.now() + 50
    while (Date.now() < sliceEnd) {}
    setImmediate(spin)
  }
  spin()
`
const hogs = []
const children = new Set()

function stopEverything() {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL')
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM') // the run's whole process group (npm → node → workers)
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stopEverything)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the hog and the test run`)
    stopEverything()
    process.exit(130)
  })
}
process.on('uncaughtException', (error) => {
  console.error(error)
  stopEverything()
  process.exit(1)
})

for (let i = 0; i < hogCount; i += 1) {
  hogs.push(spawn(process.execPath, ['-e', hogSource], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }))
}

// ---- the runs ------------------------------------------------------------------------------------

/** CPU seconds (user + sys) of this process's finished children (Linux /proc; else null). */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    const ticks = Number(fields[13]) + Number(fields[14]) // cutime + cstime (fields 16 and 17)
    return ticks / 100
  } catch {
    return null
  }
}

function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    // Its own process group, so an interrupted stress run can stop the whole tree.
    const child = spawn(command, commandArgs, { stdio: 'inherit', env, detached: true })
    children.add(child)
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** Test results by name from the JSON reports a run left in `dir`. */
function readReports(dir) {
  const results = []
  if (!existsSync(dir)) return results
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.json')) continue
    let report
    try {
      report = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    } catch {
      continue
    }
    if (Array.isArray(report.testResults)) {
      // Vitest's json reporter (Jest's shape)
      for (const testFile of report.testResults) {
        const path = testFile.name.replace(`${process.cwd()}/`, '')
        if (testFile.assertionResults.length === 0 && testFile.status === 'failed') {
          results.push({ name: `${path} (the file itself)`, ok: false })
        }
        for (const test of testFile.assertionResults) {
          if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') continue
          results.push({ name: `${path} › ${test.fullName}`, ok: test.status === 'passed' })
        }
      }
    } else if (Array.isArray(report.suites)) {
      // Playwright's json reporter
      const walk = (suiteNode, titles) => {
        for (const spec of suiteNode.specs ?? []) {
          for (const test of spec.tests ?? []) {
            const statuses = (test.results ?? []).map((result) => result.status)
            if (test.status === 'skipped') continue
            const passedFirstTime = statuses[0] === 'passed'
            results.push({
              name: `${spec.file} › ${[...titles, spec.title].join(' › ')}`,
              ok: test.status === 'expected' && passedFirstTime,
            })
          }
        }
        for (const child of suiteNode.suites ?? []) walk(child, [...titles, child.title].filter(Boolean))
      }
      for (const top of report.suites) walk(top, [])
    }
  }
  return results
}

/** The runner's step summary (scripts/test-all.mjs writes steps.json into TEST_REPORT_DIR). */
function readSteps(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'steps.json'), 'utf8'))
  } catch {
    return []
  }
}

const root = mkdtempSync(join(tmpdir(), 'breakfast-stress-'))
const [command, suiteCommandArgs] = commands[suite]
const commandArgs = [...suiteCommandArgs, ...suiteArgs]
const summaries = []
const byTest = new Map()

console.log(
  `━━ stress: ${runs} × ${[command, ...commandArgs].join(' ')} with ${hogCount} busy process(es) ` +
    `(retries off; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
)

for (let index = 1; index <= runs; index += 1) {
  const reportDir = join(root, `run-${index}`)
  mkdirSync(reportDir, { recursive: true })
  const env = { ...process.env, TEST_RETRIES: '0', TEST_REPORT_DIR: reportDir }
  delete env.CI
  console.log(`\n━━ stress run ${index}/${runs}`)
  const loadBefore = loadavg()[0]
  const cpuBefore = childCpuSeconds()
  const started = Date.now()
  const code = await run(command, commandArgs, env)
  const seconds = (Date.now() - started) / 1000
  const cpuAfter = childCpuSeconds()
  const results = readReports(reportDir)
  for (const { name, ok } of results) {
    const entry = byTest.get(name) ?? { passed: 0, failed: [] }
    if (ok) entry.passed += 1
    else entry.failed.push(index)
    byTest.set(name, entry)
  }
  summaries.push({
    index,
    code,
    seconds,
    cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    load: [loadBefore, loadavg()[0]],
    tests: results.length,
    failedTests: results.filter((result) => !result.ok).length,
    steps: readSteps(reportDir),
  })
}

stopEverything()

console.log(
  `\n━━ stress summary: ${runs} × ${[command, ...commandArgs].join(' ')}, ${hogCount} busy process(es), retries off`,
)
for (const summary of summaries) {
  const cpu = summary.cpu === null ? '' : `, CPU ${summary.cpu.toFixed(0)} s (user+sys of the run)`
  console.log(
    `run ${summary.index}: ${summary.code === 0 ? 'green' : `RED (exit ${summary.code})`} in ${summary.seconds.toFixed(0)} s` +
      `${cpu}, load ${summary.load.map((l) => l.toFixed(1)).join(' → ')}, ` +
      `${summary.tests} tests, ${summary.failedTests} failed`,
  )
  if (summary.steps.length) {
    console.log(
      `  steps: ${summary.steps.map((step) => `${step.name} ${step.ok ? '' : 'FAILED '}${step.seconds} s`).join(' · ')}`,
    )
  }
}
const failed = [...byTest].filter(([, entry]) => entry.failed.length && !entry.passed)
const flaky = [...byTest].filter(([, entry]) => entry.failed.length && entry.passed)
for (const [title, list] of [
  ['failed in every run', failed],
  ['flaky (failed in some runs only)', flaky],
]) {
  if (!list.length) continue
  console.log(`\n${title}:`)
  for (const [name, entry] of list) console.log(`  ${name}  (failed in run ${entry.failed.join(', ')})`)
}
const green = summaries.every((summary) => summary.code === 0)
console.log(
  green
    ? `\n${runs} of ${runs} runs green, no flaky test.`
    : `\n${summaries.filter((s) => s.code === 0).length} of ${runs} runs green.` +
        (failed.length + flaky.length === 0
          ? ' (A step failed outside the test reports: see its output above.)'
          : ''),
)
// A red run's failure screenshots and page snapshots (Playwright's) stay for a look; else all goes.
if (green) rmSync(root, { recursive: true, force: true })
else console.log(`Reports and failure artefacts of each run: ${root}/run-N`)
process.exit(green ? 0 : 1)
