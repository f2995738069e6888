#!/usr/bin/env node
// `npm test`: every check, with a summary of every step and its time. Needs Node and Debian's
// Chromium (the stories and the prerendered pages are drawn in it). Browser journeys are
// `npm run test:e2e`. `npm test -- <word>…` runs only the steps whose name contains one of the
// words (e.g. `npm test -- vitest`).
//
// Ordered for two cores, so that no core waits and nothing is done twice:
// 1. the type check and the demo build, side by side;
// 2. Vitest (it keeps every core busy: the unit and integration tests in Node and jsdom, every
//    story in Chromium with its picture) with the production build beside it at low priority
//    (`nice`): it takes only the CPU Vitest leaves idle (its start-up, files waiting to be
//    transformed, its tail when one worker has finished);
// 3. the contract tests (one core) with lint and format beside them, and the prerendered pages'
//    pictures on the demo of stage 1; with `--with-e2e` the browser journeys too (lint and format
//    then at the lowest priority, in the CPU the journeys leave).
// Side-by-side steps keep their output until they finish, so the log stays readable (Vitest's
// streams); a failed step prints all of it.
//
// No check writes a baseline picture (`--update=none`): a changed or new picture fails its test and
// is written under test-results/visual/ for `npm run visual:review`; `npm run visual:update`
// accepts it.
//
// `--with-e2e` (used by .ci/run) also runs the browser journeys on the demo this run builds, in
// stage 3 beside the contract tests.
//
// TEST_REPORT_DIR=<dir> (set by npm run test:stress) adds machine-readable reports there:
// Vitest's, the contract steps' and the pages' JSON reports and steps.json (this summary).
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { cli } from './cli.mjs'

const reportDir = process.env.TEST_REPORT_DIR ? resolve(process.env.TEST_REPORT_DIR) : null
if (reportDir) mkdirSync(reportDir, { recursive: true })
const vitestReport = reportDir
  ? ` --reporter=default --reporter=json --outputFile.json=${join(reportDir, 'vitest.json')}`
  : ''

const withE2e = process.argv.includes('--with-e2e')
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const wanted = (name) => !only.length || only.some((word) => name.includes(word))

/** A step beside a heavier one yields the CPU to it (POSIX `nice`; elsewhere it simply runs). */
const lowPriority = (command) => (process.platform === 'win32' ? command : `nice -n 10 ${command}`)

const vitestStep = {
  name: 'vitest (unit, integration; stories in the browser, with their pictures)',
  command: `${cli('vitest')} run --update=none${vitestReport}`,
}

/** The prerendered pages' pictures (tests/visual/pages.spec.ts) on the demo of stage 1. */
const pagesStep = {
  name: 'prerendered pages’ pictures',
  command: `${cli('@playwright/test')} test -c tests/visual/playwright.config.ts --update-snapshots=none`,
}

const e2e = {
  name: 'browser journeys (test:e2e on this demo build)',
  command: 'npm run test:e2e --silent',
  env: { E2E_SKIP_BUILD: '1' },
}

/**
 * Lint and format need nothing built: they run beside the contract tests (one core each), and with
 * `--with-e2e` beside the browser journeys too, at the lowest priority (`nice -n 19`), in the CPU
 * the journeys leave idle while they wait for the page (13% of both cores in a CI run, round 11).
 * In the first group they were 46 of its 101 CPU-s, on the critical path of every run.
 */
const lastPriority = (command) => (process.platform === 'win32' ? command : `nice -n 19 ${command}`)
const staticChecks = [
  { name: 'lint', command: `${cli('eslint')} . --max-warnings 0` },
  { name: 'format', command: `${cli('prettier')} --check . --log-level warn` },
].map((step) => (withE2e ? { ...step, command: lastPriority(step.command) } : step))

/**
 * Groups run one after another; the steps of a group run side by side. A step's `then` runs when
 * it has passed. In a group of several steps only a `live` one prints as it goes.
 */
