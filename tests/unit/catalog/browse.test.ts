import { describe, expect, it } from 'vitest'
import type { Product } from '@/api/types'
import {
  EMPTY_QUERY,
  browseProducts,
  foldText,
  highlightParts,
  matchSnippet,
  parseBrowseQuery,
  searchTerms,
  withBrowseQuery,
  type BrowseQuery,
} from '@/features/catalog/browse'
import { buildSeedProducts } from '../../../mocks/seed'

const seed = (buildSeedProducts() as unknown as Product[]).filter((p) => p.is_enabled === 1)
const titles = (products: Product[]) => products.map((p) => p.title)
const find = (changes: Partial<BrowseQuery>, products = seed) =>
  browseProducts(products, { ...EMPTY_QUERY, ...changes })

function product(id: string, fields: Partial<Product> & Record<string, unknown>): Product {
  return {
    id,
    title: id,
    category: '其他',
    unit: '份',
    origin_price: 50,
    price: 50,
    description: '',
    content: '',
    is_enabled: 1,
    imageUrl: '',
    imagesUrl: [],
    cookingWay: '',
    calories: 100,
    nutritionalInfo: { protein: 1, fat: 1, carbohydrates: 1, sugar: 1 },
    ...fields,
  } as Product
}

describe('search text', () => {
  it('folds full-width, case and spaces', () => {
    expect(foldText('ＢＬＴ　三明治 Ａb')).toBe('blt三明治ab')
    expect(searchTerms('  起司　蛋餅 ')).toEqual(['起司', '蛋餅'])
    expect(searchTerms('   ')).toEqual([])
  })

  it('finds every egg crêpe for 蛋餅 and every cheese item for 起司, in title, text or category', () => {
    const crepes = find({ q: '蛋餅' })
    expect(crepes.length).toBeGreaterThanOrEqual(seed.filter((p) => p.category === '蛋餅').length)
    for (const p of seed.filter((p) => p.category === '蛋餅')) expect(crepes).toContain(p)
    const cheese = find({ q: '起司' })
    for (const p of seed) {
      const text = [p.title, p.description, p.content, p.category].join(' ')
      expect(cheese.includes(p)).toBe(text.includes('起司'))
    }
  })

  it('needs every word, in any field, whatever the width or case', () => {
    const items = [
      product('a', { title: 'BLT 三明治', description: '培根生菜番茄' }),
      product('b', { title: '起司蛋餅', content: '切達起司' }),
    ]
    expect(titles(find({ q: 'ｂｌｔ' }, items))).toEqual(['BLT 三明治'])
    expect(titles(find({ q: '起司　蛋餅' }, items))).toEqual(['起司蛋餅'])
    expect(titles(find({ q: '起司 培根' }, items))).toEqual([])
    expect(titles(find({ q: '三 明治' }, items))).toEqual(['BLT 三明治'])
  })

  it('marks the matched characters of the original text', () => {
    expect(highlightParts('BLT 三明治', ['blt'])).toEqual([
      { text: 'BLT', match: true },
      { text: ' 三明治', match: false },
    ])
    expect(highlightParts('起司 蛋餅', ['司蛋'])).toEqual([
      { text: '起', match: false },
      { text: '司 蛋', match: true },
      { text: '餅', match: false },
    ])
    expect(highlightParts('ＡＢ', ['b'])).toEqual([
      { text: 'Ａ', match: false },
      { text: 'Ｂ', match: true },
    ])
  })

  it('shows a piece of the description when the title does not show the match', () => {
    const item = product('a', { title: '鮪魚飯糰', description: '海苔包著鮪魚沙拉與玉米粒，早上吃剛好。' })
    expect(matchSnippet(item, ['鮪魚'])).toBeNull()
    expect(matchSnippet(item, ['玉米'])).toContain('玉米')
  })
})

