import { testStories, type StoryModule } from './testStories'

testStories(import.meta.glob<StoryModule>('../../stories/cart/**/*.stories.tsx', { eager: true }))
