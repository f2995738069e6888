/** Types of ./benchmarks.mjs, for the TypeScript benchmark scripts that import it. */
export const SECTIONS: string[]
export function machine(): string
export function loadAverage(): string
export function markdownTable(
  headers: string[],
  rows: (string | number)[][],
  align?: ('left' | 'right' | 'center' | undefined)[],
): string
export function replaceSection(markdown: string, id: string, body: string): string
export function writeBenchmarkSection(id: string, section: { title: string; body: string }): Promise<string>
export function childrenKilledOnExit(): import('node:child_process').ChildProcess[]
