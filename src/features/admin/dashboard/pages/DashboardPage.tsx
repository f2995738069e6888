import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { adminMessages } from '../../messages'
import { useGetAdminOrdersSoFarQuery } from '../../api'
import { startOfDay } from '../../dates'
import { DashboardScreen } from '../components/DashboardScreen'
import { defaultRange, settledFigures, summariseSales, todayKey, type DayRange } from '../salesSummary'
import { paths } from '@/lib/paths'

/**
 * The dashboard: every order, summed for the range in the URL (?from=&to=). The orders arrive page
 * by page, newest first (getAdminOrdersSoFar): the figures show from the first page, each marked
 * as still counting until every order it covers is in.
 */
export function DashboardPage() {
  const [today] = useState(() => todayKey())
  const [params, setParams] = useSearchParams()
  const fallback = defaultRange(today)
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const range: DayRange = {
    from: startOfDay(from) ? from : fallback.from,
    to: startOfDay(to) ? to : fallback.to,
  }
  const { data, isLoading, error, refetch } = useGetAdminOrdersSoFarQuery()
  const orders = data?.orders
  const complete = data?.complete ?? false
  const summary = useMemo(
    () => (orders ? summariseSales(orders, today, range) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is its two days
    [orders, today, range.from, range.to],
  )
  const settled = useMemo(
    () => (orders ? settledFigures(orders, complete, today, range) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is its two days
    [orders, complete, today, range.from, range.to],
  )

  return (
    <DashboardScreen
      summary={summary}
      settled={settled}
      progress={
        data && !data.complete
          ? { pagesRead: data.pagesRead, totalPages: data.totalPages, failed: Boolean(data.failed) }
          : null
      }
      isLoading={isLoading}
      errorText={error && !data ? adminMessages.dashboard.loadFailed : null}
      onRetry={() => void refetch()}
      range={range}
      onRangeChange={(next) => setParams({ from: next.from, to: next.to }, { replace: true })}
      unpaidHref={`${paths.adminOrders}?paid=unpaid`}
    />
  )
}
