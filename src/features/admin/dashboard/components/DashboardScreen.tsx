import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { formatNtd } from '@/lib/format'
import { AdminPageHeader } from '../../components/AdminPageHeader'
import { DateFilter, FilterBar } from '../../components/ListFilters'
import { adminMessages } from '../../messages'
import type { DayRange, ProductFigures, SalesSummary, SettledFigures } from '../salesSummary'
import { ActionAlert } from '@/components/feedback/ActionAlert'

const t = adminMessages.dashboard
const common = adminMessages.common

/** The daily chart's revenue axis: whole dollars, grouped by thousands (1,200). */
const wholeNumber = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 })

export interface DashboardScreenProps {
  /** null while loading or after a failure. */
  summary: SalesSummary | null
  /** Which figures already count every order they cover (all of them when not given). */
  settled?: SettledFigures
  /** The orders are still arriving (pages read of how many), or a page failed; null when all are in. */
  progress?: { pagesRead: number; totalPages: number; failed: boolean } | null
  /** The orders are loading: the figures show skeletons. */
  isLoading: boolean
  /** Shown in place of the figures when the orders could not be read. */
  errorText?: string | null
  /** Reads the orders again after a failure. */
  onRetry?: () => void
  /** The days the figures cover (今天, 7 天, 30 天). */
  range: DayRange
  /** Chooses another range of days. */
  onRangeChange: (range: DayRange) => void
  /** The order list filtered to unpaid orders. */
  unpaidHref: string
}

function Figure({
  label,
  value,
  detail,
  pending = false,
}: {
  label: string
  value: ReactNode
  detail?: ReactNode
  /** Still counting: the orders it covers are not all in yet. */
  pending?: boolean
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'divider' }} aria-busy={pending || undefined}>
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {label}
        {pending ? <PendingMark /> : null}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, mt: 0.5, opacity: pending ? 0.6 : 1 }}>
        {value}
      </Typography>
      {detail ? (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
    </Paper>
  )
}

/** Beside a figure whose orders are not all in yet. */
function PendingMark() {
  return (
    <Typography component="span" variant="caption" sx={{ ml: 1, fontWeight: 400 }}>
      {t.counting}
    </Typography>
  )
}

/** Below this width the chart's axes leave no room for bars (and MUI X draws negative widths). */
const MIN_CHART_WIDTH = 160

/**
 * Renders the chart only while its box is wide enough to draw it. A hidden container (a collapsed
 * panel, Storybook switching stories) measures 0 wide, and MUI X then draws bars and clip paths of
 * negative width, which the browser reports as errors; the box keeps the chart's height meanwhile.
 */
function SizedChart({ height, children }: { height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  // Nothing to measure with (jsdom): draw it, as MUI X does.
  const [wide, setWide] = useState(() => typeof ResizeObserver === 'undefined')
  useLayoutEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    // An observer reports the box's size once when it starts, then on every change.
    const observer = new ResizeObserver(() =>
      setWide(element.getBoundingClientRect().width >= MIN_CHART_WIDTH),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <Box ref={box} sx={{ minHeight: height }}>
      {wide ? children : null}
    </Box>
  )
}

function Section({
  title,
  pending = false,
  children,
}: {
  title: string
  pending?: boolean
  children: ReactNode
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: 'divider', minWidth: 0 }}
      aria-busy={pending || undefined}
    >
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
        {pending ? <PendingMark /> : null}
      </Typography>
      {children}
    </Paper>
  )
}

