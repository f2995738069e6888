/** The discount a coupon gave, in whole dollars, so 商品小計 − 折扣 = 總計 as displayed. */
export function cartDiscount(total: number, finalTotal: number): number {
  return Math.max(0, Math.round(total) - Math.round(finalTotal))
}
