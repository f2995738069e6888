#!/usr/bin/env node
// npm run visual:review [-- <word>…]  /  npm run visual:update [-- <word>…]  /  npm run test:visual
//
// The pictures of every story (Storybook's Vitest plugin, `--project storybook`) and of the
// prerendered pages (tests/visual/pages.spec.ts on the demo build), against the baselines in
// tests/visual/baselines/.
//
// review  runs both (the demo is built first, beside the stories), then writes ONE page,
//         test-results/visual/review.html, with every story or page whose picture changed:
//         before (the baseline), after (what it shows now) and the difference (in red), side by
//         side; new pictures (no baseline yet) and baselines whose story is gone too. Nothing in
//         the repository changes. `--open` opens the page in Chromium as well.
// update  runs both and rewrites the baselines of the pictures that changed, and only those
//         (Vitest's `--update=all` and Playwright's `--update-snapshots=changed` write a baseline
//         only where the picture no longer matches); new stories get one; the baselines of stories
//         and pages that no longer exist are removed (only after a full run in which every story
//         file loaded). Every picture written is stored small (scripts/visual-png.mjs).
//
// check   (npm run test:visual) runs both as `npm test` does, and only says whether they pass
//         (npm run test:stress -- --suite visual runs it three times under a CPU hog).
//
// Words limit the stories to the story files whose path contains one of them (Vitest's filter);
// the pages then run only if one of the words is `pages`.
// VISUAL_SKIP_BUILD=1 reuses the demo in dist-demo/ instead of building it.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { cliPath } from './cli.mjs'
import { findChromium } from './find-chromium.mjs'
import { storedBaseline } from './visual-png.mjs'

const root = process.cwd()
const BASELINES = join(root, 'tests/visual/baselines')
const RESULTS = join(root, 'test-results/visual')
// TEST_REPORT_DIR (npm run test:stress): the reports go there, where the stress run reads them.
const reportDir = process.env.TEST_REPORT_DIR ? resolve(process.env.TEST_REPORT_DIR) : null
const STORIES_REPORT = reportDir ? join(reportDir, 'vitest.json') : join(RESULTS, 'stories.json')
const PAGES_REPORT = reportDir ? join(reportDir, 'visual-pages.json') : join(RESULTS, 'pages.json')
const CHECKER = 'tests/visual/checker.test.tsx'

const [mode, ...rest] = process.argv.slice(2)
if (mode !== 'review' && mode !== 'update' && mode !== 'check') {
  console.error('usage: node scripts/visual.mjs review|update|check [--open] [word…]')
  process.exit(2)
}
const open = rest.includes('--open')
const words = rest.filter((arg) => !arg.startsWith('--'))
const storyWords = words.filter((word) => word !== 'pages')
const runStories = !words.length || storyWords.length > 0
const runPages = !words.length || words.includes('pages')
const fullRun = !words.length

const walk = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? walk(path) : [path]
      })
    : []
const pngs = (dir) => walk(dir).filter((path) => path.endsWith('.png'))
const hash = (path) => createHash('sha1').update(readFileSync(path)).digest('hex')
const posix = (path) => path.split(sep).join('/')

// ---- pictures stored once (tests/visual/config.ts: same-as.json) --------------------------------

const KINDS = ['stories', 'pages']
const sameAsFile = (kind) => join(BASELINES, kind, 'same-as.json')
const readSameAs = (kind) =>
  existsSync(sameAsFile(kind)) ? JSON.parse(readFileSync(sameAsFile(kind), 'utf8')) : {}
const fileOf = (kind, name) => join(BASELINES, kind, `${readSameAs(kind)[name] ?? name}.png`)
const nameOf = (kind, path) => posix(relative(join(BASELINES, kind), path)).replace(/\.png$/, '')

