import { testStories, type StoryModule } from './testStories'

testStories(import.meta.glob<StoryModule>('../../stories/content/**/*.stories.tsx', { eager: true }))
