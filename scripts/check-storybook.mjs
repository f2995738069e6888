#!/usr/bin/env node
// npm run test:storybook: the built Storybook (storybook-static/, `npm run build-storybook`) in
// Debian's Chromium. Every story in its index is opened in the preview iframe; it must render
// (no error display, no exception from its loaders, render or play function) and pass axe's WCAG
// A/AA rules with colour contrast, which the jsdom story tests (tests/stories) cannot check.
// Prints one line per failing story and a summary; exits 1 on any failure.
//
// STORYBOOK_CHECK_PORT (default 6106) is the port of the small static server this script starts.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, normalize, resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { findChromium } from './find-chromium.mjs'

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
// emit before anything runs and settle on the first outcome.
function listenForStory() {
  window.__storyOutcome = new Promise((settle) => {
    const outcomes = {
      storyFinished: (result) => {
        if (result?.status !== 'error') return 'rendered'
        // The a11y addon's own run (parameters.a11y.test: 'error') reports its violations here.
        const found = (result.reporters ?? []).flatMap((reporter) =>
          (reporter.result?.violations ?? []).map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        )
        return `finished with an error${found.length ? `: ${found.join('; ')}` : ''}`
      },
      storyErrored: (error) => `error: ${error?.title ?? ''} ${error?.description ?? ''}`,
      storyThrewException: (error) => `exception: ${error?.message ?? error}`,
      playFunctionThrewException: (error) => `play failed: ${error?.message ?? error}`,
      storyMissing: () => 'missing',
    }
    const attach = () => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__
      if (!channel) return void requestAnimationFrame(attach)
      const emit = channel.emit.bind(channel)
      channel.emit = (name, ...args) => {
        if (outcomes[name]) settle(outcomes[name](...args))
        return emit(name, ...args)
      }
    }
    attach()
  })
}

/** A story that never reports back (a hung loader) fails instead of hanging the check. */
const STORY_TIMEOUT_MS = 60_000

const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
const started = Date.now()
const failures = []
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-TW' })
await context.addInitScript(listenForStory)
const page = await context.newPage()
for (const story of stories) {
  const errors = []
  const onError = (error) => errors.push(error.message)
  page.on('pageerror', onError)
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story`)
  const outcome = await Promise.race([
    page.evaluate(() => window.__storyOutcome),
    new Promise((settle) => setTimeout(() => settle('no outcome within 60 s'), STORY_TIMEOUT_MS).unref()),
  ])
  let problems = outcome === 'rendered' ? [] : [outcome]
  if (outcome === 'rendered') {
    // A story's own requests (the fake backend answers in the page) settle before axe looks.
    await page.waitForLoadState('networkidle')
    await page.addScriptTag({ content: axeSource })
    problems = await page.evaluate(async () => {
      const results = await window.axe.run(
        { include: [['body']], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['.sb-errordisplay']] },
        {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          resultTypes: ['violations'],
        },
      )
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    })
  }
  page.off('pageerror', onError)
  problems.push(...errors.map((message) => `page error: ${message}`))
  if (problems.length) {
    failures.push(story.id)
    console.log(`FAIL ${story.id}\n  ${problems.join('\n  ')}`)
  }
}
await browser.close()
server.close()
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(
  `storybook check: ${stories.length - failures.length} of ${stories.length} stories render and pass axe ` +
    `(WCAG A/AA, colour contrast included) in Chromium — ${seconds} s`,
)
process.exit(failures.length ? 1 : 0)
