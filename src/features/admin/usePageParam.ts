import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

/** The list page lives in the URL (?page=2), so reloads and the back button keep it. Lists start at 1. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const raw = Number.parseInt(searchParams.get('page') ?? '', 10)
  const page = Number.isFinite(raw) && raw > 0 ? raw : 1
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (next <= 1) params.delete('page')
          else params.set('page', String(next))
          return params
        },
        { replace: false },
      ),
    [setSearchParams],
  )
  return [page, setPage]
}
