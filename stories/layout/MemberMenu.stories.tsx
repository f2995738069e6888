import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import MemberMenu, { type MemberMenuProps } from '@/components/layout/MemberMenu'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import { layoutMessages } from '@/components/layout/messages'
import { page, shows } from '../storyPlay'

/**
 * The menu under the wide navbar's greeting, as the navbar opens it: the greeting button is the
 * anchor; the menu opens on a click (the play function clicks it) and closes on a choice.
 */
function WithItsButton(props: Omit<MemberMenuProps, 'anchor' | 'id'>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        padding: 16,
        minHeight: 240,
      }}
    >
      <button
        type="button"
        className={`${controls.button} ${controls.inherit}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'member-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {layoutMessages.nav.greeting('早餐愛好者')}
        <span className={controls.endIcon}>
          <Icon name="expandMore" className={controls.icon} />
        </span>
      </button>
      {anchor ? (
        <MemberMenu
          {...props}
          id="member-menu"
          anchor={anchor}
          onClose={() => {
            props.onClose()
            setAnchor(null)
          }}
        />
      ) : null}
    </div>
  )
}

const meta = {
  title: 'Components/Shell/MemberMenu',
  component: MemberMenu,
  args: { id: 'member-menu', anchor: null, onClose: fn(), onLogout: fn() },
  render: (args) => <WithItsButton onClose={args.onClose} onLogout={args.onLogout} />,
} satisfies Meta<typeof MemberMenu>

export default meta
type Story = StoryObj<typeof meta>

const openMenu: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /早餐愛好者/ }))
  await shows(() => page(canvasElement).getByRole('menuitem', { name: layoutMessages.nav.orders }))
}

/** Open: 我的訂單, 我的收藏, 登出. */
export const Open: Story = { play: openMenu }

/** Closed: only the greeting shows. */
export const Closed: Story = {}

/** 登出 closes the menu and signs out. */
export const LoggingOut: Story = {
  play: async (context) => {
    await openMenu(context)
    await userEvent.click(
      page(context.canvasElement).getByRole('menuitem', { name: layoutMessages.nav.logout }),
    )
    await expect(context.args.onLogout).toHaveBeenCalled()
  },
}
