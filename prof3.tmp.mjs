import { chromium } from 'playwright-core'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start')
await page.goto(url); await page.waitForTimeout(3500)
const { profile } = await cdp.send('Profiler.stop')
const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const fname = (n) => n.callFrame.functionName || '(anon)'
let t = profile.startTime; const periods = []; let cur = null
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]
  const n = byId.get(profile.samples[i]); const idle = fname(n) === '(idle)'
  if (idle) { if (cur) { cur.end = t; periods.push(cur); cur = null } continue }
  if (!cur) cur = { start: t, samples: [] }
  cur.samples.push(profile.samples[i])
}
const keyFrames = new Set(process.argv.slice(3))
for (const p of periods) {
  const dur = (p.end - p.start) / 1000
  if (dur < 8) continue
  const incl = new Map()
  for (const s of p.samples) { let id = s; const seen = new Set(); while (id) { const n = byId.get(id); const k = fname(n) + ' ' + n.callFrame.url.replace(/.*\//, '').replace(/-[\w-]{8}\.js/, ''); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1) } id = parent.get(id) } }
  const top = [...incl.entries()].filter(([k]) => !/^\((root|program)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k}:${Math.round(v * 100 / p.samples.length)}%`).join(', ')
  console.log(`${((p.start - profile.startTime) / 1000).toFixed(0).padStart(5)} ms  ${dur.toFixed(1).padStart(5)} ms  ${top}`)
}
await browser.close()
