import * as yup from 'yup'
import { ALLERGEN_KEYS, allergensOf, heatingOf, shelfLifeDaysOf, storageOf, vegetarianOf } from '@/api/food'
import type { Product, ProductInput } from '@/api/types'
import { textOf } from '@/lib/format'
import { adminMessages } from '../messages'
import { optionalNonNegative, requiredNonNegative, type NumberField } from '../formRules'

const t = adminMessages.common

/** Spec §3/§9: at most 5 extra images; the list starts with one empty entry. */
export const MAX_EXTRA_IMAGES = 5
/** Spec §5/§9: uploads accept .jpg, .jpeg and .png only; the API refuses files of 3 MB or more. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png'
export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024

export interface ProductFormValues {
  title: string
  category: string
  unit: string
  origin_price: NumberField
  price: NumberField
  description: string
  content: string
  cookingWay: string
  calories: NumberField
  nutritionalInfo: {
    protein: NumberField
    fat: NumberField
    carbohydrates: NumberField
    sugar: NumberField
    saturatedFat: NumberField
    transFat: NumberField
    sodium: NumberField
  }
  /** The package facts (src/api/food.ts): '' = 未標示 (sent as null). */
  servingSize: NumberField
  servingUnit: 'g' | 'ml'
  servingsPerPackage: NumberField
  storage: string
  shelfLifeDays: NumberField
  /** '' 未標示, NOT_VEGETARIAN 非素食, or one of VEGETARIAN_KINDS. */
  vegetarian: string
  /** Whether the product states its allergens (else 未標示); then `allergens` are those it contains. */
  allergensStated: boolean
  allergens: string[]
  heating: { method: string; setting: string; seconds: NumberField }[]
  imageUrl: string
  imagesUrl: string[]
  is_enabled: boolean
}

/** The form's value for 非素食 (stored as ''; the form's '' is 未標示). */
export const NOT_VEGETARIAN = '-'

/** Spec §3 defaults: empty strings, is_enabled 0, calories and nutrition 0, one empty image entry. */
export const emptyProductValues: ProductFormValues = {
  title: '',
  category: '',
  unit: '',
  origin_price: '',
  price: '',
  description: '',
  content: '',
  cookingWay: '',
  calories: 0,
  nutritionalInfo: {
    protein: 0,
    fat: 0,
    carbohydrates: 0,
    sugar: 0,
    saturatedFat: '',
    transFat: '',
    sodium: '',
  },
  servingSize: '',
  servingUnit: 'g',
  servingsPerPackage: '',
  storage: '',
  shelfLifeDays: '',
  vegetarian: '',
  allergensStated: false,
  allergens: [],
  heating: [],
  imageUrl: '',
  imagesUrl: [''],
  is_enabled: false,
}

const numberOr = (value: unknown, fallback: NumberField): NumberField =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

/** The stored record as form values (reopening a modal always starts from these). */
export function productToFormValues(product: Product | null | undefined): ProductFormValues {
  if (!product) return structuredClone(emptyProductValues)
  const images = Array.isArray(product.imagesUrl)
    ? product.imagesUrl.filter((url): url is string => typeof url === 'string').slice(0, MAX_EXTRA_IMAGES)
    : []
  const nutrition: Partial<Record<keyof Product['nutritionalInfo'], unknown>> =
    typeof product.nutritionalInfo === 'object' && product.nutritionalInfo !== null
      ? product.nutritionalInfo
      : {}
  // Another client may have stored anything in a field (course-api.md §8.13): text fields that
  // hold no text open empty, so the admin can fill them in and save a well-formed product.
  return {
    title: textOf(product.title),
    category: textOf(product.category),
    unit: textOf(product.unit),
    origin_price: numberOr(product.origin_price, ''),
    price: numberOr(product.price, ''),
    description: textOf(product.description),
    content: textOf(product.content),
    cookingWay: textOf(product.cookingWay),
    calories: numberOr(product.calories, 0),
    nutritionalInfo: {
      protein: numberOr(nutrition.protein, 0),
      fat: numberOr(nutrition.fat, 0),
      carbohydrates: numberOr(nutrition.carbohydrates, 0),
      sugar: numberOr(nutrition.sugar, 0),
      saturatedFat: numberOr(nutrition.saturatedFat, ''),
      transFat: numberOr(nutrition.transFat, ''),
      sodium: numberOr(nutrition.sodium, ''),
    },
    servingSize: numberOr(product.servingSize, ''),
    servingUnit: product.servingUnit === 'ml' ? 'ml' : 'g',
    servingsPerPackage: numberOr(product.servingsPerPackage, ''),
    storage: storageOf(product) ?? '',
    shelfLifeDays: shelfLifeDaysOf(product) ?? '',
    vegetarian: ((kind) => (kind === null ? '' : kind || NOT_VEGETARIAN))(vegetarianOf(product)),
    allergensStated: allergensOf(product) !== null,
    allergens: allergensOf(product) ?? [],
    heating: heatingOf(product).map((step) => ({ ...step })),
    imageUrl: textOf(product.imageUrl),
    imagesUrl: images.length > 0 ? images : [''],
    is_enabled: Boolean(product.is_enabled),
  }
}

const toNumber = (value: NumberField): number => (value === '' ? 0 : Number(value))
/** An optional package fact: empty is 未標示, sent as null so an edit can clear a stored value. */
const toNumberOrNull = (value: NumberField): number | null => (value === '' ? null : Number(value))

