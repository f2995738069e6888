import { useId } from 'react'
import {
  allergenLabel,
  allergensOf,
  formatDuration,
  heatingOf,
  nutritionFacts,
  roundForLabel,
  shelfLifeDaysOf,
  storageOf,
  vegetarianOf,
} from '@/api/food'
import type { Product } from '@/api/types'
import { textOf } from '@/lib/format'
import { cx } from '@/lib/classNames'
import { catalogMessages } from '../messages'
import styles from './FoodFacts.module.css'
import page from './ProductDetailScreen.module.css'

const t = catalogMessages.detail

const amount = (value: number | null) => (value === null ? t.notLabelled : String(roundForLabel(value)))

/**
 * The 營養標示 as a Taiwanese package prints it: 每一份量 and 本包裝含 N 份 above, a column per
 * serving and per 100 g (ml), each row naming its unit once (熱量 in 大卡, 鈉 in 毫克), 飽和脂肪,
 * 反式脂肪 and 糖 indented under the row they belong to. A value the product does not state is 未標示.
 */
export function NutritionLabel({ product }: { product: Product }) {
  const headingId = useId()
  const facts = nutritionFacts(product)
  return (
    <section aria-labelledby={headingId} className={cx(page.panel, styles.label)}>
      <h2 id={headingId} className={styles.labelTitle}>
        {t.nutrition}
      </h2>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <span>
            {facts.servingSize === null
              ? t.servingSize(t.notLabelled, '')
              : t.servingSize(String(roundForLabel(facts.servingSize)), facts.unit)}
          </span>
          <span>{t.servings(facts.servingsPerPackage ?? 1)}</span>
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            <th scope="col" className={styles.head}>
              {t.perServing}
            </th>
            <th scope="col" className={styles.head}>
              {t.per100(facts.unit)}
            </th>
          </tr>
        </thead>
        <tbody>
          {facts.rows.map((row) => (
            <tr key={row.key} className={cx(row.key === 'calories' && styles.energyRow)}>
              <th scope="row" className={cx(styles.nutrient, row.sub && styles.sub)}>
                {t.nutrientWithUnit(row.label, row.unit)}
              </th>
              <td className={cx(styles.value, row.perServing === null && styles.unknown)}>
                {amount(row.perServing)}
              </td>
              <td className={cx(styles.value, row.per100 === null && styles.unknown)}>
                {amount(row.per100)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Allergens first and plain (what a shopper with an allergy looks for), then 素食. */
export function AllergenFacts({ product }: { product: Product }) {
  const headingId = useId()
  const allergens = allergensOf(product)
  const vegetarian = vegetarianOf(product)
  return (
    <section aria-labelledby={headingId} className={styles.allergens}>
      <h2 id={headingId} className={styles.factsTitle}>
        {t.allergens}
      </h2>
      {allergens === null ? (
        <p className={styles.factsText}>{t.notLabelled}</p>
      ) : allergens.length === 0 ? (
        <p className={styles.factsText}>{t.allergensNone}</p>
      ) : (
        <>
          <p className={styles.factsText}>{t.allergensContains}</p>
          <ul className={styles.chips}>
            {allergens.map((key) => (
              <li key={key} className={styles.chip}>
                {allergenLabel(key)}
              </li>
            ))}
          </ul>
        </>
      )}
      {vegetarian ? <p className={styles.vegetarian}>{t.vegetarian(vegetarian)}</p> : null}
    </section>
  )
}

/** 保存方式 and 保存期限, as the package's side says them. */
export function StorageFacts({ product }: { product: Product }) {
  const storage = storageOf(product)
  const days = shelfLifeDaysOf(product)
  return (
    <dl className={styles.storage}>
      <div className={styles.storageItem}>
        <dt>{t.storage}</dt>
        <dd>{storage ?? t.notLabelled}</dd>
      </div>
      <div className={styles.storageItem}>
        <dt>{t.shelfLife}</dt>
        <dd>{days === null ? t.notLabelled : t.shelfLifeDays(days)}</dd>
      </div>
    </dl>
  )
}

/** 加熱方式: each way with its power or temperature and time, then the product's own words. */
export function HeatingFacts({ product }: { product: Product }) {
  const headingId = useId()
  const steps = heatingOf(product)
  const text = textOf(product.cookingWay)
  return (
    <section aria-labelledby={headingId} className={page.box}>
      <h2 id={headingId} className={page.boxTitle}>
        {t.cookingWay}
      </h2>
      {steps.length > 0 ? (
        <ul className={styles.steps}>
          {steps.map((step, index) => (
            <li key={index} className={styles.step}>
              <span className={styles.method}>{step.method}</span>
              <span>{t.heatingTime(step.setting, formatDuration(step.seconds))}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {text || steps.length === 0 ? <p className={page.boxText}>{text || t.notLabelled}</p> : null}
    </section>
  )
}
