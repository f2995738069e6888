#!/usr/bin/env node
// node scripts/cpu-of.mjs <command> [args…]: runs the command and prints the CPU-seconds (user +
// system) it used, by process name, its whole process tree included (Linux: /proc).
//
// `/usr/bin/time` and a parent's rusage count only the children that were waited for: Chromium's
// renderers are not, so for a Playwright run they showed about a third of the CPU (31 of 92 CPU-s
// for storefront.spec.ts). This samples every descendant's own CPU time every 200 ms and keeps the
// last value seen for each process (a process that lives less than 200 ms is missed: a lower bound).
import { spawn } from 'node:child_process'
import { hasProc, processTree, TICKS_PER_SECOND } from './process-tree.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command || !hasProc()) {
  console.error('usage: node scripts/cpu-of.mjs <command> [args…] (Linux: it reads /proc)')
  process.exit(2)
}

const started = Date.now()
const child = spawn(command, args, { stdio: 'inherit' })
const seen = new Map()
const sample = () => {
  // Everything under this script: the command and all it starts.
  for (const [pid, info] of processTree(process.pid)) seen.set(pid, info)
}
const timer = setInterval(sample, 200)
child.on('close', (code) => {
  clearInterval(timer)
  const byName = new Map()
  for (const { name, ticks } of seen.values())
    byName.set(name, (byName.get(name) ?? 0) + ticks / TICKS_PER_SECOND)
  const total = [...byName.values()].reduce((sum, seconds) => sum + seconds, 0)
  const parts = [...byName]
    .sort((a, b) => b[1] - a[1])
    .filter(([, seconds]) => seconds >= 0.5)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`)
  const wall = ((Date.now() - started) / 1000).toFixed(1)
  console.error(`cpu-of: ${wall} s wall, ${total.toFixed(1)} CPU-s (${parts.join(', ')})`)
  process.exit(code ?? 1)
})
