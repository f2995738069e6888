import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

/**
 * Import boundaries (DESIGN.md §3): app → features → components/lib/api, one way.
 * - a feature never reaches into another feature (shared things move down to components/ or lib/);
 * - components/, lib/ and api/ never import features or app (type-only imports of the store type excepted);
 * - mocks/ may import only src/api/types.ts and src/api/cart.ts (shared arithmetic and limits) from the app;
 * - nothing in src/ imports mocks/, except the entry point and the dev panel, by dynamic import.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message:
              'A feature must not import another feature. Move shared code to components/, lib/ or api/.',
          },
          { regex: '^@/app/(?!store$|config$)', message: 'Features must not import the app layer.' },
          {
            regex: '^(@mocks|\\.\\./.*mocks)/',
            message: 'The app never imports the fake backend statically.',
          },
        ],
      },
    ],
  },
}))

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
      // A drawing tool run by hand; its output (the committed SVGs) is the source (docs/mock-server.md).
      'scripts/generate-seed-images.ts',
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
  ...featureBoundaries,
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: 'Shared code must not depend on a feature.' },
            {
              regex: '^@/app/(?!store$|config$)',
              message: 'Shared code must not depend on the app layer (the store type and config excepted).',
            },
            {
              regex: '^(@mocks|\\.\\./.*mocks)/',
              message: 'The app never imports the fake backend statically.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/(?!api/(types|cart)$))|(src/(?!api/(types|cart)$))',
              message:
                'The fake backend shares only src/api/types.ts and src/api/cart.ts with the app, never UI code.',
            },
          ],
        },
      ],
    },
  },
  {
    // jsdom tests wait by one policy (tests/setup/waits.ts): a wait of its own is how a test ends
    // up failing on a busy machine, and a sleep proves nothing.
    files: ['tests/integration/**/*.{ts,tsx}', 'tests/stories/**/*.{ts,tsx}'],
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