/** Spec §7: prices and numbers are sent as numbers, is_enabled as 1 or 0; empty image slots are dropped. */
export function formValuesToProductInput(values: ProductFormValues): ProductInput {
  return {
    title: values.title.trim(),
    category: values.category.trim(),
    unit: values.unit.trim(),
    origin_price: toNumber(values.origin_price),
    price: toNumber(values.price),
    description: values.description.trim(),
    content: values.content.trim(),
    cookingWay: values.cookingWay.trim(),
    calories: toNumber(values.calories),
    nutritionalInfo: {
      protein: toNumber(values.nutritionalInfo.protein),
      fat: toNumber(values.nutritionalInfo.fat),
      carbohydrates: toNumber(values.nutritionalInfo.carbohydrates),
      sugar: toNumber(values.nutritionalInfo.sugar),
      saturatedFat: toNumberOrNull(values.nutritionalInfo.saturatedFat),
      transFat: toNumberOrNull(values.nutritionalInfo.transFat),
      sodium: toNumberOrNull(values.nutritionalInfo.sodium),
    },
    servingSize: toNumberOrNull(values.servingSize),
    servingUnit: values.servingUnit,
    servingsPerPackage: toNumberOrNull(values.servingsPerPackage),
    storage: values.storage || null,
    shelfLifeDays: toNumberOrNull(values.shelfLifeDays),
    vegetarian:
      values.vegetarian === '' ? null : values.vegetarian === NOT_VEGETARIAN ? '' : values.vegetarian,
    allergens: values.allergensStated ? ALLERGEN_KEYS.filter((key) => values.allergens.includes(key)) : null,
    heating: values.heating.map((step) => ({
      method: step.method.trim(),
      setting: step.setting.trim(),
      seconds: toNumber(step.seconds),
    })),
    imageUrl: values.imageUrl.trim(),
    imagesUrl: values.imagesUrl.map((url) => url.trim()).filter(Boolean),
    is_enabled: values.is_enabled ? 1 : 0,
  }
}

const f = adminMessages.products.form

/** Parts of a nutrient (糖 of 碳水化合物, 飽和 + 反式 of 脂肪) cannot be more than the whole. */
function partFits(parts: unknown[], whole: unknown): boolean {
  const numbers = parts.filter((part): part is number => typeof part === 'number' && Number.isFinite(part))
  const total = typeof whole === 'string' && whole.trim() !== '' ? Number(whole) : whole
  if (numbers.length === 0 || typeof total !== 'number' || !Number.isFinite(total)) return true
  return numbers.reduce((sum, part) => sum + part, 0) <= total + 1e-9
}

const requiredText = () => yup.string().trim().required(t.required)

export const productSchema = yup.object({
  title: requiredText(),
  category: requiredText(),
  unit: requiredText(),
  origin_price: requiredNonNegative(),
  // Honest prices: the shop shows the original price struck through beside the selling price, so
  // a selling price above it would advertise a discount that is not one.
  price: requiredNonNegative().test(
    'not-above-origin',
    adminMessages.products.form.priceAboveOrigin,
    function (price) {
      // Compared only with a usable original price: an empty or invalid one has its own message.
      const origin: unknown = this.parent.origin_price
      const originPrice = typeof origin === 'string' && origin.trim() !== '' ? Number(origin) : origin
      if (typeof price !== 'number' || typeof originPrice !== 'number') return true
      if (!Number.isFinite(originPrice) || originPrice < 0) return true
      return price <= originPrice
    },
  ),
  description: yup.string(),
  content: yup.string(),
  cookingWay: yup.string(),
  calories: optionalNonNegative(),
  nutritionalInfo: yup.object({
    protein: optionalNonNegative(),
    fat: optionalNonNegative(),
    carbohydrates: optionalNonNegative(),
    sugar: optionalNonNegative().test('sugar-part', f.sugarPart, function (sugar) {
      return partFits([sugar], this.parent.carbohydrates)
    }),
    saturatedFat: optionalNonNegative().test('fat-parts', f.fatParts, function (saturated) {
      return partFits([saturated, this.parent.transFat], this.parent.fat)
    }),
    transFat: optionalNonNegative(),
    sodium: optionalNonNegative(),
  }),
  servingSize: optionalNonNegative(),
  servingUnit: yup.string().oneOf(['g', 'ml']),
  servingsPerPackage: optionalNonNegative().integer(t.integer),
  storage: yup.string(),
  shelfLifeDays: optionalNonNegative().integer(t.integer),
  vegetarian: yup.string(),
  allergensStated: yup.boolean(),
  allergens: yup.array(yup.string()),
  heating: yup.array(
    yup.object({
      method: yup.string().trim().required(f.heatingIncomplete),
      setting: yup.string(),
      seconds: requiredNonNegative().moreThan(0, f.heatingIncomplete),
    }),
  ),
  imageUrl: yup.string(),
  imagesUrl: yup.array(yup.string()).max(MAX_EXTRA_IMAGES),
  is_enabled: yup.boolean().typeError(adminMessages.products.form.enabledFormat),
})

/** Spec §2: 新增圖片 only when fewer than 5 images exist and the last one is filled. */
export function canAddImage(images: string[]): boolean {
  return images.length < MAX_EXTRA_IMAGES && images.length > 0 && images[images.length - 1].trim() !== ''
}

/** Spec §2: 取消圖片 only when more than 1 image exists and the last one is filled. */
export function canRemoveImage(images: string[]): boolean {
  return images.length > 1 && images[images.length - 1].trim() !== ''
}

/** Client-side check before calling admin/upload; returns the problem, or null when fine. */
export function imageFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase()
  if (!IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return adminMessages.products.form.badFileType
  if (file.size >= MAX_UPLOAD_BYTES) return adminMessages.products.form.tooLarge
  return null
}
