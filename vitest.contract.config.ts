import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { CONTRACT_SHOP_PATH } from './tests/contract/states.ts'

/**
 * Pact contract tests, run as two separate steps by scripts/contracts.mjs (docs/contracts.md):
 *
 * - `consumer`: the app's real RTK Query endpoints and baseQuery, in jsdom (so the admin token
 *   really travels from the `myToken` cookie through prepareHeaders), against the Pact mock server.
 *   Each test re-imports the app with VITE_API_BASE_URL set to its mock server's URL
 *   (tests/contract/consumer/pact.ts `appAt`); the value below only guarantees that nothing ever
 *   reaches the real API. The pact goes to PACT_OUT_DIR (a fresh directory chosen by
 *   scripts/contracts.mjs), never straight into contracts/.
 * - `provider`: the Pact Verifier replays contracts/*.json against the fake served over HTTP.
 * - `spec`: self-test of the static check against the Swagger (scripts/check-spec.ts).
 *
 * Pact's native mock server and verifier want one test file at a time: forks, no file parallelism.
 */
const pactOutDir = process.env.PACT_OUT_DIR || join(tmpdir(), `breakfast-pact-${process.pid}`)

const env = {
  PACT_DO_NOT_TRACK: 'true',
  PACT_OUT_DIR: pactOutDir,
  VITE_API_BASE_URL: 'http://127.0.0.1:9',
  // The contract is written against the shop path the app ships with (spec §9: breakfast).
  VITE_API_PATH: CONTRACT_SHOP_PATH,
  // Request bodies built by the admin forms hold local midnights (coupon due dates): pin the zone
  // so the pact is the same on every machine. Taiwan, the shop's own.
  TZ: 'Asia/Taipei',
}

export default defineConfig((configEnv) =>
  mergeConfig(
    typeof viteConfig === 'function' ? viteConfig({ ...configEnv, mode: 'test' }) : viteConfig,
    defineConfig({
      test: {
        pool: 'forks',
        fileParallelism: false,
        testTimeout: 30_000,
        hookTimeout: 30_000,
        env,
        projects: [
          {
            extends: true,
            test: {
              name: 'consumer',
              environment: 'jsdom',
              include: ['tests/contract/consumer/**/*.pact.test.ts'],
              setupFiles: ['./tests/contract/consumer/setup.ts'],
            },
          },
          {
            extends: true,
            test: {
              name: 'spec',
              environment: 'node',
              include: ['tests/contract/spec/**/*.test.ts'],
            },
          },
          {
            extends: true,
            test: {
              name: 'provider',
              environment: 'node',
              include: ['tests/contract/provider/**/*.verify.test.ts'],
            },
          },
        ],
      },
    }),
  ),
)
