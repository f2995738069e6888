import { testStories, type StoryModule } from './testStories'

testStories(import.meta.glob<StoryModule>('../../stories/checkout/**/*.stories.tsx', { eager: true }))
