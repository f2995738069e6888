import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { SHIPPING_ADDRESS, toOrderInput } from '@/features/checkout/orderBody'
import {
  checkoutSchema,
  checkoutSchemaAt,
  emptyCheckoutForm,
  type CheckoutFormValues,
} from '@/features/checkout/schema'

const valid: CheckoutFormValues = {
  ...emptyCheckoutForm,
  contactName: '王小明',
  contactEmail: 'ming@example.com',
  contactPhone: '0912345678',
  contactMessage: '週六早上可收貨',
  shippingWay: 'homeDelivery',
  paymentWay: 'bankTransfer',
}

/** Every field's first message, as Formik would show it. */
async function errorsOf(values: Partial<CheckoutFormValues>): Promise<Record<string, string>> {
  try {
    await checkoutSchema.validate({ ...valid, ...values }, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: Record<string, string> = {}
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message
    return errors
  }
}

describe('checkout form rules (spec §5)', () => {
  it('accepts a complete form without card data when not paying by card', async () => {
    expect(await errorsOf({})).toEqual({})
  })

  it('requires name, email, phone, shipping and payment with the spec messages', async () => {
    expect(await errorsOf(emptyCheckoutForm)).toEqual({
      contactName: '必填',
      contactEmail: '必填',
      contactPhone: '必填',
      shippingWay: '必選',
      paymentWay: '必選',
    })
  })

  it('keeps the name between 2 and 12 characters', async () => {
    expect((await errorsOf({ contactName: '王' })).contactName).toBe('請至少輸入 2 個字')
    expect((await errorsOf({ contactName: '王小' })).contactName).toBeUndefined()
    expect((await errorsOf({ contactName: '一二三四五六七八九十壹貳' })).contactName).toBeUndefined()
    expect((await errorsOf({ contactName: '一二三四五六七八九十壹貳參' })).contactName).toBe(
      '最多只能輸入 12 個字',
    )
    expect((await errorsOf({ contactName: '   ' })).contactName).toBe('必填')
  })

  it.each(['ming', 'ming@', 'ming@example', 'ming @example.com', '@example.com'])(
    'refuses the email %s',
    async (contactEmail) => {
      expect((await errorsOf({ contactEmail })).contactEmail).toBe('Email 欄位格式錯誤')
    },
  )

  it.each(['0223456789', '022345678', '0712345678', '0812345678', '0912345678'])(
    'accepts the Taiwan number %s',
    async (contactPhone) => {
      expect((await errorsOf({ contactPhone })).contactPhone).toBeUndefined()
    },
  )

  it.each(['0123456789', '02234567', '02234567890', '091234567', '09123456789', '0912-345-678', '912345678'])(
    'refuses the number %s',
    async (contactPhone) => {
      expect((await errorsOf({ contactPhone })).contactPhone).toBe('電話欄位格式錯誤')
    },
  )

  it('refuses unknown shipping or payment ways', async () => {
    const errors = await errorsOf({
      shippingWay: 'drone' as CheckoutFormValues['shippingWay'],
      paymentWay: 'cash' as CheckoutFormValues['paymentWay'],
    })
    expect(errors).toEqual({ shippingWay: '必選', paymentWay: '必選' })
  })

  it('requires the card fields only for credit card', async () => {
    expect(await errorsOf({ paymentWay: 'creditCard' })).toEqual({
      cardNumber: '必填',
      cardDueDate: '必填',
      cardSafeCode: '必填',
    })
    expect(
      await errorsOf({
        paymentWay: 'creditCard',
        cardNumber: '4111 1111 1111 1111',
        cardDueDate: '12/29',
        cardSafeCode: '123',
      }),
    ).toEqual({})
    expect(await errorsOf({ paymentWay: 'LinePay' })).toEqual({})
  })

  it('checks the shape of card data when paying by card', async () => {
    const errors = await errorsOf({
      paymentWay: 'creditCard',
      cardNumber: '4111',
      cardDueDate: '13/29',
      cardSafeCode: '12',
    })
    expect(errors).toEqual({
      cardNumber: '卡號格式錯誤',
      cardDueDate: '請依 MM/YY 格式輸入',
      cardSafeCode: '安全碼格式錯誤',
    })
  })

  it('checks the card number with Luhn and refuses a card past its month', async () => {
    const card = { paymentWay: 'creditCard' as const, cardSafeCode: '123' }
    expect(await errorsOf({ ...card, cardNumber: '4111 1111 1111 1112', cardDueDate: '12/30' })).toEqual({
      cardNumber: '卡號有誤，請再確認一次',
    })
    expect(await errorsOf({ ...card, cardNumber: '4111 1111 1111 1111', cardDueDate: '01/24' })).toEqual({
      cardDueDate: '這張卡已過期',
    })
    for (const cardDueDate of ['1230', '12/30', '12 / 30', '12/2030'])
      expect(await errorsOf({ ...card, cardNumber: '4111111111111111', cardDueDate })).toEqual({})
  })

  it('keeps the remember box out of the order', () => {
    expect(toOrderInput({ ...valid, rememberChoices: true })).not.toHaveProperty('rememberChoices')
  })
})

describe('the order body', () => {
  it('sends the contact, the fixed address and the choices, and never the card', () => {
    const body = toOrderInput({
      ...valid,
      contactName: ' 王小明 ',
      paymentWay: 'creditCard',
      cardNumber: '4111 1111 1111 1111',
      cardDueDate: '12/29',
      cardSafeCode: '987',
    })
    expect(body).toEqual({
      user: { name: '王小明', email: 'ming@example.com', tel: '0912345678', address: SHIPPING_ADDRESS },
      // What was typed, and under it the morning asked for (盡快出貨 unless a slot is picked).
      message: '週六早上可收貨\n配送時間：盡快出貨',
      shippingWay: 'homeDelivery',
      paymentWay: 'creditCard',
      delivery: { asap: true },
    })
    const text = JSON.stringify(body)
    expect(text).not.toContain('4111')
    expect(text).not.toContain('12/29')
    expect(text).not.toContain('987')
    expect(text).not.toMatch(/cardNumber|cardDueDate|cardSafeCode/)
  })
})

describe('the morning slot in the order body', () => {
  it('sends the day and slot, and writes them under the note, which stays as typed', () => {
    const body = toOrderInput({
      ...valid,
      contactMessage: '請按門鈴',
      deliveryWhen: 'slot',
      deliveryDate: '2026-11-28',
      deliverySlot: '09-11',
    })
    expect(body.delivery).toEqual({ date: '2026-11-28', slot: '09-11' })
    expect(body.message).toBe('請按門鈴\n配送時間：2026/11/28（六） 09:00–11:00')
  })

  it('checks the day against the payment way at the moment the form offers days from', async () => {
    // Thursday 2026-11-26, 09:00 in Taiwan.
    const schema = checkoutSchemaAt(Date.parse('2026-11-26T09:00:00+08:00'))
    const card = { cardNumber: '4111 1111 1111 1111', cardDueDate: '12/29', cardSafeCode: '123' }
    const slot = { ...valid, ...card, deliveryWhen: 'slot' as const, deliverySlot: '07-09' }
    await expect(
      schema.validate({ ...slot, paymentWay: 'creditCard', deliveryDate: '2026-11-27' }),
    ).resolves.toBeTruthy()
    await expect(
      schema.validate({ ...slot, paymentWay: 'bankTransfer', deliveryDate: '2026-11-27' }),
    ).rejects.toThrow('依您的付款方式，最早可選 11/28（六）')
    await expect(
      schema.validate({ ...slot, paymentWay: 'creditCard', deliveryDate: '2026-11-29' }),
    ).rejects.toThrow('週日不配送，請選擇其他日期')
    await expect(
      schema.validate({ ...slot, paymentWay: 'creditCard', deliveryDate: '2026-11-27', deliverySlot: '' }),
    ).rejects.toThrow('請選擇時段')
  })
})
