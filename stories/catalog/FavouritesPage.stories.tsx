import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { FAVOURITES_STORAGE_KEY } from '@/features/catalog/favourites'
import { FavouritesPage } from '@/features/catalog/pages/FavouritesPage'
import { page, spinnerGone } from '../storyPlay'
import { products } from './fixtures'

/** The page as its route renders it: with the account feature's members-only check. */
function FavouritesPageRoute() {
  const { requireMember } = useMemberGuard()
  return <FavouritesPage requireMember={requireMember} />
}

/** Puts a favourites map in this browser's storage for one story, and restores what was there. */
function withFavourites(map: Record<string, boolean>) {
  return () => {
    const before = localStorage.getItem(FAVOURITES_STORAGE_KEY)
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(map))
    return () => {
      if (before === null) localStorage.removeItem(FAVOURITES_STORAGE_KEY)
      else localStorage.setItem(FAVOURITES_STORAGE_KEY, before)
    }
  }
}

/** 我的收藏 against the fake backend (the seed catalogue), as a signed-in member. */
const meta = {
  title: 'Storefront/Favourites/FavouritesPage',
  component: FavouritesPageRoute,
  parameters: { route: { path: '/favorites' }, member: true },
} satisfies Meta<typeof FavouritesPageRoute>

export default meta
type Story = StoryObj<typeof meta>

/** Two hearted products, one heart taken back (`false` stays in the map, spec §3). */
export const MemberWithFavourites: Story = {
  beforeEach: withFavourites({ [products[0].id]: true, [products[2].id]: true, [products[5].id]: false }),
  play: async ({ canvasElement }) => {
    const cards = await page(canvasElement).findAllByRole('article')
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      products[0].title,
      products[2].title,
    ])
    await spinnerGone(canvasElement)
  },
}

/** Another tab hearts a product: this tab shows it at once (the browser's `storage` event). */
export const HeartedInAnotherTab: Story = {
  beforeEach: withFavourites({ [products[0].id]: true }),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findAllByRole('article')).toHaveLength(1)
    const map = JSON.stringify({ [products[0].id]: true, [products[1].id]: true })
    localStorage.setItem(FAVOURITES_STORAGE_KEY, map)
    window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY, newValue: map }))
    await expect(await page(canvasElement).findByText('共 2 項收藏')).toBeVisible()
  },
}

/** Un-hearting a product takes it off the page, with the spec's toast. */
export const MemberUnhearts: Story = {
  beforeEach: withFavourites({ [products[0].id]: true, [products[2].id]: true }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `收藏「${products[0].title}」` }))
    await expect(await canvas.findByText('已取消收藏!')).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
  },
}

export const NoFavourites: Story = {
  beforeEach: withFavourites({}),
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('還沒有收藏的商品')).toBeVisible()
  },
}
