import { describe, expect, it } from 'vitest'
import { machine, markdownTable, replaceSection } from '../../../scripts/benchmarks.mjs'

const header = '# Benchmarks\n\nIntro.\n'
const section = (id: string, text: string) => `<!-- bench:${id} -->\n\n${text}\n\n<!-- /bench:${id} -->`

describe('BENCHMARKS.md: each script rewrites its own section', () => {
  it('replaces a section in place and leaves the others as they were', () => {
    const file = `${header}\n${section('bundle', 'old bundle')}\n\n${section('mock', 'mock figures')}\n`
    const next = replaceSection(file, 'bundle', '## Bundle\n\nnew figures')
    expect(next).toBe(
      `${header}\n${section('bundle', '## Bundle\n\nnew figures')}\n\n${section('mock', 'mock figures')}\n`,
    )
    expect(replaceSection(next, 'bundle', '## Bundle\n\nnew figures')).toBe(next)
  })

  it('adds a missing section in the order of the scripts', () => {
    const file = `${header}\n${section('bundle', 'b')}\n\n${section('search', 's')}\n`
    const withMock = replaceSection(file, 'mock', 'm')
    expect(withMock.indexOf('bench:bundle')).toBeLessThan(withMock.indexOf('bench:mock'))
    expect(withMock.indexOf('bench:mock')).toBeLessThan(withMock.indexOf('bench:search'))
    const first = replaceSection(`${header}\n${section('search', 's')}\n`, 'bundle', 'b')
    expect(first.indexOf('Intro.')).toBeLessThan(first.indexOf('bench:bundle'))
    expect(first.indexOf('bench:bundle')).toBeLessThan(first.indexOf('bench:search'))
    expect(replaceSection(header, 'dashboard', 'd')).toBe(`${header}\n${section('dashboard', 'd')}\n`)
  })

  it('refuses a section no script owns', () => {
    expect(() => replaceSection(header, 'history', 'x')).toThrow(/unknown benchmark section/)
  })

  it('writes tables and names the machine', () => {
    expect(
      markdownTable(
        ['page', 'KiB'],
        [
          ['`/`', '141.2'],
          ['a|b', 2],
        ],
        [undefined, 'right'],
      ),
    ).toBe('| page | KiB |\n| --- | ---: |\n| `/` | 141.2 |\n| a\\|b | 2 |')
    expect(machine()).toMatch(/\(\d+ cores\), Node v\d+/)
  })
})
