#!/usr/bin/env node
// npm run test:storybook: the built Storybook (storybook-static/, `npm run build-storybook`) in
// Debian's Chromium. Every story in its index is rendered in the preview iframe; it must render
// (no error display, no exception from its loaders, render or play function, no page error) and
// pass the a11y addon's axe run (parameters.a11y.test: 'error': WCAG A/AA and best practices,
// colour contrast included), which the jsdom story tests (tests/stories) cannot check.
// It must log no console error either, as in the jsdom story tests; a `play` that throws fails
// its story (Storybook reports playFunctionThrewException). Prints one line per failing story (its
// id and the rules it breaks) and a summary with the time; exits 1 on any failure.
//
// Speed (it runs in CI's e2e stage): a few pages side by side (STORYBOOK_CHECK_PAGES, default 3),
// each loading the preview once and then switching stories in place, as Storybook's own UI does
// (the bundle and the fake's service worker start once per page, not once per story).
//
// STORYBOOK_CHECK_PORT (default 6106) is the port of the small static server this script starts.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { extname, join, normalize, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { chromium } from 'playwright-core'
import { chromiumFlags, findChromium } from './find-chromium.mjs'
import { hasProc, processTree, TICKS_PER_SECOND } from './process-tree.mjs'

const root = resolve('storybook-static')
if (!existsSync(join(root, 'index.json'))) {
  console.error('No storybook-static/index.json: run `npm run build-storybook` first.')
  process.exit(1)
}
const executablePath = findChromium()
if (!executablePath) {
  console.error("No Chromium found: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.")
  process.exit(1)
}
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
  let file = normalize(join(root, path))
  if (!file.startsWith(root)) return void response.writeHead(403).end()
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
  if (!existsSync(file)) return void response.writeHead(404).end()
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})
const port = Number(process.env.STORYBOOK_CHECK_PORT ?? 6106)
await new Promise((resolveListen) => server.listen(port, '127.0.0.1', resolveListen))

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'))
// `npm run test:storybook -- <word>…` checks only the stories whose id contains one of the words.
const only = process.argv.slice(2)
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only.length || only.some((word) => entry.id.includes(word))),
)

// The preview tells its manager how a story went, by emitting on its channel: wrap the channel's
// emit before anything runs; each outcome goes to whoever waits for the current story.
function listenForStories() {
  const describe = {
    storyFinished: (result) => {
      const reporters = result?.reporters ?? []
      // The a11y addon's own axe run reports its violations here (with parameters.a11y.test: 'error').
      const a11y = reporters.find((reporter) => reporter.type === 'a11y')
      const violations = reporters.flatMap((reporter) =>
        (reporter.result?.violations ?? []).map((v) => ({
          rule: v.id,
          targets: v.nodes.map((n) => n.target.join(' ')),
        })),
      )
      return { status: result?.status, a11yRan: Boolean(a11y), violations }
    },
    storyErrored: (error) => ({ error: `error: ${error?.title ?? ''} ${error?.description ?? ''}` }),
    storyThrewException: (error) => ({ error: `exception: ${error?.message ?? error}` }),
    playFunctionThrewException: (error) => ({ error: `play failed: ${error?.message ?? error}` }),
    storyMissing: () => ({ error: 'missing' }),
  }
  const attach = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__
    if (!channel) return void requestAnimationFrame(attach)
    const emit = channel.emit.bind(channel)
    channel.emit = (name, ...args) => {
      if (describe[name]) {
        const outcome = describe[name](...args)
        if (window.__onStoryOutcome) window.__onStoryOutcome(outcome)
        else window.__firstOutcome = outcome
      }
      return emit(name, ...args)
    }
  }
  attach()
}

/**
 * CPU seconds (user + system) of the processes under `pid` (Chromium and its renderers), read from
 * /proc before the browser closes, including their own finished children. 0 where there is no /proc.
 */
function descendantsCpuSeconds(pid) {
  if (!hasProc()) return 0
  let ticks = 0
  for (const child of processTree(pid).values()) ticks += child.ticks + child.childTicks
  return ticks / TICKS_PER_SECOND
}

/** A story that never reports back (a hung loader) fails instead of hanging the check. */
const STORY_TIMEOUT_MS = 60_000
const PAGES = Math.max(1, Number(process.env.STORYBOOK_CHECK_PAGES ?? 3))

const browser = await chromium.launch({
  executablePath,
  args: chromiumFlags,
})
const started = Date.now()
const failures = []
/** Milliseconds each story took, from switching to it until its outcome (the slowest are named). */
const durations = []

