import { useState } from 'react'
import { PAGES_PER_LOOK, useGetMemberOrdersQuery } from '../api'
import { OrdersScreen } from '../components/OrdersScreen'
import { useMemberKey } from '../useMemberKey'
import { useOrderUpdates } from '../useOrderUpdates'

export interface OrdersPageProps {
  /** The signed-in member's uid (the route hands it in; the page is members only). */
  memberId: string | undefined
}

/** /orders: the member's orders among the shop's (public) order list, newest first. */
export function OrdersPage({ memberId }: OrdersPageProps) {
  const memberKey = useMemberKey(memberId)
  useOrderUpdates()
  const [pages, setPages] = useState(PAGES_PER_LOOK)
  const query = useGetMemberOrdersQuery(
    { memberKey: memberKey ?? '', pages },
    // Keep showing what was found while more pages are read.
    { skip: !memberKey, refetchOnFocus: true },
  )
  const [shown, setShown] = useState(query.data)
  if (query.data && query.data !== shown) setShown(query.data)
  const data = query.data ?? shown

  return (
    <OrdersScreen
      orders={data?.orders}
      isError={query.isError}
      hasMore={data?.hasMore ?? false}
      isLoadingMore={query.isFetching && Boolean(data)}
      onMore={() => setPages((n) => n + PAGES_PER_LOOK)}
      onRetry={() => void query.refetch()}
    />
  )
}
