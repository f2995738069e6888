import { testStories, type StoryModule } from './testStories'

testStories(import.meta.glob<StoryModule>('../../stories/admin/**/*.stories.tsx', { eager: true }))
