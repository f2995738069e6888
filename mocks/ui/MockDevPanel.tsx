import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react'
import { resetData } from '../scenarios'
import { store, type StoreHealth } from '../store'
import type { MockDevDrawerProps } from './MockDevDrawer'
import styles from './MockDevPanel.module.css'

/** The drawer the tab opens (lazy: MUI), and a way to start loading it ahead of the click. */
export interface DevDrawer {
  Drawer: ComponentType<MockDevDrawerProps>
  preload: () => void
}

/** Loads a drawer lazily; `load` runs once, whether the hover, the focus or the click asks first. */
export function lazyDevDrawer(
  load: () => Promise<{ default: ComponentType<MockDevDrawerProps> }>,
): DevDrawer {
  let loading: ReturnType<typeof load> | null = null
  const once = () => (loading ??= load())
  return { Drawer: lazy(once), preload: () => void once() }
}

/** The drawer as it is (the app wraps it in its theme: src/app/root.tsx). */
const plainDrawer = lazyDevDrawer(() =>
  import('./MockDevDrawer').then(({ MockDevDrawer }) => ({ default: MockDevDrawer })),
)

/** Material's Build icon (the MUI icon the tab used to show), 1em square in the text's colour. */
const BUILD_ICON =
  'm22.7 19-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4'

/**
 * The fake backend's developer panel (dev and demo builds only: the app loads it lazily when
 * mocking is on). A small tab on the right edge, half-way down — in the page's side margin (16 px
 * on phones), clear of the navbar, the toasts and the bottom of forms, above the admin sidebar and
 * under every dialog — opens a drawer to switch scenario, make one endpoint fail, reset the data
 * and read the password-reset mails the fake Firebase "sent".
 *
 * The tab is plain HTML and CSS; the drawer is MUI and loads when the tab is first pointed at,
 * focused or clicked. Every page of the demo shows the tab and most never open it: before, each
 * page load of the demo evaluated MUI and Emotion and rendered the drawer's tree for it, on pages
 * (home, about) that otherwise load neither.
 */
const healthWhilePrerendering = (): StoreHealth => ({ status: 'off', damaged: { records: 0, meta: false } })
const subscribeHealth = (listener: () => void) => store.subscribeHealth(listener)
const currentHealth = () => store.health

/** What the notice says of the fake's storage, or null when there is nothing to say. */
export function healthNotice(health: StoreHealth): { title: string; text: string } | null {
  if (health.status === 'refused')
    return {
      title: '示範資料無法儲存',
      text: '這個瀏覽器的儲存空間已滿或不允許儲存：示範商店會拒絕新的變更（購物車、訂單、後台編輯都不會生效）。重設示範資料可以清出空間。',
    }
  const { records, meta } = health.damaged
  if (records > 0 || meta)
    return {
      title: '部分示範資料無法讀取',
      text: `這個瀏覽器裡存的示範資料有${records > 0 ? ` ${records} 筆` : '部分'}損毀，已略過（其餘資料照常使用）。可以重設示範資料，回到初始狀態。`,
    }
  return null
}

/**
 * The fake's storage in trouble: the browser refuses to store its writes, or some stored data was
 * unreadable. Says so in plain HTML, with a way out (reset the demo's data), until closed.
 */
export function FakeStorageNotice({
  health,
  onReset,
}: {
  health: StoreHealth
  onReset: () => Promise<void>
}) {
  const [closed, setClosed] = useState<StoreHealth | null>(null)
  const [failed, setFailed] = useState(false)
  const notice = healthNotice(health)
  if (!notice || closed === health) return null
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>{notice.title}</p>
      <p className={styles.noticeText}>{notice.text}</p>
      {failed ? <p className={styles.noticeText}>重設失敗：瀏覽器不允許儲存資料。</p> : null}
      <div className={styles.noticeActions}>
        <button type="button" className={styles.noticeButton} onClick={() => setClosed(health)}>
          關閉
        </button>
        <button
          type="button"
          className={styles.noticeButton}
          onClick={() => {
            onReset().then(
              () => window.location.reload(),
              () => setFailed(true),
            )
          }}
        >
          重設示範資料
        </button>
      </div>
    </div>
  )
}

export default function MockDevPanel({ drawer = plainDrawer }: { drawer?: DevDrawer }) {
  const health = useSyncExternalStore(subscribeHealth, currentHealth, healthWhilePrerendering)
  const { Drawer, preload } = drawer
  const [open, setOpen] = useState(false)
  // Each opening mounts the drawer afresh, so it reads the fake's state as it is then.
  const [opening, setOpening] = useState(0)

  return (
    <>
      <FakeStorageNotice health={health} onReset={resetData} />
      <button
        type="button"
        className={styles.launcher}
        aria-label="開發工具"
        title="開發工具（假後端）"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpening((count) => count + 1)
          setOpen(true)
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d={BUILD_ICON} />
        </svg>
      </button>
      {opening > 0 ? (
        <Suspense fallback={null}>
          <Drawer key={opening} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
