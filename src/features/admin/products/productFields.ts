import { adminMessages } from '../messages'
import { MAX_EXTRA_IMAGES, type ProductFormValues } from './productForm'

const f = adminMessages.products.form

/**
 * How a field's value is written as text (a CSV cell) and read back:
 * - `text`: as typed;
 * - `number`: digits (a spreadsheet's full-width digits and thousands separators are read too);
 * - `enabled`: 1 or 0 (是/否, 啟用/未啟用, true/false are read too);
 * - `images`: the extra images, one column each (1 to MAX_EXTRA_IMAGES);
 * - `list`: the allergens' keys joined by 、 (`egg、milk`; their zh-TW names are read too);
 * - `heating`: the heating steps as `method／setting／seconds`, joined by ；.
 * (Full-width marks: a CSV reader guessing the delimiter never takes them for it.)
 */
export type ProductFieldKind = 'text' | 'number' | 'enabled' | 'images' | 'list' | 'heating'

/** Every path into the form's values: `title`, `nutritionalInfo.protein`, `imagesUrl` (a list is one field). */
type FieldPath<T> = {
  [K in keyof T & string]: T[K] extends readonly unknown[]
    ? K
    : T[K] extends object
      ? `${K}.${FieldPath<T[K]>}`
      : K
}[keyof T & string]

export type ProductFieldKey = FieldPath<ProductFormValues>

export interface ProductField {
  /** Where the form keeps the value (dots into nested values), also the CSV column's name. */
  key: ProductFieldKey
  /** The form's zh-TW label: errors name it, and a CSV header may use it instead of the key. */
  label: string
  kind: ProductFieldKind
}

/**
 * Every field the product form edits, in the order a CSV file lists them. The one list the CSV
 * export and import read (csv/csvExport.ts, csv/productImport.ts): a field added to the form is
 * added here, once, and the file carries it both ways. A unit test fails while a field of
 * `ProductFormValues` is missing from this list.
 */
export const PRODUCT_FIELDS: readonly ProductField[] = [
  { key: 'title', label: f.titleField, kind: 'text' },
  { key: 'category', label: f.category, kind: 'text' },
  { key: 'unit', label: f.unit, kind: 'text' },
  { key: 'origin_price', label: f.originPrice, kind: 'number' },
  { key: 'price', label: f.price, kind: 'number' },
  { key: 'is_enabled', label: f.enabled, kind: 'enabled' },
  { key: 'description', label: f.description, kind: 'text' },
  { key: 'content', label: f.content, kind: 'text' },
  { key: 'cookingWay', label: f.cookingWay, kind: 'text' },
  { key: 'calories', label: f.calories, kind: 'number' },
  { key: 'nutritionalInfo.protein', label: f.protein, kind: 'number' },
  { key: 'nutritionalInfo.fat', label: f.fat, kind: 'number' },
  { key: 'nutritionalInfo.carbohydrates', label: f.carbohydrates, kind: 'number' },
  { key: 'nutritionalInfo.sugar', label: f.sugar, kind: 'number' },
  { key: 'nutritionalInfo.saturatedFat', label: f.saturatedFat, kind: 'number' },
  { key: 'nutritionalInfo.transFat', label: f.transFat, kind: 'number' },
  { key: 'nutritionalInfo.sodium', label: f.sodium, kind: 'number' },
  { key: 'servingSize', label: f.servingSize, kind: 'number' },
  { key: 'servingUnit', label: f.servingUnit, kind: 'text' },
  { key: 'servingsPerPackage', label: f.servingsPerPackage, kind: 'number' },
  { key: 'storage', label: f.storage, kind: 'text' },
  { key: 'shelfLifeDays', label: f.shelfLifeDays, kind: 'number' },
  { key: 'vegetarian', label: f.vegetarian, kind: 'text' },
  { key: 'allergensStated', label: f.allergensStated, kind: 'enabled' },
  { key: 'allergens', label: f.allergensSection, kind: 'list' },
  { key: 'heating', label: f.heating, kind: 'heating' },
  { key: 'imageUrl', label: f.imageUrl, kind: 'text' },
  { key: 'imagesUrl', label: f.extraImages, kind: 'images' },
]

/** One column of a product CSV: a field, or one extra image (`imagesUrl.2` is the second). */
export interface ProductColumn {
  /** The header the export writes (the field's key; `imagesUrl.n` for the n-th extra image). */
  name: string
  /** The form's label for it (a header may use it too). */
  label: string
  field: ProductField
  /** For an extra image: its place in the list, from 0. */
  image?: number
}

/** The columns of a product CSV after `id`, from PRODUCT_FIELDS. */
export const PRODUCT_COLUMNS: readonly ProductColumn[] = PRODUCT_FIELDS.flatMap((field): ProductColumn[] =>
  field.kind === 'images'
    ? Array.from({ length: MAX_EXTRA_IMAGES }, (_, image) => ({
        name: `${field.key}.${image + 1}`,
        label: f.extraImageUrl(image + 1),
        field,
        image,
      }))
    : [{ name: field.key, label: field.label, field }],
)
