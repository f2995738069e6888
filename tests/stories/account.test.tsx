import { testStories, type StoryModule } from './testStories'

testStories(import.meta.glob<StoryModule>('../../stories/account/**/*.stories.tsx', { eager: true }))
