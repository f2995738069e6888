import { setProjectAnnotations } from '@storybook/react-vite'
import preview from '../../.storybook/preview'

// The test of the checker composes stories itself: with the same project annotations (decorators,
// the fake backend's loaders, parameters) as Storybook's plugin gives every story.
setProjectAnnotations(preview)
