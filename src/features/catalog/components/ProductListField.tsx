import type { ReactNode } from 'react'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import { cx } from '@/lib/classNames'
import styles from './ProductListField.module.css'

export interface ProductListFieldProps {
  /** The field's label, on the outline's top edge (the control's `<label>`). */
  label: string
  /** The id of the control inside: the label is for it. */
  htmlFor: string
  /** The control: an `<input>` with ProductListField.module.css's `input` class. */
  children: ReactNode
  /** Before the control (the search box's magnifier). */
  start?: ReactNode
  /** After the control (the search box's clear button). */
  end?: ReactNode
  /** 48 px (default) or 40 px high (the price range's two fields side by side). */
  size?: 'medium' | 'small'
  className?: string
}

/**
 * The product list's outlined field in plain HTML and CSS (ProductListField.module.css): the look
 * of MUI's outlined text field, without MUI (the list loads none on its first load).
 */
export function ProductListField({
  label,
  htmlFor,
  children,
  start,
  end,
  size = 'medium',
  className,
}: ProductListFieldProps) {
  return (
    <div
      className={cx(styles.field, size === 'small' && styles.small, start != null && styles.start, className)}
    >
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        {start != null ? <span className={styles.startAdornment}>{start}</span> : null}
        {children}
        {end != null ? <span className={styles.endAdornment}>{end}</span> : null}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={styles.legend}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  )
}

export interface ProductListSelectProps<T extends string> {
  id: string
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  className?: string
}

/** A browser `<select>` (the phone's own picker) in the outlined field's look. */
export function ProductListSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: ProductListSelectProps<T>) {
  return (
    <ProductListField label={label} htmlFor={id} className={className}>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen) onChange(chosen.value)
        }}
        className={cx(styles.input, styles.select)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="arrowDropDown" className={cx(controls.icon, styles.selectIcon)} />
    </ProductListField>
  )
}