function ProductTable({
  label,
  rows,
  value,
}: {
  label: string
  rows: ProductFigures[]
  value: 'quantity' | 'revenue'
}) {
  if (rows.length === 0) return <Typography color="text.secondary">{t.none}</Typography>
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t.product}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {value === 'quantity' ? t.quantity : t.revenue}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.productId}>
            <TableCell>{row.title}</TableCell>
            <TableCell align="right">
              {value === 'quantity' ? row.quantity : formatNtd(row.revenue)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

const grid = (min: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}px), 1fr))`,
  mb: 2,
})

/** The figure cards: two abreast on phones (one per row made the figures a long scroll). */
const figureGrid = {
  ...grid(200),
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: grid(200).gridTemplateColumns },
}

/** /admin/dashboard: the shop's figures from every order, for today, 7 and 30 days and a chosen range. */
const ALL_SETTLED: SettledFigures = {
  today: true,
  last7Days: true,
  last30Days: true,
  unpaid: true,
  range: true,
}

export function DashboardScreen({
  summary,
  settled = ALL_SETTLED,
  progress = null,
  isLoading,
  errorText,
  onRetry,
  range,
  onRangeChange,
  unpaidHref,
}: DashboardScreenProps) {
  const theme = useTheme()
  const header = <AdminPageHeader title={t.title} />
  const rangePicker = (
    <FilterBar>
      <DateFilter
        label={common.dateFrom}
        value={range.from}
        max={range.to}
        onChange={(from) => from && onRangeChange({ ...range, from })}
      />
      <DateFilter
        label={common.dateTo}
        value={range.to}
        min={range.from}
        onChange={(to) => to && onRangeChange({ ...range, to })}
      />
    </FilterBar>
  )

  const retry = onRetry ? { label: common.reload, onClick: onRetry } : null

  if (errorText && !summary) {
    return (
      <Box>
        {header}
        <ActionAlert severity="error" action={retry}>
          {errorText}
        </ActionAlert>
      </Box>
    )
  }

  if (isLoading || !summary) {
    return (
      <Box aria-busy="true">
        {header}
        <Box sx={figureGrid}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={104} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={320} />
      </Box>
    )
  }

  const figures = (period: { revenue: number; orders: number }) => ({
    value: formatNtd(period.revenue),
    detail: t.ordersCount(period.orders),
  })

  return (
    <Box>
      {header}
      {progress ? (
        <Box sx={{ mb: 2 }}>
          {progress.failed ? (
            <ActionAlert severity="warning" action={retry}>
              {t.partial(progress.pagesRead, progress.totalPages)}
            </ActionAlert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 0.5 }}>
                {t.reading(progress.pagesRead, progress.totalPages)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round((progress.pagesRead / progress.totalPages) * 100)}
                aria-label={t.readingLabel}
              />
            </>
          )}
        </Box>
      ) : null}
      <Box sx={figureGrid}>
        <Figure label={t.today} pending={!settled.today} {...figures(summary.today)} />
        <Figure label={t.last7Days} pending={!settled.last7Days} {...figures(summary.last7Days)} />
        <Figure label={t.last30Days} pending={!settled.last30Days} {...figures(summary.last30Days)} />
        <Figure
          pending={!settled.unpaid}
          label={t.unpaid}
          value={formatNtd(summary.unpaid.revenue)}
          detail={
            <Link component={RouterLink} to={unpaidHref}>
              {`${t.ordersCount(summary.unpaid.orders)}・${t.unpaidLink}`}
            </Link>
          }
        />
      </Box>
      {rangePicker}
      <Box sx={figureGrid}>
        <Figure label={`${t.inRange}${t.revenue}`} pending={!settled.range} {...figures(summary.range)} />
        <Figure
          label={t.averageOrderValue}
          pending={!settled.range}
          value={formatNtd(summary.range.averageOrderValue)}
        />
      </Box>
      <Box sx={{ mb: 2 }}>
        <Section title={t.dailySales} pending={!settled.range}>
          <SizedChart height={280}>
            <BarChart
              height={280}
              dataset={summary.daily}
              // The axis needs room for the CJK font's taller line box: at MUI X's default height the
              // day labels were measured as too tall and shortened to nothing.
              xAxis={[
                {
                  scaleType: 'band',
                  dataKey: 'day',
                  height: 32,
                  valueFormatter: (day: string) => day.slice(5),
                },
              ]}
              // Whole dollars with thousands separators; a range with no sales keeps a 0–100 scale
              // (the chart's own scale for all zeros is one tick labelled 0.000000).
              yAxis={[
                {
                  width: 64,
                  min: 0,
                  max: summary.daily.some((day) => day.revenue > 0) ? undefined : 100,
                  valueFormatter: (value: number) => wholeNumber.format(value),
                },
              ]}
              series={[
                {
                  dataKey: 'revenue',
                  label: t.revenue,
                  color: theme.palette.primary.main,
                  valueFormatter: (value) => formatNtd(value ?? 0),
                },
              ]}
              hideLegend
            />
          </SizedChart>
        </Section>
      </Box>
      <Box sx={grid(300)}>
        <Section title={t.topByQuantity} pending={!settled.range}>
          <ProductTable label={t.topByQuantity} rows={summary.topByQuantity} value="quantity" />
        </Section>
        <Section title={t.topByRevenue} pending={!settled.range}>
          <ProductTable label={t.topByRevenue} rows={summary.topByRevenue} value="revenue" />
        </Section>
        <Section title={t.couponsUsed} pending={!settled.range}>
          {summary.coupons.length === 0 ? (
            <Typography color="text.secondary">{t.none}</Typography>
          ) : (
            <Table size="small" aria-label={t.couponsUsed}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.coupon}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t.couponOrders}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.coupons.map((coupon) => (
                  <TableRow key={coupon.code}>
                    <TableCell>
                      {coupon.title}（{coupon.code}）
                    </TableCell>
                    <TableCell align="right">{coupon.orders}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
      </Box>
    </Box>
  )
}
