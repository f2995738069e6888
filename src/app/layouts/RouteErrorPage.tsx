import { useEffect } from 'react'
import { useRouteError } from 'react-router-dom'
import controls from '@/components/layout/controls.module.css'
import styles from './RouteErrorPage.module.css'

/**
 * Shown when a route fails to load (e.g. a chunk could not be fetched after a deploy). Plain HTML
 * and CSS: it is part of the storefront's first load, and it must show when other chunks cannot.
 */
export function RouteErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div className={`${controls.container} ${styles.page}`}>
      <h1 className={styles.title}>頁面載入失敗</h1>
      <p className={styles.text}>請檢查網路連線後重新整理頁面。</p>
      <button
        type="button"
        className={`${controls.button} ${controls.contained} ${styles.reload}`}
        onClick={() => window.location.reload()}
      >
        重新整理
      </button>
    </div>
  )
}
