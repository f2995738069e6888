import { useMemo, useState } from 'react'
import { toUnixSeconds } from '@/lib/format'
import { ResourcePage } from '../../resource/ResourcePage'
import { AdminCouponsScreen } from '../components/AdminCouponsScreen'
import { CouponFormDialog } from '../components/CouponFormDialog'
import { couponResource } from '../couponResource'

/** /admin/coupons: the coupon list with its filter, create, edit and delete. */
export function AdminCouponsPage() {
  // One "now" for the page: the 已過期 filter and the list's marks agree.
  const [nowSeconds] = useState(() => toUnixSeconds(new Date()))
  const resource = useMemo(() => couponResource(nowSeconds), [nowSeconds])
  return (
    <ResourcePage
      resource={resource}
      renderList={({ records, props }) => (
        <AdminCouponsScreen {...props} coupons={records} nowSeconds={nowSeconds} />
      )}
      renderForm={({ record, ...form }) => <CouponFormDialog {...form} coupon={record} />}
    />
  )
}
