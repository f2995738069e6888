import type { Meta, StoryObj } from '@storybook/react-vite'
import { StepBar } from '@/components/checkout/StepBar'
import { radio } from '../fixtureSets'

const meta = {
  title: 'Components/Navigation/StepBar',
  component: StepBar,
  argTypes: {
    activeStep: { control: { type: 'inline-radio' }, options: [0, 1, 2, 3] },
    status: radio('active', 'done', 'failed'),
  },
  args: { activeStep: 0 },
  // A strip of the page, not a window: its Docs page lists the states one under the other.
  parameters: { gallery: { kind: 'component' } },
} satisfies Meta<typeof StepBar>

export default meta
type Story = StoryObj<typeof meta>

export const ConfirmCart: Story = {}

export const ShippingAndPayment: Story = { args: { activeStep: 1 } }

export const OrderFailed: Story = { args: { activeStep: 2, status: 'failed' } }

export const OrderComplete: Story = { args: { activeStep: 3, status: 'done' } }

export const Narrow: Story = {
  args: { activeStep: 1 },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = {
  args: { activeStep: 1 },
  globals: { viewport: { value: 'desktop' } },
}
