// The one writer of BENCHMARKS.md. Each benchmark script (bench:bundle, bench:lighthouse,
// bench:mock, bench:search, bench:dashboard, bench:admin, bench:interactions) owns one section of
// the file, between `<!-- bench:<id> -->` and `<!-- /bench:<id> -->`, and rewrites only that
// section with the date, the machine and its latest figures: the file holds the latest run of
// each, not a history.
import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, platform, release } from 'node:os'
import { fileURLToPath } from 'node:url'

/** The sections, in the order the file lists them. */
export const SECTIONS = ['bundle', 'lighthouse', 'mock', 'search', 'dashboard', 'admin', 'interactions']

const FILE = fileURLToPath(new URL('../BENCHMARKS.md', import.meta.url))

const HEADER = `# Benchmarks

Figures printed by the benchmark scripts, each section rewritten by its own script on its latest
run (\`npm run bench:bundle\`, \`bench:lighthouse\`, \`bench:mock\`, \`bench:search\`,
\`bench:dashboard\`, \`bench:admin\`, \`bench:interactions\`). Wall times depend on the machine and
on what else it was running: each section names both.
`

const start = (id) => `<!-- bench:${id} -->`
const end = (id) => `<!-- /bench:${id} -->`

/** The machine a figure was measured on: CPU model, cores, Node, OS. */
export function machine() {
  const cpu = cpus()[0]?.model?.replace(/\s+/g, ' ').trim() || 'unknown CPU'
  return `${cpu} (${cpus().length} cores), Node ${process.version}, ${platform()} ${release()}`
}

/** The load average now, as `1 / 5 / 15 min`. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

/** A Markdown table: a header row and rows of cells (numbers right-aligned when `align` says so). */
export function markdownTable(headers, rows, align = []) {
  const line = (cells) => `| ${cells.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`
  const rule = headers.map((_, i) =>
    align[i] === 'right' ? '---:' : align[i] === 'center' ? ':---:' : '---',
  )
  return [line(headers), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n')
}

/**
 * `markdown` with section `id` replaced by `body`, or added where {@link SECTIONS} puts it: after
 * the nearest section listed before it, else before the first one listed after it, else at the end.
 */
export function replaceSection(markdown, id, body) {
  const order = SECTIONS.indexOf(id)
  if (order < 0) throw new Error(`unknown benchmark section ${id}`)
  const block = `${start(id)}\n\n${body.trim()}\n\n${end(id)}`
  const from = markdown.indexOf(start(id))
  const to = markdown.indexOf(end(id))
  if (from >= 0 && to > from) return markdown.slice(0, from) + block + markdown.slice(to + end(id).length)
  const previousEnds = SECTIONS.slice(0, order).map((other) => {
    const index = markdown.indexOf(end(other))
    return index < 0 ? -1 : index + end(other).length
  })
  const nextStarts = SECTIONS.slice(order + 1)
    .map((other) => markdown.indexOf(start(other)))
    .filter((index) => index >= 0)
  const at =
    Math.max(-1, ...previousEnds) >= 0 ? Math.max(...previousEnds) : Math.min(markdown.length, ...nextStarts)
  return `${`${markdown.slice(0, at).trimEnd()}\n\n${block}\n\n${markdown.slice(at).trimStart()}`.trimEnd()}\n`
}

/**
 * Rewrites section `id` of BENCHMARKS.md: its title, the date and machine, then `body` (Markdown:
 * what was measured and the table). Formatted like the rest of the repository, so
 * `prettier --check .` stays clean after a run.
 */
export async function writeBenchmarkSection(id, { title, body }) {
  let markdown
  try {
    markdown = readFileSync(FILE, 'utf8')
  } catch {
    markdown = HEADER
  }
  if (!markdown.startsWith('# Benchmarks')) markdown = `${HEADER}\n${markdown}`
  const date = new Date().toISOString().slice(0, 10)
  const section = `## ${title}\n\nMeasured ${date} on ${machine()}; load average ${loadAverage()}.\n\n${body}`
  const next = replaceSection(markdown, id, section)
  const { format, resolveConfig } = await import('prettier')
  const options = (await resolveConfig(FILE)) ?? {}
  writeFileSync(FILE, await format(next, { ...options, parser: 'markdown' }))
  return FILE
}

/**
 * A list for the servers a benchmark starts (spawned `detached`, each the leader of its process
 * group): every group in it is killed when the script ends, however it ends (done, failed, Ctrl-C).
 */
export function childrenKilledOnExit() {
  const children = []
  process.on('exit', () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid)
      } catch {
        // already gone
      }
    }
  })
  process.on('SIGINT', () => process.exit(130))
  process.on('SIGTERM', () => process.exit(143))
  return children
}
