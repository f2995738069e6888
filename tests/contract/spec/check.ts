import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SwaggerMockValidatorFactory, type ValidationFinding } from '@pactflow/swagger-mock-validator'
import type { AllowedFinding } from './allowlist'

/**
 * Verifier 2: the pact checked statically against the official Swagger (anchors.md §3.2, §3.5).
 * The Swagger is not valid Swagger 2.0 as published; three defects are repaired in memory, then
 * @pactflow/swagger-mock-validator compares every interaction with it. What it reports is sorted
 * into known upstream errors (the allow-list) and everything else, which fails the check.
 */

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export interface RepairedSpec {
  spec: Json
  /** One line per repair that changed something. */
  repairs: string[]
}

/**
 * The three known defects (anchors.md §3.5), each repaired only where present:
 * 1. `host: ""` breaks the validator's host pattern: dropped (the contract has no host either);
 * 2. body parameters carry `type: object` beside `schema`: the stray `type` is dropped;
 * 3. `securityDefinitions.*.in` is `"headers"`: it becomes `"header"`.
 */
export function repairSwagger(original: unknown): RepairedSpec {
  if (!isObject(original)) throw new Error('The Swagger document is not a JSON object.')
  const spec = structuredClone(original)
  const repairs: string[] = []

  if ('host' in spec && (typeof spec.host !== 'string' || spec.host.trim() === '')) {
    delete spec.host
    repairs.push('removed the empty `host`')
  }

  let strayTypes = 0
  for (const pathItem of Object.values(isObject(spec.paths) ? spec.paths : {})) {
    if (!isObject(pathItem)) continue
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation) || !Array.isArray(operation.parameters)) continue
      for (const parameter of operation.parameters) {
        if (isObject(parameter) && parameter.in === 'body' && 'schema' in parameter && 'type' in parameter) {
          delete parameter.type
          strayTypes++
        }
      }
    }
  }
  if (strayTypes) repairs.push(`removed \`type\` beside \`schema\` on ${strayTypes} body parameters`)

  for (const [name, scheme] of Object.entries(
    isObject(spec.securityDefinitions) ? spec.securityDefinitions : {},
  )) {
    if (isObject(scheme) && scheme.in === 'headers') {
      scheme.in = 'header'
      repairs.push(`securityDefinitions.${name}.in: "headers" → "header"`)
    }
  }
  return { spec, repairs }
}

/** Reads a Swagger document (JSON) from a path or an http(s) URL. */
export async function loadSpec(pathOrUrl: string): Promise<unknown> {
  const text = /^https?:\/\//i.test(pathOrUrl)
    ? await fetch(pathOrUrl).then((response) => {
        if (!response.ok) throw new Error(`${pathOrUrl} answered ${response.status}`)
        return response.text()
      })
    : readFileSync(pathOrUrl, 'utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new Error(`${pathOrUrl} is not JSON (the Hexschool Swagger is published as JSON).`)
  }
}

export interface Classified {
  allowed: Array<{ entry: AllowedFinding; findings: ValidationFinding[] }>
  unexpected: ValidationFinding[]
  /** Allow-list entries that matched nothing: the Swagger or the contract changed; prune them. */
  stale: AllowedFinding[]
}

export function interactionOf(finding: ValidationFinding): string {
  return finding.mockDetails?.interactionDescription ?? '(no interaction)'
}

export function classify(
  errors: readonly ValidationFinding[],
  allowList: readonly AllowedFinding[],
): Classified {
  const matches = (entry: AllowedFinding, finding: ValidationFinding) =>
    entry.code === finding.code &&
    entry.message.test(finding.message) &&
    (entry.interactions === 'any' || entry.interactions.includes(interactionOf(finding)))

  const allowed = allowList.map((entry) => ({ entry, findings: errors.filter((f) => matches(entry, f)) }))
  return {
    allowed: allowed.filter((group) => group.findings.length > 0),
    unexpected: errors.filter((finding) => !allowList.some((entry) => matches(entry, finding))),
    stale: allowed.filter((group) => group.findings.length === 0).map((group) => group.entry),
  }
}

export interface SpecCheckResult extends Classified {
  repairs: string[]
  warnings: ValidationFinding[]
  interactions: number
}

/**
 * Compares the pact with the repaired Swagger. Responses may not carry properties the Swagger
 * does not list (`additionalPropertiesInResponse: false`): that is how undocumented fields the app
 * relies on show up, each one then either allow-listed with evidence or a failure.
 */
export async function checkPactAgainstSpec(options: {
  spec: unknown
  pactFile: string
  allowList: readonly AllowedFinding[]
}): Promise<SpecCheckResult> {
  const { spec, repairs } = repairSwagger(options.spec)
  const dir = mkdtempSync(join(tmpdir(), 'breakfast-spec-'))
  try {
    const specFile = join(dir, 'swagger.repaired.json')
    writeFileSync(specFile, JSON.stringify(spec))
    const outcome = await SwaggerMockValidatorFactory.create().validate({
      specPathOrUrl: specFile,
      mockPathOrUrl: options.pactFile,
      additionalPropertiesInResponse: 'false',
    })
    const pact = JSON.parse(readFileSync(options.pactFile, 'utf8')) as { interactions?: unknown[] }
    return {
      ...classify(outcome.errors, options.allowList),
      repairs,
      warnings: outcome.warnings,
      interactions: pact.interactions?.length ?? 0,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
