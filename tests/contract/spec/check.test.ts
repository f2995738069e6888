import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { AllowedFinding } from './allowlist'
import { SPEC_ALLOWLIST } from './allowlist'
import { checkPactAgainstSpec, classify, repairSwagger } from './check'

/**
 * Self-test of Verifier 2 on a tiny Swagger with the official document's three defects and a
 * tiny pact: the check must repair the document, pass an honest pact, and fail a drifted one.
 * (The real document lives outside the repo; .ci/run checks the contract against it.)
 */

const brokenSwagger = () => ({
  swagger: '2.0',
  info: { title: 'mini', version: '1' },
  host: '',
  basePath: '/',
  schemes: ['https'],
  securityDefinitions: { apiKeyAuth: { type: 'apiKey', in: 'headers', name: 'authorization' } },
  paths: {
    '/v2/api/{api_path}/product/{id}': {
      get: {
        parameters: [
          { name: 'api_path', in: 'path', required: true, type: 'string' },
          { name: 'id', in: 'path', required: true, type: 'string' },
        ],
        responses: {
          200: {
            description: 'OK',
            schema: {
              type: 'object',
              properties: {
                success: { type: 'boolean' },
                product: {
                  type: 'object',
                  properties: { id: { type: 'string' }, price: { type: 'number' } },
                },
              },
            },
          },
        },
      },
    },
    '/v2/api/{api_path}/cart': {
      post: {
        parameters: [
          { name: 'api_path', in: 'path', required: true, type: 'string' },
          { name: 'data', in: 'body', type: 'object', schema: { type: 'object' } },
        ],
        responses: { 200: { description: 'OK' } },
      },
    },
  },
})

function pactWith(price: unknown, extra: Record<string, unknown> = {}) {
  return {
    consumer: { name: 'breakfast-web' },
    provider: { name: 'hexschool-course-api' },
    interactions: [
      {
        type: 'Synchronous/HTTP',
        description: 'a request for a product that exists',
        providerStates: [{ name: 'a product exists' }],
        request: { method: 'GET', path: '/v2/api/breakfast/product/-OBfast0000000000001' },
        response: {
          status: 200,
          headers: { 'Content-Type': ['application/json'] },
          body: {
            contentType: 'application/json',
            encoded: false,
            content: { success: true, product: { id: '-OBfast0000000000001', price, ...extra } },
          },
        },
      },
    ],
    metadata: { pactSpecification: { version: '4.0' } },
  }
}

const dir = mkdtempSync(join(tmpdir(), 'breakfast-spec-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function writePact(name: string, pact: unknown) {
  const file = join(dir, name)
  writeFileSync(file, JSON.stringify(pact))
  return file
}

describe('repairSwagger', () => {
  it('repairs the three known defects without touching the original', () => {
    const original = brokenSwagger()
    const { spec, repairs } = repairSwagger(original)
    expect(repairs).toEqual([
      'removed the empty `host`',
      'removed `type` beside `schema` on 1 body parameters',
      'securityDefinitions.apiKeyAuth.in: "headers" → "header"',
    ])
    expect(spec).not.toHaveProperty('host')
    expect(JSON.stringify(spec)).not.toContain('"headers"')
    expect(original.host).toBe('')
  })

  it('reports nothing to repair on a sound document', () => {
    expect(repairSwagger(repairSwagger(brokenSwagger()).spec).repairs).toEqual([])
  })
})

describe('checkPactAgainstSpec', () => {
  it('passes a pact that fits the Swagger', async () => {
    const result = await checkPactAgainstSpec({
      spec: brokenSwagger(),
      pactFile: writePact('honest.json', pactWith(55)),
      allowList: [],
    })
    expect(result.unexpected).toEqual([])
    expect(result.interactions).toBe(1)
  })

  it('fails a pact whose response drifted from the Swagger (a price sent as text)', async () => {
    const result = await checkPactAgainstSpec({
      spec: brokenSwagger(),
      pactFile: writePact('drifted.json', pactWith('55')),
      allowList: SPEC_ALLOWLIST,
    })
    expect(result.unexpected.map((finding) => [finding.code, finding.message])).toEqual([
      ['response.body.incompatible', expect.stringMatching(/must be number$/)],
    ])
  })

  it('lets an allow-listed difference through and nothing else', async () => {
    const result = await checkPactAgainstSpec({
      spec: brokenSwagger(),
      pactFile: writePact('shop-fields.json', pactWith(55, { cookingWay: '平底鍋', calories: 320 })),
      allowList: SPEC_ALLOWLIST,
    })
    expect(result.unexpected).toEqual([])
    expect(result.allowed.map((group) => [group.entry.id, group.findings.length])).toEqual([
      ['shop-own-product-fields', 2],
    ])
  })
})

describe('classify', () => {
  const entry: AllowedFinding = {
    id: 'example',
    code: 'response.body.incompatible',
    interactions: ['a request for a product that exists'],
    message: /must be array$/,
    upstream: '',
    reality: '',
    evidence: [],
  }
  const finding = (description: string, message: string) => ({
    code: 'response.body.incompatible',
    message,
    type: 'error' as const,
    source: 'spec-mock-validation',
    mockDetails: { interactionDescription: description, location: '', mockFile: '', value: null },
  })

  it('matches on code, interaction and message, and reports unused entries', () => {
    const covered = finding('a request for a product that exists', 'x must be array')
    const otherInteraction = finding('a request for all products', 'x must be array')
    const otherMessage = finding('a request for a product that exists', 'x must be string')
    const result = classify([covered, otherInteraction, otherMessage], [entry])
    expect(result.allowed).toEqual([{ entry, findings: [covered] }])
    expect(result.unexpected).toEqual([otherInteraction, otherMessage])
    expect(classify([otherMessage], [entry]).stale).toEqual([entry])
  })
})
