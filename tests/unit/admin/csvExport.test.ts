import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { Order, Product } from '@/api/types'
import { CSV_BOM, ordersCsv, productsCsv } from '@/features/admin/csv/csvExport'

const order = {
  id: '-Oabc',
  create_at: 1_763_700_000,
  is_paid: false,
  total: 130,
  message: '不要香菜, 謝謝\n"少冰"',
  shippingWay: 'homeDelivery',
  paymentWay: 'LinePay',
  products: {
    l1: { id: 'l1', product_id: 'p1', qty: 2, total: 90, final_total: 90, product: { title: '起司蛋餅' } },
    l2: { id: 'l2', product_id: 'p2', qty: 1, total: 40, final_total: 40, product: { title: '奶茶' } },
  },
  user: { name: '王小明', tel: '0912345678', email: 'a@b.tw', address: '台北市, 中正區' },
} as unknown as Order

describe('CSV export', () => {
  it('writes UTF-8 with a BOM, quotes commas, quotes and line breaks, and reads back the same values', () => {
    const csv = ordersCsv([order])
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    const [header, row] = parsed.data
    expect(header.slice(0, 4)).toEqual(['訂單編號', '下單時間', '訂單金額', '品項數'])
    const value = (name: string) => row[header.indexOf(name)]
    expect(value('訂單編號')).toBe('-Oabc')
    expect(value('品項數')).toBe('3')
    expect(value('地址')).toBe('台北市, 中正區')
    expect(value('留言')).toBe('不要香菜, 謝謝\n"少冰"')
    expect(value('運送方式')).toBe('宅配')
    expect(value('付款方式')).toBe('LINE Pay')
    expect(value('付款狀態')).toBe('未付款')
    expect(value('訂購商品')).toBe('起司蛋餅 × 2、奶茶 × 1')
  })

  it('exports products with every field the product form edits', () => {
    const product = {
      id: 'p1',
      title: '起司蛋餅',
      category: '蛋餅',
      unit: '份',
      origin_price: 50,
      price: 45,
      is_enabled: 1,
      description: '',
      content: '',
      cookingWay: '微波 1 分鐘',
      calories: 320,
      nutritionalInfo: { protein: 12, fat: 9.5, carbohydrates: 40, sugar: 2, saturatedFat: 3.2, sodium: 420 },
      servingSize: 180,
      servingsPerPackage: 1,
      storage: '冷凍',
      shelfLifeDays: 180,
      vegetarian: '蛋奶素',
      allergens: ['egg', 'milk', 'wheat'],
      heating: [
        { method: '微波', setting: '600W', seconds: 90 },
        { method: '平底鍋', setting: '小火', seconds: 240 },
      ],
      imageUrl: 'https://img.test/main.jpg',
      imagesUrl: ['https://img.test/a.jpg'],
    } as unknown as Product
    const [header, row] = Papa.parse<string[]>(productsCsv([product]).slice(1), { skipEmptyLines: true }).data
    expect(header).toEqual([
      'id',
      'title',
      'category',
      'unit',
      'origin_price',
      'price',
      'is_enabled',
      'description',
      'content',
      'cookingWay',
      'calories',
      'nutritionalInfo.protein',
      'nutritionalInfo.fat',
      'nutritionalInfo.carbohydrates',
      'nutritionalInfo.sugar',
      'nutritionalInfo.saturatedFat',
      'nutritionalInfo.transFat',
      'nutritionalInfo.sodium',
      'servingSize',
      'servingUnit',
      'servingsPerPackage',
      'storage',
      'shelfLifeDays',
      'vegetarian',
      'allergensStated',
      'allergens',
      'heating',
      'imageUrl',
      'imagesUrl.1',
      'imagesUrl.2',
      'imagesUrl.3',
      'imagesUrl.4',
      'imagesUrl.5',
    ])
    expect(row).toEqual([
      'p1',
      '起司蛋餅',
      '蛋餅',
      '份',
      '50',
      '45',
      '1',
      '',
      '',
      '微波 1 分鐘',
      '320',
      '12',
      '9.5',
      '40',
      '2',
      '3.2',
      '',
      '420',
      '180',
      'g',
      '1',
      '冷凍',
      '180',
      '蛋奶素',
      '1',
      'egg、milk、wheat',
      '微波／600W／90；平底鍋／小火／240',
      'https://img.test/main.jpg',
      'https://img.test/a.jpg',
      '',
      '',
      '',
      '',
    ])
  })
})
