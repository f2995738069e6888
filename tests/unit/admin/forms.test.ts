import { describe, expect, it } from 'vitest'
import type { Coupon, Order, Product } from '@/api/types'
import { failureNotice } from '@/api/failures'
import {
  couponSchema,
  couponToFormValues,
  dateInputToSeconds,
  dueDateNotice,
  emptyCouponValues,
  formValuesToCouponInput,
  isCouponExpired,
  percentMeaning,
  percentNote,
  toDateInputValue,
} from '@/features/admin/coupons/couponForm'
import { applyOrderForm, orderLines, orderToFormValues } from '@/features/admin/orders/orderForm'
import {
  canAddImage,
  canRemoveImage,
  emptyProductValues,
  formValuesToProductInput,
  imageFileProblem,
  NOT_VEGETARIAN,
  productSchema,
  productToFormValues,
} from '@/features/admin/products/productForm'

const product: Product = {
  id: '-OBfast0000000000001',
  num: 3,
  title: '起司蛋餅',
  category: '蛋餅',
  unit: '份',
  origin_price: 65,
  price: 55,
  description: '經典台式蛋餅',
  content: '蛋餅皮 ×1',
  is_enabled: 1,
  imageUrl: '/seed-images/a-1.svg',
  imagesUrl: ['/seed-images/a-2.svg', '/seed-images/a-3.svg'],
  cookingWay: '平底鍋 4 分鐘',
  calories: 320,
  nutritionalInfo: { protein: 14, fat: 15, carbohydrates: 32, sugar: 2 },
}

