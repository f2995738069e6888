import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'

const config: StorybookConfig = {
  // The sidebar follows these specifiers (a storySort in the preview would have to be written
  // inline in preview.tsx): the introduction, Foundations, Components, Storefront (home first, in
  // shopping order), Account, Back office; the last two catch anything new. Autodocs for all.
  stories: [
    '../stories/Introduction.mdx',
    '../stories/foundations/Colour.mdx',
    '../stories/foundations/Typography.mdx',
    '../stories/foundations/GridAndSpacing.mdx',
    '../stories/foundations/Motion.mdx',
    '../stories/foundations/Icons.mdx',
    '../stories/@(components|layout)/**/*.stories.@(ts|tsx)',
    '../stories/content/Home*.stories.@(ts|tsx)',
    '../stories/catalog/**/*.stories.@(ts|tsx)',
    '../stories/cart/**/*.stories.@(ts|tsx)',
    '../stories/checkout/**/*.stories.@(ts|tsx)',
    '../stories/content/**/*.stories.@(ts|tsx)',
    '../stories/@(account|orders)/**/*.stories.@(ts|tsx)',
    '../stories/admin/**/*.stories.@(ts|tsx)',
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
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
