import { testStories, type StoryModule } from './testStories'

testStories(import.meta.glob<StoryModule>('../../stories/catalog/**/*.stories.tsx', { eager: true }))
