import { testStories, type StoryModule } from './testStories'

testStories(import.meta.glob<StoryModule>('../../stories/orders/**/*.stories.tsx', { eager: true }))
