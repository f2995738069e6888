#!/usr/bin/env node
// node scripts/cpu-of.mjs <command> [args…]: runs the command and prints the CPU-seconds (user +
// system) it used, by process name, its whole process tree included (Linux: /proc).
//
// `/usr/bin/time` and a parent's rusage count only the children that were waited for: Chromium's
// renderers are not, so for a Playwright run they showed about a third of the CPU (31 of 92 CPU-s
// for storefront.spec.ts). This samples every descendant's own CPU time every 200 ms and keeps the
// last value seen for each process (a process that lives less than 200 ms is missed: a lower bound).
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/cpu-of.mjs <command> [args…]')
  process.exit(2)
}

/** pid → { ticks, name } for every process under `root`. */
function descendants(root) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      // After the name: state ppid … utime (12th) stime (13th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      if (!children.has(parent)) children.set(parent, [])
      children.get(parent).push({ pid: Number(entry), name, ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // The process ended while we read.
    }
  }
  const found = new Map()
  const queue = [root]
  while (queue.length) {
    for (const child of children.get(queue.pop()) ?? []) {
      found.set(child.pid, child)
      queue.push(child.pid)
    }
  }
  return found
}

const started = Date.now()
const child = spawn(command, args, { stdio: 'inherit' })
const seen = new Map()
const sample = () => {
  for (const [pid, info] of descendants(child.pid)) seen.set(pid, info)
}
const timer = setInterval(sample, 200)
child.on('close', (code) => {
  clearInterval(timer)
  const byName = new Map()
  for (const { name, ticks } of seen.values()) byName.set(name, (byName.get(name) ?? 0) + ticks / 100)
  const total = [...byName.values()].reduce((sum, seconds) => sum + seconds, 0)
  const parts = [...byName]
    .sort((a, b) => b[1] - a[1])
    .filter(([, seconds]) => seconds >= 0.5)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`)
  const wall = ((Date.now() - started) / 1000).toFixed(1)
  console.error(`cpu-of: ${wall} s wall, ${total.toFixed(1)} CPU-s (${parts.join(', ')})`)
  process.exit(code ?? 1)
})