const groups = [
  [
    // TypeScript 7's tsc -b, as `npm run build` runs it: the build then finds the check up to date.
    { name: 'typecheck', command: 'npm run typecheck --silent' },
    { name: 'demo build', command: 'npm run build:demo --silent' },
  ],
  [
    { ...vitestStep, live: true },
    {
      name: 'production build',
      command: lowPriority('npm run build --silent'),
      then: { name: 'production bundle has no fake', command: 'node scripts/check-prod-bundle.mjs dist' },
    },
  ],
  [
    { name: 'contracts', command: 'node scripts/contracts.mjs' },
    pagesStep,
    ...(withE2e ? [e2e] : []),
    ...staticChecks,
  ],
]

const env = {
  ...process.env,
  PACT_DO_NOT_TRACK: 'true',
  STORYBOOK_DISABLE_TELEMETRY: '1',
}

/** CPU seconds (user + sys) used by this runner's finished child processes (Linux; else null). */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}

/**
 * The machine's CPU time so far, busy and in all, from /proc/stat (Linux; else null): a group's
 * share of busy time says whether its steps kept every core working or left some idle.
 */
function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    const total = fields.reduce((sum, value) => sum + value, 0)
    const idle = fields[3] + (fields[4] ?? 0)
    return { busy: total - idle, total }
  } catch {
    return null
  }
}

function runStep({ name, command, env: stepEnv }, { live }) {
  return new Promise((resolveStep) => {
    const started = Date.now()
    if (live) console.log(`\n━━ ${name}: ${command}`)
    const child = spawn(command, {
      shell: true,
      env: { ...env, ...stepEnv },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      const ok = code === 0
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      if (!live) {
        console.log(`\n━━ ${name}: ${command} — ${ok ? 'ok' : 'FAILED'} (${seconds} s)`)
        const text = Buffer.concat(output).toString().trimEnd()
        if (text && !ok) console.log(text)
      }
      resolveStep({ name, ok, seconds })
    })
  })
}

const started = Date.now()
const cpuBefore = childCpuSeconds()
const loadBefore = loadavg()[0]
const results = []
/** Per group: its wall time and how busy the machine's cores were meanwhile. */
const groupLines = []
for (const group of groups) {
  const steps = group.filter((step) => wanted(step.name) || (step.then && wanted(step.then.name)))
  if (!steps.length) continue
  const groupStarted = Date.now()
  const cpuAtStart = machineCpu()
  await Promise.all(
    steps.map(async (step) => {
      const live = steps.length === 1 || Boolean(step.live)
      const first = wanted(step.name) ? await runStep(step, { live }) : null
      if (first) results.push(first)
      const next = step.then
      if (!next || !wanted(next.name) || (first && !first.ok)) return
      results.push(await runStep(next, { live }))
    }),
  )
  const cpuAtEnd = machineCpu()
  const busy =
    cpuAtStart && cpuAtEnd && cpuAtEnd.total > cpuAtStart.total
      ? `, cores ${Math.round((100 * (cpuAtEnd.busy - cpuAtStart.busy)) / (cpuAtEnd.total - cpuAtStart.total))}% busy`
      : ''
  groupLines.push(
    `${steps.map((step) => step.name.split(' (')[0]).join(' + ')}: ${((Date.now() - groupStarted) / 1000).toFixed(1)} s${busy}`,
  )
}
const seconds = ((Date.now() - started) / 1000).toFixed(1)
const cpuAfter = childCpuSeconds()

// In the order the steps are listed above, whatever order they finished in.
const order = groups.flat().flatMap((step) => [step.name, step.then?.name])
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))

console.log('\n━━ summary')
for (const { name, ok, seconds: stepSeconds } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${stepSeconds} s)`)
}
console.log('side by side:')
for (const line of groupLines) console.log(`  ${line}`)
const failed = results.filter((result) => !result.ok).length
const cpu =
  cpuBefore === null || cpuAfter === null ? '' : `, CPU ${(cpuAfter - cpuBefore).toFixed(0)} s (user+sys)`
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed — ${seconds} s${cpu}, ` +
    `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
)
if (reportDir) writeFileSync(join(reportDir, 'steps.json'), `${JSON.stringify(results, null, 2)}\n`)
process.exit(failed ? 1 : 0)
