import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'

const config: StorybookConfig = {
  // The introduction and foundations first (MDX docs), then every story; autodocs for all.
  stories: ['../stories/Introduction.mdx', '../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js, and the fake shop's pictures at the URLs the seed data uses.
  staticDirs: ['../public', { from: '../mocks/seed/images', to: '/seed-images' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: { sidebarOnboardingChecklist: false },
  // Stories run against the in-browser fake, exactly like `npm run dev` (.env.mock).
  viteFinal: (viteConfig, { configType }) =>
    mergeConfig(
      viteConfig,
      configType === 'PRODUCTION'
        ? {
            mode: 'mock',
            // `storybook build --quiet`: no list of every chunk; warnings and errors still show.
            // A component catalogue is one big bundle by design, so its size is not a warning.
            logLevel: 'warn',
            build: { chunkSizeWarningLimit: 5000 },
          }
        : { mode: 'mock' },
    ),
}

export default config