describe('product form', () => {
  it('starts a new product from the spec defaults: one empty image entry, disabled, zero nutrition', () => {
    const values = productToFormValues(null)
    expect(values).toEqual(emptyProductValues)
    expect(values.imagesUrl).toEqual([''])
    expect(values.is_enabled).toBe(false)
    expect(values).not.toBe(emptyProductValues)
  })

  it('round-trips a stored product into the body the API wants (numbers, 1/0, no empty images)', () => {
    const values = productToFormValues(product)
    expect(values.is_enabled).toBe(true)
    const input = formValuesToProductInput({
      ...values,
      imagesUrl: [...values.imagesUrl, '  '],
      is_enabled: false,
      price: 49,
    })
    expect(input).toEqual({
      title: '起司蛋餅',
      category: '蛋餅',
      unit: '份',
      origin_price: 65,
      price: 49,
      description: '經典台式蛋餅',
      content: '蛋餅皮 ×1',
      is_enabled: 0,
      imageUrl: '/seed-images/a-1.svg',
      imagesUrl: ['/seed-images/a-2.svg', '/seed-images/a-3.svg'],
      cookingWay: '平底鍋 4 分鐘',
      calories: 320,
      // The package facts the product does not state stay 未標示: sent as null, never 0.
      nutritionalInfo: {
        protein: 14,
        fat: 15,
        carbohydrates: 32,
        sugar: 2,
        saturatedFat: null,
        transFat: null,
        sodium: null,
      },
      servingSize: null,
      servingUnit: 'g',
      servingsPerPackage: null,
      storage: null,
      shelfLifeDays: null,
      vegetarian: null,
      allergens: null,
      heating: [],
    })
    expect(input).not.toHaveProperty('id')
    expect(input).not.toHaveProperty('num')
  })

  it('round-trips the package facts: the full label, allergens, 素食, storage and heating', () => {
    const stored = {
      ...product,
      nutritionalInfo: { ...product.nutritionalInfo, saturatedFat: 6.5, transFat: 0.2, sodium: 560 },
      servingSize: 180,
      servingsPerPackage: 1,
      allergens: ['milk', 'egg', 'shrimp'],
      vegetarian: '',
      storage: '冷凍',
      shelfLifeDays: 180,
      heating: [{ method: '平底鍋', setting: '小火', seconds: 240 }],
    }
    const values = productToFormValues(stored)
    expect(values.allergensStated).toBe(true)
    expect(values.allergens).toEqual(['egg', 'milk'])
    expect(values.vegetarian).toBe(NOT_VEGETARIAN)
    const input = formValuesToProductInput({ ...values, allergens: [...values.allergens, 'sesame'] })
    expect(input).toMatchObject({
      nutritionalInfo: { saturatedFat: 6.5, transFat: 0.2, sodium: 560 },
      servingSize: 180,
      servingUnit: 'g',
      servingsPerPackage: 1,
      allergens: ['egg', 'milk', 'sesame'],
      vegetarian: '',
      storage: '冷凍',
      shelfLifeDays: 180,
      heating: [{ method: '平底鍋', setting: '小火', seconds: 240 }],
    })
    // Unticking 已標示過敏原 clears the stored list (未標示), it does not claim "none".
    expect(formValuesToProductInput({ ...values, allergensStated: false }).allergens).toBeNull()
  })

  it('refuses a label whose parts exceed the whole, and a heating step without a time', async () => {
    const values = productToFormValues(product)
    const errors = await productSchema
      .validate(
        {
          ...values,
          nutritionalInfo: { ...values.nutritionalInfo, fat: 5, saturatedFat: 4, transFat: 2, sugar: 40 },
          heating: [{ method: '微波', setting: '', seconds: '' }],
        },
        { abortEarly: false },
      )
      .then(
        () => [],
        (error: { errors: string[] }) => error.errors,
      )
    expect(errors).toEqual(
      expect.arrayContaining(['糖不可多於碳水化合物', '飽和脂肪與反式脂肪合計不可多於脂肪', '此欄位必填']),
    )
  })

  it('sends empty optional numbers as 0', () => {
    const input = formValuesToProductInput({
      ...emptyProductValues,
      calories: '',
      origin_price: 10,
      price: 8,
    })
    expect(input.calories).toBe(0)
    expect(input.origin_price).toBe(10)
  })

  it('applies the 新增圖片 / 取消圖片 rules', () => {
    expect(canAddImage([''])).toBe(false)
    expect(canAddImage(['a'])).toBe(true)
    expect(canAddImage(['a', ''])).toBe(false)
    expect(canAddImage(['a', 'b', 'c', 'd', 'e'])).toBe(false)
    expect(canRemoveImage(['a'])).toBe(false)
    expect(canRemoveImage(['a', ''])).toBe(false)
    expect(canRemoveImage(['a', 'b'])).toBe(true)
  })

  it('refuses a selling price above the original price (the shop would show a false discount)', async () => {
    const values = productToFormValues(product)
    const priceError = (price: number | '', origin: number | '') =>
      productSchema
        .validateAt('price', { ...values, price, origin_price: origin })
        .then(() => null)
        .catch((error: Error) => error.message)
    await expect(priceError(99, 70)).resolves.toBe('售價不可高於原價')
    await expect(priceError(70, 70)).resolves.toBeNull()
    await expect(priceError(55, 70)).resolves.toBeNull()
    // An empty original price is its own error, not this one.
    await expect(priceError(55, '')).resolves.toBeNull()
  })

  it('accepts only .jpg, .jpeg and .png under 3 MB', () => {
    expect(imageFileProblem({ name: 'egg.PNG', size: 10 })).toBeNull()
    expect(imageFileProblem({ name: 'egg.jpeg', size: 10 })).toBeNull()
    expect(imageFileProblem({ name: 'egg.jpg', size: 10 })).toBeNull()
    expect(imageFileProblem({ name: 'egg.gif', size: 10 })).toBe('只能上傳 .jpg、.jpeg、.png 格式的圖片')
    expect(imageFileProblem({ name: 'png', size: 10 })).toBe('只能上傳 .jpg、.jpeg、.png 格式的圖片')
    expect(imageFileProblem({ name: 'big.png', size: 3 * 1024 * 1024 })).toBe('圖片檔案需小於 3 MB')
  })

  it('requires the API-required fields and numbers ≥ 0', async () => {
    const errors = await productSchema
      .validate({ ...emptyProductValues, price: -1 }, { abortEarly: false })
      .then(() => [] as string[])
      .catch((error: { inner: { path: string; message: string }[] }) =>
        error.inner.map((issue) => `${issue.path}: ${issue.message}`),
      )
    expect(errors).toEqual([
      'title: 此欄位必填',
      'category: 此欄位必填',
      'unit: 此欄位必填',
      'origin_price: 此欄位必填',
      'price: 不可小於 0',
    ])
    await expect(productSchema.isValid(productToFormValues(product))).resolves.toBe(true)
    await expect(
      productSchema.isValid({
        ...productToFormValues(product),
        nutritionalInfo: { ...product.nutritionalInfo, fat: -2 },
      }),
    ).resolves.toBe(false)
  })
})

