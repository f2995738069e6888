import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  addDays,
  deliveryDayFrom,
  isDayKey,
  isDeliveryDay,
  nextDeliveryDay,
  taipeiDay,
  type DayKey,
} from '@/api/delivery'
import type { Order } from '@/api/types'
import { useFailureAlert } from '@/components/dialogs/useFailureDialog'
import { formatDateTime, toUnixSeconds } from '@/lib/format'
import { failureCatalogue } from '@/api/failures'
import { useChangeOrdersMutation } from '../../orders/api'
import { PrintPortal } from '../../orders/components/PrintPortal'
import { useOrderWindow } from '../../orders/ordersSource'
import { useOrderFeed } from '../../orders/useOrderFeed'
import { useStatusChange } from '../../orders/useStatusChange'
import { KitchenBoardScreen } from '../components/KitchenBoardScreen'
import { KitchenSheet } from '../components/KitchenSheet'
import {
  buildKitchenBoard,
  kitchenWindowArg,
  ticksFor,
  type KitchenGroup,
  type KitchenLine,
} from '../kitchenBoard'

/**
 * How often the board reads its whole window again (every order it covers), besides the feed's
 * page 1 every 30 s and the other tabs' news: a tick or a status set on another device, on an
 * older order, shows within this.
 */
export const KITCHEN_REFRESH_MS = 120_000

/** The delivery day before `day`. */
function deliveryDayBefore(day: DayKey): DayKey {
  let current = addDays(day, -1)
  while (!isDeliveryDay(current)) current = addDays(current, -1)
  return current
}

/**
 * /admin/kitchen: 今日備餐 for a day (?day=, by default the next delivery day). It reads the newest
 * orders back to the earliest one that can be for that day (kitchenBoard.ts), keeps up with new
 * ones (useOrderFeed, and the whole window every KITCHEN_REFRESH_MS), and writes ticks, 確認 and
 * 出貨 on the orders themselves: the owner's other devices see them.
 */
export function KitchenBoardPage() {
  const [params, setParams] = useSearchParams()
  const [openedAt] = useState(() => Date.now())
  const asked = params.get('day')
  const day = isDayKey(asked) ? asked : nextDeliveryDay(openedAt)
  const arg = useMemo(() => kitchenWindowArg(day), [day])
  const orderWindow = useOrderWindow(arg, { pollingInterval: KITCHEN_REFRESH_MS })
  const feed = useOrderFeed()
  const status = useStatusChange()
  const [change] = useChangeOrdersMutation()
  const alertFailure = useFailureAlert()

  // What this page wrote, shown until a read started after the write has arrived (no flicker back
  // to the old tick while the board reads again; a read already on its way is older than the write).
  const [mine, setMine] = useState<ReadonlyMap<string, { order: Order; at: number }>>(() => new Map())
  const remember = (orders: readonly Order[]) => {
    const at = Date.now()
    setMine((current) => new Map([...current, ...orders.map((order) => [order.id, { order, at }] as const)]))
  }
  const readSince = orderWindow.isFetching ? 0 : (orderWindow.startedAt ?? 0)
  const orders = useMemo(
    () =>
      orderWindow.orders?.map((order) => {
        const written = mine.get(order.id)
        return written && written.at >= readSince ? written.order : order
      }),
    [orderWindow.orders, mine, readSince],
  )

  const board = useMemo(() => (orders ? buildKitchenBoard(orders, day) : undefined), [orders, day])

  const [ticking, setTicking] = useState<ReadonlyMap<string, boolean>>(() => new Map())
  const [busyOrders, setBusyOrders] = useState<ReadonlySet<string>>(() => new Set())

  const tick = async (group: KitchenGroup, line: KitchenLine, prepared: boolean) => {
    const key = `${group.key}|${line.key}`
    const writes = ticksFor(line, prepared)
    if (writes.length === 0) return
    setTicking((current) => new Map(current).set(key, prepared))
    try {
      const result = await change(
        writes.map(({ orderId, lineIds }) => ({
          id: orderId,
          change: { kind: 'prepared', lineIds, prepared },
        })),
      ).unwrap()
      remember(result.changed)
      if (result.failed.length > 0) void alertFailure('markPrepared', result.failed[0].error)
    } catch (error) {
      void alertFailure('markPrepared', error)
    } finally {
      setTicking((current) => {
        const next = new Map(current)
        next.delete(key)
        return next
      })
    }
  }

  const move = async (order: Order, to: 'confirmed' | 'shipped') => {
    setBusyOrders((current) => new Set(current).add(order.id))
    remember(await status.run([order], to))
    setBusyOrders((current) => {
      const next = new Set(current)
      next.delete(order.id)
      return next
    })
  }

  const [printedAt, setPrintedAt] = useState(() => formatDateTime(toUnixSeconds(new Date())))

  return (
    <>
      <KitchenBoardScreen
        day={day}
        onDayChange={(next) => setParams(next === nextDeliveryDay(openedAt) ? {} : { day: next })}
        previousDay={deliveryDayBefore(day)}
        nextDay={deliveryDayFrom(addDays(day, 1))}
        board={board}
        isLoading={orderWindow.isLoading}
        isFetching={orderWindow.isFetching}
        errorText={orderWindow.error && !board ? failureCatalogue.getAdminOrders.title : null}
        onRetry={() => void orderWindow.refetch()}
        reading={{
          complete: orderWindow.complete,
          read: orderWindow.orders?.length ?? 0,
          sinceDay: arg.since === null ? day : taipeiDay(arg.since * 1000),
          isLoadingMore: orderWindow.isLoadingMore,
          onLoadMore: orderWindow.loadMore,
        }}
        newOrders={{ count: feed.fresh.length, more: feed.more, onAcknowledge: feed.acknowledge }}
        ticking={ticking}
        busyOrders={busyOrders}
        onConfirm={(order) => void move(order, 'confirmed')}
        onShip={(order) => void move(order, 'shipped')}
        onTick={(group, line, prepared) => void tick(group, line, prepared)}
        onPrint={() => {
          setPrintedAt(formatDateTime(toUnixSeconds(new Date())))
          // After the sheet shows the time of this print.
          requestAnimationFrame(() => globalThis.print())
        }}
      />
      {board ? (
        <PrintPortal format="a4">
          <KitchenSheet board={board} printedAt={printedAt} />
        </PrintPortal>
      ) : null}
    </>
  )
}
