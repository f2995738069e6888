import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { adminMessages } from '../../messages'
import { useGetAllAdminOrdersQuery } from '../../api'
import { startOfDay } from '../../dates'
import { DashboardScreen } from '../components/DashboardScreen'
import { defaultRange, summariseSales, todayKey, type DayRange } from '../salesSummary'
import { paths } from '@/lib/paths'

/** The dashboard: every order (the order list's cached query), summed for the range in the URL (?from=&to=). */
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
  const { data, isLoading, error, refetch } = useGetAllAdminOrdersQuery()
  const summary = useMemo(
    () => (data ? summariseSales(data, today, range) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is its two days
    [data, today, range.from, range.to],
  )

  return (
    <DashboardScreen
      summary={summary}
      isLoading={isLoading}
      errorText={error && !data ? adminMessages.dashboard.loadFailed : null}
      onRetry={() => void refetch()}
      range={range}
      onRangeChange={(next) => setParams({ from: next.from, to: next.to }, { replace: true })}
      unpaidHref={`${paths.adminOrders}?paid=unpaid`}
    />
  )
}
