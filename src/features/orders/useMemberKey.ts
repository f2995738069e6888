import { useEffect, useState } from 'react'
import { memberOrderKey } from '@/api/orderOwner'

/** The member's order key (src/api/orderOwner.ts); null until computed (Web Crypto is async). */
export function useMemberKey(memberId: string | undefined): string | null {
  const [computed, setComputed] = useState<{ id: string; key: string } | null>(null)
  useEffect(() => {
    if (!memberId) return
    let live = true
    void memberOrderKey(memberId).then((key) => {
      if (live) setComputed({ id: memberId, key })
    })
    return () => {
      live = false
    }
  }, [memberId])
  return computed && computed.id === memberId ? computed.key : null
}