/**
 * Each page gets its own browser context: its own localStorage (the fake's data, 我的收藏, the
 * scenario), cookies (the admin token) and service worker. Pages sharing one context changed each
 * other's data mid-story (a story resetting the fake in one page, another reading it in the next).
 */
async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-TW' })
  await context.addInitScript(listenForStories)
  return context.newPage()
}

const timeout = (ms) =>
  new Promise((settle) => setTimeout(() => settle({ error: `no outcome within ${ms / 1000} s` }), ms).unref())

/** Loads the preview at `storyId` (a fresh page load) and resolves with that story's outcome. */
async function load(page, storyId) {
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story&axe=violations`)
  return page.evaluate(
    () =>
      new Promise((settle) => {
        if (window.__firstOutcome) return settle(window.__firstOutcome)
        window.__onStoryOutcome = settle
      }),
  )
}

/** Switches the loaded preview to `storyId`, as Storybook's UI does, and resolves with its outcome. */
function open(page, storyId) {
  return page.evaluate(
    (id) =>
      new Promise((settle) => {
        window.__onStoryOutcome = (outcome) => {
          window.__onStoryOutcome = null
          settle(outcome)
        }
        window.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: id, viewMode: 'story' })
      }),
    storyId,
  )
}

/** The same axe rules, for a story the a11y addon did not check. */
function runAxe(page) {
  return page.addScriptTag({ content: axeSource }).then(() =>
    page.evaluate(async () => {
      const results = await window.axe.run(
        { include: [['body']], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['.sb-errordisplay']] },
        { resultTypes: ['violations'] },
      )
      return results.violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))
    }),
  )
}

/** One line: the story, then each broken rule with how many elements and the first few of them. */
function report(storyId, problems) {
  const text = problems
    .map((problem) => {
      if (typeof problem === 'string')
        return stripVTControlCharacters(problem).replace(/\s+/g, ' ').slice(0, 240)
      const shown = problem.targets.slice(0, 2).join(', ')
      const more = problem.targets.length > 2 ? ` and ${problem.targets.length - 2} more` : ''
      return `${problem.rule} (${shown}${more})`
    })
    .join('; ')
  console.log(`FAIL ${storyId}: ${text}`)
}

let next = 0
async function worker() {
  const page = await newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  // As the jsdom story tests (tests/stories), a story fails if it logs an error (the browser's own
  // line for a request the fake answers with 4xx/5xx on purpose is not the story's error).
  page.on('console', (message) => {
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text()))
      errors.push(`console error: ${message.text()}`)
  })
  let loaded = false
  while (next < stories.length) {
    const story = stories[next++]
    errors.length = 0
    const storyStarted = Date.now()
    const outcome = await Promise.race([
      loaded ? open(page, story.id) : load(page, story.id),
      timeout(STORY_TIMEOUT_MS),
    ])
    // After a hung or broken story, the next one starts from a fresh page load.
    loaded = !outcome.error
    const problems = outcome.error ? [outcome.error] : [...outcome.violations]
    if (!outcome.error && outcome.status === 'error' && !outcome.violations.length)
      problems.push('finished with an error')
    if (!outcome.error && !outcome.a11yRan) problems.push(...(await runAxe(page)))
    durations.push([Date.now() - storyStarted, story.id])
    problems.push(...errors)
    if (problems.length) {
      failures.push(story.id)
      report(story.id, problems)
    }
  }
  await page.context().close()
}
await Promise.all(Array.from({ length: Math.min(PAGES, stories.length) }, worker))
const chromiumCpu = descendantsCpuSeconds(process.pid)
await browser.close()
server.close()
const seconds = ((Date.now() - started) / 1000).toFixed(1)
const nodeCpu = (process.cpuUsage().user + process.cpuUsage().system) / 1e6
const slowest = durations
  .sort((a, b) => b[0] - a[0])
  .slice(0, 3)
  .map(([ms, id]) => `${id} ${(ms / 1000).toFixed(1)} s`)
console.log(
  `storybook check: ${stories.length - failures.length} of ${stories.length} stories render and pass axe ` +
    `(a11y addon rules, colour contrast included) in Chromium — ${seconds} s wall, ` +
    `${(chromiumCpu + nodeCpu).toFixed(0)} s CPU (Chromium ${chromiumCpu.toFixed(0)} s), ${PAGES} pages, ` +
    `load ${loadavg()[0].toFixed(1)}; slowest: ${slowest.join(', ')}`,
)
process.exit(failures.length ? 1 : 0)