/** Every picture's name and the hash of what it shows (its own file or the one it shares). */
function pictures() {
  const found = new Map()
  for (const kind of KINDS) {
    for (const path of pngs(join(BASELINES, kind))) found.set(`${kind}/${nameOf(kind, path)}`, hash(path))
    for (const [name, target] of Object.entries(readSameAs(kind))) {
      const path = join(BASELINES, kind, `${target}.png`)
      if (existsSync(path)) found.set(`${kind}/${name}`, hash(path))
    }
  }
  return found
}

/** Before an update: every picture gets its own file again, so each is compared and written alone. */
function giveEachItsOwnFile() {
  for (const kind of KINDS) {
    for (const [name, target] of Object.entries(readSameAs(kind))) {
      const from = join(BASELINES, kind, `${target}.png`)
      const to = join(BASELINES, kind, `${name}.png`)
      if (existsSync(from) && !existsSync(to)) {
        mkdirSync(dirname(to), { recursive: true })
        copyFileSync(from, to)
      }
    }
    rmSync(sameAsFile(kind), { force: true })
  }
}

/** After an update: pictures that are byte for byte the same keep one file (the first by name). */
function shareIdenticalFiles() {
  for (const kind of KINDS) {
    const byContent = new Map()
    for (const path of pngs(join(BASELINES, kind))) {
      const sum = hash(path)
      byContent.set(sum, [...(byContent.get(sum) ?? []), nameOf(kind, path)])
    }
    const sameAs = {}
    for (const names of byContent.values()) {
      const [kept, ...others] = names.sort()
      for (const name of others) {
        sameAs[name] = kept
        unlinkSync(join(BASELINES, kind, `${name}.png`))
      }
    }
    const sorted = Object.fromEntries(Object.entries(sameAs).sort(([a], [b]) => a.localeCompare(b)))
    if (Object.keys(sorted).length) writeFileSync(sameAsFile(kind), `${JSON.stringify(sorted, null, 2)}\n`)
    for (const dir of readdirSync(join(BASELINES, kind))) {
      const path = join(BASELINES, kind, dir)
      if (statSync(path).isDirectory() && !readdirSync(path).length) rmSync(path, { recursive: true })
    }
  }
}

function run(command, args, env = {}) {
  return new Promise((settle) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('close', (code) => settle(code ?? 1))
  })
}

// ---- the runs -----------------------------------------------------------------------------------

rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })
const before = pictures()
if (mode === 'update') giveEachItsOwnFile()
const started = Date.now()