describe('coupon form', () => {
  const coupon: Coupon = {
    id: 'c1',
    num: 1,
    title: '早安八折券',
    code: 'MORNING',
    percent: 80,
    due_date: dateInputToSeconds('2030-05-20'),
    is_enabled: 1,
  }

  it('defaults the due date to today and converts the chosen day to seconds (local midnight)', () => {
    const today = new Date(2026, 10, 21, 15, 30)
    expect(emptyCouponValues(today).due_date).toBe('2026-11-21')
    expect(dateInputToSeconds('2026-11-21')).toBe(new Date(2026, 10, 21).getTime() / 1000)
    expect(toDateInputValue(new Date(2030, 0, 5))).toBe('2030-01-05')
  })

  it('round-trips a coupon: percent as a number, due_date as seconds, is_enabled 1/0', () => {
    const values = couponToFormValues(coupon)
    expect(values).toEqual({
      title: '早安八折券',
      percent: 80,
      code: 'MORNING',
      due_date: '2030-05-20',
      is_enabled: true,
    })
    expect(formValuesToCouponInput({ ...values, percent: 75, is_enabled: false, code: ' SPRING ' })).toEqual({
      title: '早安八折券',
      percent: 75,
      code: 'SPRING',
      due_date: coupon.due_date,
      is_enabled: 0,
    })
  })

  it('keeps the percent within 1–100', async () => {
    const valid = couponToFormValues(coupon)
    await expect(couponSchema.isValid(valid)).resolves.toBe(true)
    await expect(couponSchema.isValid({ ...valid, percent: 0 })).resolves.toBe(false)
    await expect(couponSchema.isValid({ ...valid, percent: 101 })).resolves.toBe(false)
    await expect(couponSchema.isValid({ ...valid, percent: 100 })).resolves.toBe(true)
    await expect(couponSchema.isValid({ ...valid, percent: '' })).resolves.toBe(false)
  })

  it('counts a coupon as expired only after its whole due day', () => {
    const due = dateInputToSeconds('2026-11-21')
    expect(isCouponExpired({ due_date: due }, due + 23 * 3600)).toBe(false)
    expect(isCouponExpired({ due_date: due }, due + 24 * 3600)).toBe(true)
  })
})

describe('coupon hints', () => {
  it('says what a percent paid means, as a shop writes the discount', () => {
    expect(percentMeaning(80)).toBe('80 → 打 8 折，顧客付 80%')
    expect(percentMeaning('85')).toBe('85 → 打 85 折，顧客付 85%')
    expect(percentMeaning(90)).toBe('90 → 打 9 折，顧客付 90%')
    expect(percentMeaning(5)).toBe('5 → 打 0.5 折，顧客付 5%')
    expect(percentMeaning(85.5)).toBe('85.5 → 打 8.55 折，顧客付 85.5%')
    expect(percentMeaning(100)).toBe('100 → 不打折，顧客付原價（100%）')
    for (const nothing of ['', 0, 101, 'abc', null]) expect(percentMeaning(nothing)).toBeNull()
    expect(percentNote(80)).toBe('（打 8 折）')
  })

  it('warns when the due date leaves the coupon usable for less than a day (it works through its due day)', () => {
    const at = (text: string) => new Date(text)
    // 10:30 on the due day: usable until 23:59, 13 h 29 min (whole minutes, rounded down) left.
    expect(dueDateNotice('2026-11-21', at('2026-11-21T10:30:30'))).toEqual({
      severity: 'warning',
      text: '到期日是今天：這張優惠券只能用到今天 23:59，還剩 13 小時 29 分鐘。要讓顧客用上一整天以上，請選明天以後的日期。',
    })
    expect(dueDateNotice('2026-11-21', at('2026-11-21T23:59:30'))?.text).toContain('還剩 1 分鐘')
    // Tomorrow: a whole day and more.
    expect(dueDateNotice('2026-11-22', at('2026-11-21T00:00:00'))).toBeNull()
    expect(dueDateNotice('2026-11-20', at('2026-11-21T00:00:00'))).toEqual({
      severity: 'error',
      text: '到期日已經過了：儲存後顧客無法使用這張優惠券。',
    })
    expect(dueDateNotice('', at('2026-11-21T00:00:00'))).toBeNull()
  })
})