describe('filters and sort', () => {
  const items = [
    product('light', {
      price: 40,
      calories: 250,
      nutritionalInfo: { protein: 8 } as Product['nutritionalInfo'],
    }),
    product('strong', {
      price: 90,
      calories: 420,
      nutritionalInfo: { protein: 22 } as Product['nutritionalInfo'],
    }),
    product('heavy', { price: 70, calories: '520' as never, nutritionalInfo: { protein: '16' } as never }),
    product('unknown', { price: 60, calories: undefined, nutritionalInfo: undefined }),
  ]

  it('filters by calories, protein and price, leaving unknown values out', () => {
    expect(titles(find({ maxKcal: 300 }, items))).toEqual(['light'])
    expect(titles(find({ maxKcal: 450 }, items))).toEqual(['light', 'strong'])
    expect(titles(find({ minProtein: 15 }, items))).toEqual(['strong', 'heavy'])
    expect(titles(find({ minPrice: 50, maxPrice: 80 }, items))).toEqual(['heavy', 'unknown'])
  })

  it('sorts by price, calories and protein, unknown last; 推薦 keeps the API order', () => {
    expect(titles(find({}, items))).toEqual(['light', 'strong', 'heavy', 'unknown'])
    expect(titles(find({ sort: 'price-asc' }, items))).toEqual(['light', 'unknown', 'heavy', 'strong'])
    expect(titles(find({ sort: 'price-desc' }, items))).toEqual(['strong', 'heavy', 'unknown', 'light'])
    expect(titles(find({ sort: 'kcal-asc' }, items))).toEqual(['light', 'strong', 'heavy', 'unknown'])
    expect(titles(find({ sort: 'protein-desc' }, items))).toEqual(['strong', 'heavy', 'light', 'unknown'])
  })
})

describe('不含… and 素食', () => {
  const food = (title: string, extra: Partial<Product>) => product(title, extra)
  const listed = [
    food('egg', { allergens: ['egg', 'wheat'], vegetarian: '蛋素' }),
    food('none', { allergens: [], vegetarian: '全素' }),
    food('milk', { allergens: ['milk'], vegetarian: '' }),
    food('unknown', { allergens: undefined, vegetarian: undefined }),
  ]

  it('keeps only products that list their allergens and contain none of those asked', () => {
    expect(titles(find({ freeOf: ['egg'] }, listed))).toEqual(['none', 'milk'])
    expect(titles(find({ freeOf: ['egg', 'milk'] }, listed))).toEqual(['none'])
    expect(titles(find({ vegetarian: true }, listed))).toEqual(['egg', 'none'])
    expect(titles(find({ vegetarian: true, freeOf: ['wheat'] }, listed))).toEqual(['none'])
  })

  it('finds the seed products free of egg and the vegetarian ones', () => {
    expect(find({ freeOf: ['egg'] }).every((p) => !(p.allergens ?? ['egg']).includes('egg'))).toBe(true)
    expect(find({ freeOf: ['egg'] }).length).toBeGreaterThan(3)
    expect(titles(find({ vegetarian: true }))).toContain('無糖豆漿')
  })

  it('reads and writes them in the URL (known allergens only, in the label order)', () => {
    const query = parseBrowseQuery(new URLSearchParams('free=milk,bogus,egg&veg=1'))
    expect(query.freeOf).toEqual(['egg', 'milk'])
    expect(query.vegetarian).toBe(true)
    expect(
      withBrowseQuery(new URLSearchParams(), { freeOf: ['egg', 'milk'], vegetarian: true }).toString(),
    ).toBe('free=egg%2Cmilk&veg=1')
    expect(
      withBrowseQuery(new URLSearchParams('free=egg&veg=1'), { freeOf: [], vegetarian: false }).toString(),
    ).toBe('')
  })
})

describe('the URL', () => {
  it('reads every parameter and ignores malformed ones', () => {
    const query = parseBrowseQuery(
      new URLSearchParams(
        'q=蛋餅&sort=kcal-asc&maxKcal=300&minProtein=15&minPrice=30&maxPrice=x&category=飲品',
      ),
    )
    expect(query).toEqual({
      q: '蛋餅',
      sort: 'kcal-asc',
      category: '飲品',
      maxKcal: 300,
      minProtein: 15,
      minPrice: 30,
      maxPrice: null,
      freeOf: [],
      vegetarian: false,
    })
    expect(parseBrowseQuery(new URLSearchParams('sort=cheapest&maxKcal=-1'))).toEqual(EMPTY_QUERY)
  })

  it('writes changes, dropping defaults and keeping other parameters', () => {
    const params = withBrowseQuery(new URLSearchParams('utm=x&q=a'), {
      q: '',
      sort: 'price-asc',
      maxKcal: 450,
    })
    expect(params.toString()).toBe('utm=x&sort=price-asc&maxKcal=450')
    expect(withBrowseQuery(params, { sort: 'recommended' }).toString()).toBe('utm=x&maxKcal=450')
  })
})
