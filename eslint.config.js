import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import path from 'node:path'

/**
 * Import boundaries (docs/architecture.md), one way and with no exemptions:
 *
 *   app → features → components / lib / api → config
 *
 * - config/ is a leaf: it imports nothing from src/;
 * - lib/ imports only config/ (never app/, features/, components/ or api/);
 * - api/ imports lib/ and config/; components/ imports lib/, api/ and config/;
 * - a feature imports components/, lib/, api/, config/ and itself, never another feature or app/
 *   (the app composes features: a route module hands one feature's hook to another's page);
 * - nothing in src/ imports mocks/ statically (the entry point and the dev panel load it by dynamic import);
 * - mocks/ may import only src/api/types.ts, cart.ts, delivery.ts, fulfilment.ts (shared vocabulary,
 *   arithmetic, and the order's slot and status its seed writes) and
 *   src/config/env.ts (the fake's own panel, mocks/ui/, reads where the fake Identity Toolkit listens).
 */
/** What each layer may import besides itself. A feature is its own layer: `features/<name>`. */
const allowedImports = {
  config: [],
  lib: ['config'],
  api: ['lib', 'config'],
  components: ['lib', 'api', 'config'],
  features: ['components', 'lib', 'api', 'config'],
  app: ['features', 'components', 'lib', 'api', 'config'],
}

const srcRoot = path.resolve('src')

/** `{ layer, unit }` of a path under src/ (unit: `features/<name>` or the layer), null elsewhere. */
function placeOf(file) {
  const parts = path.relative(srcRoot, file).split(path.sep)
  if (parts[0] === '..' || parts.length < 2 || !(parts[0] in allowedImports)) return null
  return { layer: parts[0], unit: parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts[0] }
}

/**
 * Every import under src/, written `@/…` or relative, is resolved to the layer it lands in and
 * checked against `allowedImports`: no path form slips past, and there are no exemptions.
 */
const boundariesPlugin = {
  rules: {
    'one-way-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = placeOf(context.filename)
        if (!from) return {}
        const check = (node) => {
          const source = node.source?.value
          if (typeof source !== 'string') return
          let target = null
          if (source.startsWith('@/')) target = path.resolve(srcRoot, source.slice(2))
          else if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source)
          const to = target && placeOf(target)
          if (!to || to.unit === from.unit) return
          if (to.layer === 'features' && from.layer === 'features') {
            context.report({
              node: node.source,
              message: `${from.unit} must not import ${to.unit}: move what they share down (components/, lib/, api/) or let the app compose them.`,
            })
          } else if (!allowedImports[from.layer].includes(to.layer)) {
            context.report({
              node: node.source,
              message: `${from.layer}/ must not import ${to.layer}/ (imports run app → features → components/lib/api → config; ${from.layer}/ may import ${allowedImports[from.layer].join(', ') || 'nothing from src/'}).`,
            })
          }
        }
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        }
      },
    },
  },
}

const noStaticMocks = {
  files: ['src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@mocks|(\\.\\./)+mocks)(/|$)',
            message:
              'The app never imports the fake backend statically (the entry point and the dev panel load it by dynamic import).',
          },
        ],
        paths: [
          {
            name: 'keen-slider/react',
            importNames: ['useKeenSlider'],
            message:
              "useKeenSlider from '@/lib/keenSlider': it destroys a slider after React's commit, not inside it.",
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'build',
      '.react-router',
      'storybook-static',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'react-refresh/only-export-components': [
        'warn',
        {
          allowConstantExport: true,
          // React Router route modules (src/app/root.tsx, src/app/routes/*) export these beside the page.
          allowExportNames: ['meta', 'links', 'loader', 'clientLoader', 'shouldRevalidate', 'handle'],
        },
      ],
    },
  },
  noStaticMocks,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/one-way-imports': 'error' },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^@/(?!(api/(types|cart|delivery|fulfilment)|config/env)$))|(src/(?!(api/(types|cart|delivery|fulfilment)|config/env)$))',
              message:
                'The fake backend shares only src/api/types.ts, cart.ts, delivery.ts, fulfilment.ts and src/config/env.ts with the app, never its UI code.',
            },
          ],
        },
      ],
    },
  },
  {
    // jsdom tests wait by one policy (tests/setup/waits.ts): a wait of its own is how a test ends
    // up failing on a busy machine, and a sleep proves nothing.
    files: ['tests/integration/**/*.{ts,tsx}'],
    ignores: ['tests/integration/api/helpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name="timeout"]',
          message: 'Tests wait by the policy in tests/setup/waits.ts, not a timeout of their own.',
        },
        {
          selector: 'CallExpression[callee.name="setTimeout"]',
          message: 'No sleeps in tests: wait for what the test asserts (findBy…, waitFor).',
        },
      ],
    },
  },
)
