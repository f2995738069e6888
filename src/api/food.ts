import type { HeatingStep, Product } from './types'

/**
 * What a product tells about the food: Taiwan's 營養標示 (per serving and per 100 g/ml), the
 * common allergens, 素食, storage, shelf life and heating. One reader for the product page, the
 * list's filters, the admin form and the structured data the build writes.
 *
 * The course API stores every field as sent (course-api.md §1.2, quirk §8.13), so each reader
 * takes what is stored as unknown: a value that is missing or no usable number is `null`, which
 * the shop shows as 未標示 (never 0).
 */

/** The common allergens a Taiwanese package names, in its usual order: key (stored) → label. */
export const ALLERGENS = [
  { key: 'egg', label: '蛋' },
  { key: 'milk', label: '奶' },
  { key: 'wheat', label: '小麥/麩質' },
  { key: 'soy', label: '大豆' },
  { key: 'peanut', label: '花生' },
  { key: 'nuts', label: '堅果' },
  { key: 'shellfish', label: '甲殼類' },
  { key: 'fish', label: '魚' },
  { key: 'sesame', label: '芝麻' },
] as const

export type AllergenKey = (typeof ALLERGENS)[number]['key']

export const ALLERGEN_KEYS: readonly AllergenKey[] = ALLERGENS.map((allergen) => allergen.key)

export function allergenLabel(key: AllergenKey): string {
  return ALLERGENS.find((allergen) => allergen.key === key)?.label ?? key
}

/** Taiwan's vegetarian kinds (素食標示); a product stores one, or '' when it is not vegetarian. */
export const VEGETARIAN_KINDS = ['全素', '蛋素', '奶素', '蛋奶素', '植物五辛素'] as const

export const STORAGE_KINDS = ['冷凍', '冷藏', '常溫'] as const

/** The heating methods the admin form offers (a stored step may name any other). */
export const HEATING_METHODS = ['微波', '平底鍋', '氣炸鍋', '烤箱', '電鍋', '隔水加熱'] as const

/** A finite number, or a string of one; null for anything else. */
function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) && n >= 0 ? n : null
  }
  return null
}

function fieldOf(product: Product, key: string): unknown {
  return (product as unknown as Record<string, unknown>)[key]
}

export type NutrientKey =
  'calories' | 'protein' | 'fat' | 'saturatedFat' | 'transFat' | 'carbohydrates' | 'sugar' | 'sodium'

/** The label's rows in Taiwan's order; `sub` rows are printed indented under the one above. */
export const NUTRIENTS: readonly { key: NutrientKey; label: string; unit: string; sub?: true }[] = [
  { key: 'calories', label: '熱量', unit: '大卡' },
  { key: 'protein', label: '蛋白質', unit: '公克' },
  { key: 'fat', label: '脂肪', unit: '公克' },
  { key: 'saturatedFat', label: '飽和脂肪', unit: '公克', sub: true },
  { key: 'transFat', label: '反式脂肪', unit: '公克', sub: true },
  { key: 'carbohydrates', label: '碳水化合物', unit: '公克' },
  { key: 'sugar', label: '糖', unit: '公克', sub: true },
  { key: 'sodium', label: '鈉', unit: '毫克' },
]

export interface NutritionRow {
  key: NutrientKey
  label: string
  unit: string
  sub: boolean
  /** Per serving, as stored; null = 未標示. */
  perServing: number | null
  /** Per 100 g (or ml), worked out from the serving; null when either is unknown. */
  per100: number | null
}

export interface NutritionFacts {
  /** One serving in `unit`; null = 未標示. */
  servingSize: number | null
  /** 公克 or 毫升. */
  unit: '公克' | '毫升'
  servingsPerPackage: number | null
  rows: NutritionRow[]
  /** True when at least one value is known (else the whole label is 未標示). */
  anyKnown: boolean
}

/** Rounded as a label prints it: one decimal at most (`12.5`, `320`). */
export function roundForLabel(value: number): number {
  return Math.round(value * 10) / 10
}

/** A product's 營養標示. Per-serving values are the stored ones; per 100 g is worked out from them. */
export function nutritionFacts(product: Product): NutritionFacts {
  const stored: unknown = fieldOf(product, 'nutritionalInfo')
  const info = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const servingSize = amountOf(fieldOf(product, 'servingSize'))
  const usableServing = servingSize !== null && servingSize > 0 ? servingSize : null
  const rows = NUTRIENTS.map(({ key, label, unit, sub }): NutritionRow => {
    const perServing = amountOf(key === 'calories' ? fieldOf(product, 'calories') : info[key])
    return {
      key,
      label,
      unit,
      sub: sub === true,
      perServing,
      per100:
        perServing === null || usableServing === null
          ? null
          : roundForLabel((perServing * 100) / usableServing),
    }
  })
  const servings = amountOf(fieldOf(product, 'servingsPerPackage'))
  return {
    servingSize,
    unit: fieldOf(product, 'servingUnit') === 'ml' ? '毫升' : '公克',
    servingsPerPackage: servings !== null && servings > 0 ? servings : null,
    rows,
    anyKnown: servingSize !== null || rows.some((row) => row.perServing !== null),
  }
}

/** The product's allergens (known keys, in ALLERGENS order); null when it does not say (未標示). */
export function allergensOf(product: Product): AllergenKey[] | null {
  const stored = fieldOf(product, 'allergens')
  if (!Array.isArray(stored)) return null
  return ALLERGEN_KEYS.filter((key) => stored.includes(key))
}

/** Free of every allergen in `keys`: only a product that lists its allergens can say so. */
export function isFreeOf(product: Product, keys: readonly AllergenKey[]): boolean {
  if (keys.length === 0) return true
  const allergens = allergensOf(product)
  return allergens !== null && keys.every((key) => !allergens.includes(key))
}

/** The vegetarian kind (全素, 蛋奶素, …); '' when the product says it is not; null when it does not say. */
export function vegetarianOf(product: Product): string | null {
  const stored = fieldOf(product, 'vegetarian')
  if (typeof stored !== 'string') return null
  return stored.trim()
}

export function isVegetarian(product: Product): boolean {
  return Boolean(vegetarianOf(product))
}

/** 冷凍, 冷藏 or 常溫 (or whatever text was stored); null when missing. */
export function storageOf(product: Product): string | null {
  const stored = fieldOf(product, 'storage')
  return typeof stored === 'string' && stored.trim() !== '' ? stored.trim() : null
}

export function shelfLifeDaysOf(product: Product): number | null {
  const days = amountOf(fieldOf(product, 'shelfLifeDays'))
  return days !== null && days > 0 ? Math.round(days) : null
}

/** The heating steps with a method and a usable time; [] when none are stored. */
export function heatingOf(product: Product): HeatingStep[] {
  const stored = fieldOf(product, 'heating')
  if (!Array.isArray(stored)) return []
  return stored.flatMap((step: unknown): HeatingStep[] => {
    if (step === null || typeof step !== 'object') return []
    const { method, setting, seconds } = step as Record<string, unknown>
    const time = amountOf(seconds)
    if (typeof method !== 'string' || method.trim() === '' || time === null || time === 0) return []
    return [
      { method: method.trim(), setting: typeof setting === 'string' ? setting.trim() : '', seconds: time },
    ]
  })
}

/** `90` → `1 分 30 秒`, `120` → `2 分鐘`, `45` → `45 秒`. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  if (minutes === 0) return `${rest} 秒`
  return rest === 0 ? `${minutes} 分鐘` : `${minutes} 分 ${rest} 秒`
}
