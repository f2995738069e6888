import { describe, expect, it } from 'vitest'
import {
  allergensOf,
  formatDuration,
  heatingOf,
  isFreeOf,
  nutritionFacts,
  shelfLifeDaysOf,
  storageOf,
  vegetarianOf,
} from '@/api/food'
import type { Product } from '@/api/types'
import { buildSeedProducts } from '../../../mocks/seed'

const seed = buildSeedProducts() as unknown as Product[]
const cheese = seed.find((p) => p.title === '起司蛋餅')!
const bare = {
  ...cheese,
  nutritionalInfo: { protein: 14, fat: 15, carbohydrates: 32, sugar: 2 },
  servingSize: undefined,
  servingsPerPackage: undefined,
  allergens: undefined,
  vegetarian: undefined,
  storage: undefined,
  shelfLifeDays: undefined,
  heating: undefined,
} as Product

describe('the food a product describes', () => {
  it('reads the full label per serving and works out per 100 g', () => {
    const facts = nutritionFacts(cheese)
    expect(facts.servingSize).toBe(180)
    expect(facts.unit).toBe('公克')
    expect(facts.servingsPerPackage).toBe(1)
    expect(facts.rows.map((row) => [row.label, row.unit, row.perServing, row.per100])).toEqual([
      ['熱量', '大卡', 320, 177.8],
      ['蛋白質', '公克', 14, 7.8],
      ['脂肪', '公克', 15, 8.3],
      ['飽和脂肪', '公克', 6.5, 3.6],
      ['反式脂肪', '公克', 0.2, 0.1],
      ['碳水化合物', '公克', 32, 17.8],
      ['糖', '公克', 2, 1.1],
      ['鈉', '毫克', 560, 311.1],
    ])
  })

  it('answers null (未標示), never 0, for what a product does not state or stored as nonsense', () => {
    const facts = nutritionFacts({
      ...bare,
      calories: 'lots',
      nutritionalInfo: { protein: -1 },
    } as unknown as Product)
    expect(facts.rows.every((row) => row.perServing === null && row.per100 === null)).toBe(true)
    expect(facts.servingSize).toBeNull()
    expect(facts.anyKnown).toBe(false)
    const older = nutritionFacts(bare)
    expect(older.rows.find((row) => row.key === 'protein')).toMatchObject({ perServing: 14, per100: null })
    expect(older.rows.find((row) => row.key === 'sodium')).toMatchObject({ perServing: null })
    expect(allergensOf(bare)).toBeNull()
    expect(vegetarianOf(bare)).toBeNull()
    expect(storageOf(bare)).toBeNull()
    expect(shelfLifeDaysOf(bare)).toBeNull()
    expect(heatingOf(bare)).toEqual([])
  })

  it('knows allergens only from a list, in the label order, and 不含 only for products that list theirs', () => {
    expect(allergensOf(cheese)).toEqual(['egg', 'milk', 'wheat', 'soy'])
    expect(isFreeOf(cheese, ['peanut'])).toBe(true)
    expect(isFreeOf(cheese, ['egg'])).toBe(false)
    expect(isFreeOf(bare, ['peanut'])).toBe(false)
    expect(isFreeOf(bare, [])).toBe(true)
  })

  it('gives every seed product the whole label, allergens, storage, shelf life and heating times', () => {
    for (const product of seed) {
      const facts = nutritionFacts(product)
      expect(
        facts.rows.every((row) => row.perServing !== null && row.per100 !== null),
        product.title,
      ).toBe(true)
      expect(allergensOf(product), product.title).not.toBeNull()
      expect(vegetarianOf(product), product.title).not.toBeNull()
      expect(['冷凍', '冷藏']).toContain(storageOf(product))
      expect(shelfLifeDaysOf(product)).toBeGreaterThan(0)
      expect(heatingOf(product).length).toBeGreaterThan(0)
      // Believable: energy within 10 % of 4/9/4 kcal per gram of protein, fat and carbohydrate.
      const n = product.nutritionalInfo
      const energy = 4 * n.protein + 9 * n.fat + 4 * n.carbohydrates
      expect(Math.abs(energy - product.calories) / product.calories, product.title).toBeLessThan(0.1)
      expect((n.saturatedFat ?? 0) + (n.transFat ?? 0)).toBeLessThanOrEqual(n.fat)
      expect(n.sugar).toBeLessThanOrEqual(n.carbohydrates)
    }
  })

  it('prints heating times as a package does', () => {
    expect(formatDuration(90)).toBe('1 分 30 秒')
    expect(formatDuration(120)).toBe('2 分鐘')
    expect(formatDuration(45)).toBe('45 秒')
  })
})