const stories = runStories
  ? run(process.execPath, [
      cliPath('vitest'),
      'run',
      '--project',
      'storybook',
      `--update=${mode === 'update' ? 'all' : 'none'}`,
      // The test of the checker changes a style on purpose: its pictures are never baselines.
      ...(mode === 'check' ? ['--project', 'visual-checker'] : ['--exclude', CHECKER]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${STORIES_REPORT}`,
      ...storyWords,
    ])
  : Promise.resolve(0)

async function pages() {
  if (!runPages) return 0
  if (!findChromium()) {
    console.error("No Chromium found: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.")
    return 1
  }
  if (!process.env.VISUAL_SKIP_BUILD) {
    const built = await run('npm', ['run', 'build:demo', '--silent'])
    if (built !== 0) return built
  }
  return run(
    process.execPath,
    [
      cliPath('@playwright/test'),
      'test',
      '-c',
      'tests/visual/playwright.config.ts',
      `--update-snapshots=${mode === 'update' ? 'changed' : 'none'}`,
      '--reporter=list,json',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: PAGES_REPORT },
  )
}

const [storiesCode, pagesCode] = await Promise.all([stories, pages()])
if (mode === 'check') {
  console.log(
    `\n━━ visual check: stories ${storiesCode === 0 ? 'ok' : 'FAILED'}, pages ${pagesCode === 0 ? 'ok' : 'FAILED'}`,
  )
  process.exit(storiesCode === 0 && pagesCode === 0 ? 0 : 1)
}

// ---- what the runs saw --------------------------------------------------------------------------

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

/** Every story the run knew (by baseline name), failures other than a picture, files that broke. */
function storyOutcomes() {
  const report = readJson(STORIES_REPORT)
  const names = new Set()
  const failures = []
  let brokenFiles = 0
  for (const file of report?.testResults ?? []) {
    if (file.status === 'failed' && !file.assertionResults.length) brokenFiles += 1
    for (const test of file.assertionResults) {
      const id = test.meta?.storyId
      if (id) names.add(id.replace('--', '/'))
      const message = (test.failureMessages ?? []).join('\n')
      if (test.status === 'failed' && !/toMatchScreenshot/.test(message)) {
        failures.push(`${id ?? test.fullName}: ${stripVTControlCharacters(message).split('\n')[0]}`)
      }
    }
  }
  return { report, names, failures, brokenFiles }
}

/** The pixels-differ line of each story's failed comparison, by baseline name. */
function storyMessages(report) {
  const messages = new Map()
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults) {
      const id = test.meta?.storyId
      const text = stripVTControlCharacters((test.failureMessages ?? []).join('\n'))
      const line = text.match(/\d+ pixels \(ratio [\d.]+\) differ\.|Expected image dimensions[^\n]*/)
      if (id && line) messages.set(id.replace('--', '/'), line[0])
    }
  }
  return messages
}

const pageShots = (() => {
  const { pages: list, widths, states } = JSON.parse(readFileSync('tests/visual/pages.json', 'utf8'))
  return Object.keys(list).flatMap((name) =>
    Object.values(widths).flatMap(([width]) => states.map((state) => `${name}-${width}-${state}`)),
  )
})()

// ---- update -------------------------------------------------------------------------------------

if (mode === 'update') {
  // What the tools wrote since the run started is stored small.
  for (const path of pngs(BASELINES)) {
    if (statSync(path).mtimeMs >= started - 1000)
      writeFileSync(path, await storedBaseline(readFileSync(path)))
  }
  const { names, failures, brokenFiles } = storyOutcomes()
  if (fullRun && runStories && brokenFiles === 0 && names.size > 0) {
    for (const path of pngs(join(BASELINES, 'stories'))) {
      if (!names.has(nameOf('stories', path))) unlinkSync(path)
    }
  }
  if (fullRun && runPages) {
    for (const path of pngs(join(BASELINES, 'pages'))) {
      if (!pageShots.includes(nameOf('pages', path))) unlinkSync(path)
    }
  }
  shareIdenticalFiles()
  const after = pictures()
  const changed = [...after].filter(([name, sum]) => before.has(name) && before.get(name) !== sum)
  const added = [...after].filter(([name]) => !before.has(name))
  const removed = [...before.keys()].filter((name) => !after.has(name))
  console.log('\n━━ visual:update')
  for (const [name] of changed) console.log(`  updated  ${name}`)
  for (const [name] of added) console.log(`  new      ${name}`)
  for (const name of removed) console.log(`  removed  ${name}`)
  const files = pngs(BASELINES)
  console.log(
    `${changed.length} updated, ${added.length} new, ${removed.length} removed, ` +
      `${after.size - changed.length - added.length} unchanged; ${after.size} pictures in ${files.length} files ` +
      `(${(files.reduce((sum, path) => sum + statSync(path).size, 0) / 1e6).toFixed(1)} MB)`,
  )
  if (failures.length) {
    console.log(`\nThese stories failed before their picture was taken (their baselines are as they were):`)
    for (const failure of failures) console.log(`  ${failure}`)
  }
  if (brokenFiles) console.log(`\n${brokenFiles} story file(s) did not load: no baseline was removed.`)
  process.exit(storiesCode === 0 && pagesCode === 0 ? 0 : 1)
}

// ---- review -------------------------------------------------------------------------------------

const { report, names, failures, brokenFiles } = storyOutcomes()
const messages = storyMessages(report)
const entries = []
const REVIEW = join(RESULTS, 'review')

/** A copy of the picture beside the page, so the page keeps showing what was reviewed. */
function keep(path, as) {
  const target = join(REVIEW, as)
  mkdirSync(dirname(target), { recursive: true })
  copyFileSync(path, target)
  return posix(relative(RESULTS, target))
}

for (const path of pngs(join(RESULTS, 'stories'))) {
  const name = posix(relative(join(RESULTS, 'stories'), path))
  if (name.endsWith('-actual.png')) {
    const base = name.replace(/-actual\.png$/, '')
    const baseline = fileOf('stories', base)
    const diff = path.replace(/-actual\.png$/, '-diff.png')
    entries.push({
      kind: 'changed',
      title: base.replace('/', '--'),
      story: base.replace('/', '--'),
      message: messages.get(base) ?? '',
      before: existsSync(baseline) ? keep(baseline, `stories/${base}-before.png`) : null,
      after: keep(path, `stories/${base}-after.png`),
      diff: existsSync(diff) ? keep(diff, `stories/${base}-diff.png`) : null,
    })
  } else if (name.endsWith('-reference.png')) {
    const base = name.replace(/-reference\.png$/, '')
    entries.push({
      kind: 'new',
      title: base.replace('/', '--'),
      story: base.replace('/', '--'),
      message: 'No baseline yet.',
      before: null,
      after: keep(path, `stories/${base}-after.png`),
      diff: null,
    })
  }
}

for (const path of pngs(join(RESULTS, 'pages'))) {
  const file = path.split(sep).pop()
  if (!file.endsWith('-actual.png')) continue
  const diff = path.replace(/-actual\.png$/, '-diff.png')
  // Playwright names the picture after the file it was compared with: the test's folder says which.
  const test = path.split(sep).slice(-2)[0]
  const moment = /hydrated/.test(test) ? 'hydrated' : 'prerendered'
  const width = (test.match(/at-(\d+)-px/) ?? [])[1]
  const shot = Object.keys(JSON.parse(readFileSync('tests/visual/pages.json', 'utf8')).pages).find((key) =>
    test.startsWith(`pages-${key}-`),
  )
  const base = shot && width ? `${shot}-${width}-${moment}` : file.replace(/-actual\.png$/, '')
  const baseline = fileOf('pages', base)
  entries.push({
    kind: existsSync(baseline) ? 'changed' : 'new',
    title: `page ${base}`,
    story: null,
    message: existsSync(baseline) ? '' : 'No baseline yet.',
    before: existsSync(baseline) ? keep(baseline, `pages/${base}-before.png`) : null,
    after: keep(path, `pages/${base}-after.png`),
    diff: existsSync(diff) ? keep(diff, `pages/${base}-diff.png`) : null,
  })
}

if (fullRun && runStories && brokenFiles === 0 && names.size > 0) {
  const known = [
    ...pngs(join(BASELINES, 'stories')).map((path) => nameOf('stories', path)),
    ...Object.keys(readSameAs('stories')),
  ]
  for (const name of known) {
    const path = fileOf('stories', name)
    if (!names.has(name)) {
      entries.push({
        kind: 'removed',
        title: name.replace('/', '--'),
        story: null,
        message: 'The story is gone: visual:update removes its baseline.',
        before: keep(path, `stories/${name}-before.png`),
        after: null,
        diff: null,
      })
    }
  }
}

/** A picture far wider than tall (a navbar, a step bar) is shown full width, the three one above another. */
function wide(entry) {
  const file = entry.after ?? entry.before
  if (!file) return false
  const header = readFileSync(join(RESULTS, file)).subarray(16, 24)
  return header.readUInt32BE(0) > 3 * header.readUInt32BE(4)
}

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char])
const picture = (src, label) =>
  src
    ? `<figure><figcaption>${label}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${label}" loading="lazy"></a></figure>`
    : `<figure class="none"><figcaption>${label}</figcaption><p>—</p></figure>`
const order = { changed: 0, new: 1, removed: 2 }
entries.sort((a, b) => order[a.kind] - order[b.kind] || a.title.localeCompare(b.title))
const counts = Object.fromEntries(
  ['changed', 'new', 'removed'].map((kind) => [kind, entries.filter((e) => e.kind === kind).length]),
)
const storybook = process.env.STORYBOOK_URL ?? 'http://localhost:6006'

const html = `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<title>Visual review — ${entries.length} picture(s) to look at</title>
<style>
  body { font: 15px/1.5 system-ui, "Noto Sans CJK TC", sans-serif; margin: 0 24px 48px; color: #2b2118; background: #fffaf3; }
  header { position: sticky; top: 0; background: #fffaf3; padding: 16px 0 8px; border-bottom: 1px solid #e6d9c6; z-index: 1; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .hint { margin: 0; color: #5b4a3a; }
  nav a { margin-right: 12px; }
  section { margin-top: 28px; padding-top: 8px; border-top: 1px solid #e6d9c6; }
  h2 { font-size: 17px; margin: 0 0 2px; }
  .kind { display: inline-block; font-size: 12px; padding: 1px 8px; border-radius: 10px; margin-right: 8px; color: #fff; }
  .changed { background: #a0522d; } .new { background: #2e7d32; } .removed { background: #6d6d6d; }
  .message { color: #5b4a3a; margin: 0 0 8px; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
  .row.wide { grid-template-columns: minmax(0, 1fr); }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: 4px; }
  img { max-width: 100%; border: 1px solid #d8c8b2; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none p { color: #999; }
  .empty { margin-top: 32px; font-size: 18px; }
  ul.failures { color: #b3261e; }
</style>
</head>
<body>
<header>
  <h1>Visual review: ${counts.changed} changed, ${counts.new} new, ${counts.removed} removed</h1>
  <p class="hint">Before = the committed baseline · After = what it shows now · Difference = changed pixels in red.
  Click a picture for full size. If every change is intended: <code>npm run visual:update</code>, then commit the baselines.</p>
  ${entries.length ? `<nav>${entries.map((entry, index) => `<a href="#e${index}">${escape(entry.title)}</a>`).join('')}</nav>` : ''}
</header>
${
  failures.length || brokenFiles
    ? `<section><h2>Stories that failed before their picture was taken</h2><ul class="failures">${failures
        .map((failure) => `<li>${escape(failure)}</li>`)
        .join('')}${brokenFiles ? `<li>${brokenFiles} story file(s) did not load</li>` : ''}</ul></section>`
    : ''
}
${entries.length ? '' : '<p class="empty">No picture changed: every story and page matches its baseline.</p>'}
${entries
  .map(
    (entry, index) => `<section id="e${index}">
  <h2><span class="kind ${entry.kind}">${entry.kind}</span>${escape(entry.title)}${
    entry.story
      ? ` · <a href="${storybook}/?path=/story/${encodeURIComponent(entry.story)}">open in Storybook</a>`
      : ''
  }</h2>
  <p class="message">${escape(entry.message)}</p>
  <div class="row${wide(entry) ? ' wide' : ''}">${picture(entry.before, 'Before')}${picture(entry.after, 'After')}${picture(entry.diff, 'Difference')}</div>
</section>`,
  )
  .join('\n')}
</body>
</html>
`
const page = join(RESULTS, 'review.html')
writeFileSync(page, html)
console.log(
  `\n━━ visual:review: ${counts.changed} changed, ${counts.new} new, ${counts.removed} removed` +
    (failures.length ? `, ${failures.length} stories failed before their picture` : ''),
)
console.log(`Open ${pathToFileURL(page).href}`)
if (open) {
  const chromium = findChromium()
  if (chromium) spawn(chromium, [pathToFileURL(page).href], { detached: true, stdio: 'ignore' }).unref()
}
process.exit(0)
