import { dayLabel, type DayKey } from '@/api/delivery'

/** zh-TW copy of the delivery slot picker at checkout. */
export const deliveryMessages = {
  heading: '配送時間',
  asap: '盡快出貨',
  asapHint: (day: string) => `最快 ${day} 送達`,
  slot: '指定日期與早晨時段',
  day: '配送日期',
  chooseDayOption: '請選擇日期',
  slotHeading: '時段',
  chooseDay: '請選擇配送日期',
  chooseSlot: '請選擇時段',
  sunday: '週日不配送，請選擇其他日期',
  tooEarly: (earliest: DayKey) => `依您的付款方式，最早可選 ${dayLabel(earliest)}`,
  /** Why the earliest day is what it is, for the payment way chosen. */
  earliest: {
    none: '最早可選的日期依付款方式而定：線上付款或貨到付款最早為下一個配送日；ATM 轉帳需等款項入帳，再晚一天。',
    online: (day: string) => `信用卡、LINE Pay、Apple Pay 於結帳時完成付款，最早可選 ${day}。`,
    onDelivery: (day: string) => `貨到付款不需事先付款，最早可選 ${day}。`,
    transfer: (day: string) =>
      `ATM 轉帳需等款項入帳才開始備餐，最早可選 ${day}；請於配送日前一天完成轉帳，逾期將改為收款後最近的配送日。`,
  },
  days: '週一至週六配送（週六照常送達），週日公休。選擇的時間會寫在訂單留言的最後一行，店家一定看得到。',
} as const