describe('order form', () => {
  const line = (id: string, total: number, percent?: number) => ({
    id,
    product_id: `p-${id}`,
    qty: 2,
    total,
    final_total: percent ? (total * percent) / 100 : total,
    product,
    ...(percent ? { coupon: { id: 'c', title: 't', code: 'C', percent, due_date: 1, is_enabled: 1 } } : {}),
  })
  const order: Order = {
    id: '-OBordr0000000000002',
    num: 2,
    create_at: 1_763_700_000,
    is_paid: false,
    message: '',
    products: { l1: line('l1', 110), l2: line('l2', 100, 80) },
    total: 190,
    user: { name: '林志豪', tel: '0928765432', email: 'lin@example.com', address: '新北市' },
  }

  it('lists the lines with their discount percent (null without a coupon)', () => {
    expect(orderLines(order)).toEqual([
      { id: 'l1', title: '起司蛋餅', qty: 2, total: 110, percent: null, finalTotal: 110 },
      { id: 'l2', title: '起司蛋餅', qty: 2, total: 100, percent: 80, finalTotal: 80 },
    ])
  })

  it('saves the whole order with the edits; a newly paid order gets paid_date, num is dropped', () => {
    const values = { ...orderToFormValues(order), name: ' 林小豪 ', is_paid: true }
    const saved = applyOrderForm(order, values, 1_763_800_000)
    expect(saved).toEqual({
      id: order.id,
      create_at: order.create_at,
      is_paid: true,
      paid_date: 1_763_800_000,
      message: '',
      products: order.products,
      total: 190,
      user: { ...order.user, name: '林小豪' },
    })
    // Already paid: the original paid date stays.
    const paid = { ...order, is_paid: true, paid_date: 1_763_750_000 }
    expect(applyOrderForm(paid, orderToFormValues(paid), 1_763_800_000).paid_date).toBe(1_763_750_000)
    // Marked unpaid: no paid date is sent.
    expect(applyOrderForm(paid, { ...orderToFormValues(paid), is_paid: false }, 1).paid_date).toBeUndefined()
  })
})

describe('admin failure messages (spec §8)', () => {
  const apiError = (status: number | string, messages: string[]) => ({
    status,
    messages,
    message: messages.join('、'),
  })

  it('shows the server messages joined by 、 on a 400, the retry text otherwise', () => {
    expect(failureNotice('createProduct', apiError(400, ['title 欄位為必填', 'price 型別錯誤']))).toEqual({
      title: '新增產品失敗',
      text: 'title 欄位為必填、price 型別錯誤',
    })
    expect(failureNotice('createProduct', apiError(404, ['id 不存在']))).toEqual({
      title: '新增產品失敗',
      text: '請重新操作一次',
    })
    expect(failureNotice('updateOrder', apiError(400, ['x']))?.text).toBe('請重新操作一次')
  })

  it('falls back to the generic title when no answer came back, or the call was not sent (offline)', () => {
    expect(failureNotice('createProduct', apiError('FETCH_ERROR', []))).toEqual({
      title: '更新產品失敗',
      text: '請重新操作一次',
    })
    expect(failureNotice('deleteProduct', apiError('OFFLINE', []))).toEqual({
      title: '刪除產品失敗',
      text: '請重新操作一次',
    })
    expect(failureNotice('createProduct', new Error('boom'))?.title).toBe('更新產品失敗')
  })

  it('stays silent on a 401 (the session ends and the layout redirects)', () => {
    expect(failureNotice('createProduct', apiError(401, ['驗證錯誤, 請重新登入']))).toBeNull()
    expect(failureNotice('deleteProduct', apiError(401, []))).toBeNull()
    expect(failureNotice('deleteProduct', apiError(500, []))).toEqual({
      title: '刪除產品失敗',
      text: '請重新操作一次',
    })
  })
})
