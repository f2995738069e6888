import { useEffect } from 'react'
import { useAppDispatch } from '@/lib/hooks'
import { memberChanged } from './authSlice'

/** Feeds the store with the signed-in member. Placeholder: nobody is signed in yet. */
export function MemberSessionBridge() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(memberChanged(null))
  }, [dispatch])
  return null
}
