// npm run contracts:check-spec -- <Swagger path or URL> [--pact <pact file>]
//
// Verifier 2 (docs/contracts.md): checks the committed pact statically against the official
// Hexschool Swagger, repaired in memory. Known upstream errors are listed with their evidence in
// tests/contract/spec/allowlist.ts; anything else the validator reports fails (exit 1).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ValidationFinding } from '@pactflow/swagger-mock-validator'
import { SPEC_ALLOWLIST } from '../tests/contract/spec/allowlist'
import { checkPactAgainstSpec, interactionOf, loadSpec } from '../tests/contract/spec/check'
import { PACT_FILE_NAME } from '../tests/contract/states'

function usage(message?: string): never {
  if (message) console.error(message)
  console.error('Usage: npm run contracts:check-spec -- <swagger.json path or URL> [--pact <pact file>]')
  process.exit(2)
}

let specArg: string | undefined
let pactFile = resolve(`contracts/${PACT_FILE_NAME}`)
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--pact') pactFile = resolve(args[++i] ?? usage('--pact needs a file'))
  else if (args[i].startsWith('--')) usage(`Unknown option ${args[i]}`)
  else if (specArg) usage('Give one Swagger document.')
  else specArg = args[i]
}
if (!specArg) usage()
if (!existsSync(pactFile)) usage(`No pact at ${pactFile}: run npm run test:contract first.`)

const describe = (finding: ValidationFinding) =>
  `${finding.code} · ${interactionOf(finding)}\n      ${finding.message}\n      at ${finding.mockDetails?.location ?? '?'}` +
  (finding.specDetails ? ` ↔ spec ${finding.specDetails.location}` : '')

const result = await checkPactAgainstSpec({
  spec: await loadSpec(specArg),
  pactFile,
  allowList: SPEC_ALLOWLIST,
})

console.log(`Swagger: ${specArg}`)
console.log(
  `  repaired in memory: ${result.repairs.length ? result.repairs.join('; ') : 'nothing needed repair'}`,
)
console.log(`Pact:    ${pactFile} (${result.interactions} interactions)`)

console.log(`\nKnown upstream errors (tests/contract/spec/allowlist.ts): ${result.allowed.length} kinds`)
for (const { entry, findings } of result.allowed) {
  const where = [...new Set(findings.map(interactionOf))]
  console.log(`  ✓ ${entry.id}: ${findings.length} finding(s) in ${where.length} interaction(s)`)
}

if (result.warnings.length) {
  const byCode = new Map<string, number>()
  for (const warning of result.warnings) byCode.set(warning.code, (byCode.get(warning.code) ?? 0) + 1)
  console.log(`\nWarnings (not gating): ${[...byCode].map(([code, n]) => `${code} ×${n}`).join(', ')}`)
}

for (const entry of result.stale) {
  console.log(
    `\n⚠ allow-list entry "${entry.id}" matched nothing: the Swagger or the contract changed; remove the entry.`,
  )
}

if (result.unexpected.length) {
  console.error(`\n✗ ${result.unexpected.length} difference(s) not on the allow-list:`)
  for (const finding of result.unexpected) console.error(`  - ${describe(finding)}`)
  console.error(
    '\nEither the contract asks for something the API does not document (fix the consumer test, or prove the\n' +
      'API does it and add an allow-list entry with the evidence), or the Swagger changed (read the diff).',
  )
  process.exit(1)
}
console.log('\n✓ The contract agrees with the Swagger, apart from the known upstream errors above.')
