import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { InlineConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ENV_FILE_DEPRECATION,
  isEnvFileDeprecation,
  silenceConfigLoaderEnvFileWarning,
  withEnvDirNotEnvFile,
} from '@/app/build/reactRouterEnvDir'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('React Router’s Vite servers start without the envFile warning', () => {
  it('hands its child compiler envDir: false for envFile: false, and leaves other configs alone', () => {
    const child: InlineConfig = { configFile: false, envFile: false }
    withEnvDirNotEnvFile(child)
    expect(child).toEqual({ configFile: false, envDir: false })
    const ours: InlineConfig = { envDir: 'env' }
    withEnvDirNotEnvFile(ours)
    expect(ours).toEqual({ envDir: 'env' })
  })

  it('recognises the warning as Vite prints it (coloured, with a repeat count) and nothing else', () => {
    expect(isEnvFileDeprecation([ENV_FILE_DEPRECATION])).toBe(true)
    expect(isEnvFileDeprecation([`\u001b[33m${ENV_FILE_DEPRECATION}\u001b[39m`])).toBe(true)
    expect(isEnvFileDeprecation([ENV_FILE_DEPRECATION, '\u001b[33m(x2)\u001b[39m'])).toBe(true)
    expect(isEnvFileDeprecation([`${ENV_FILE_DEPRECATION} and more`])).toBe(false)
    expect(isEnvFileDeprecation([ENV_FILE_DEPRECATION, { detail: 1 }])).toBe(false)
    expect(isEnvFileDeprecation(['Prerender: product/nope could not be read'])).toBe(false)
  })

  it('keeps that one line out of the terminal and lets every other warning through', () => {
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => {})
    silenceConfigLoaderEnvFileWarning()
    silenceConfigLoaderEnvFileWarning()
    console.warn(ENV_FILE_DEPRECATION)
    console.warn('something else', 1)
    expect(printed.mock.calls).toEqual([['something else', 1]])
  })

  it('is still needed: @react-router/dev still starts its servers with envFile: false', () => {
    // When this fails, React Router spells it envDir: remove src/app/build/reactRouterEnvDir.ts.
    const require = createRequire(import.meta.url)
    const dist = readFileSync(require.resolve('@react-router/dev/vite'), 'utf8')
    expect(dist).toContain('envFile: false')
  })
})
