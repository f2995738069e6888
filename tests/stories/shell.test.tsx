import { testStories, type StoryModule } from './testStories'

testStories(
  import.meta.glob<StoryModule>('../../stories/{layout,components}/**/*.stories.tsx', { eager: true }),
)
