// The processes under a process, with the CPU time each has used, read from /proc (Linux).
// Used by scripts/cpu-of.mjs and scripts/check-storybook.mjs to count Chromium's renderers, which a
// parent's rusage (and /usr/bin/time) misses when they are not waited for.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
export const TICKS_PER_SECOND = 100

export const hasProc = () => existsSync('/proc/self/stat')

/**
 * pid → { name, ticks, childTicks } for every process under `root` (not `root` itself): `ticks` is
 * its own user + system time, `childTicks` that of its finished children it waited for.
 */
export function processTree(root) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      // After the name (which may hold spaces and parentheses): state ppid … utime stime cutime cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      if (!children.has(parent)) children.set(parent, [])
      children.get(parent).push({
        pid: Number(entry),
        name,
        ticks: Number(fields[11]) + Number(fields[12]),
        childTicks: Number(fields[13]) + Number(fields[14]),
      })
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
