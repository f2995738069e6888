import { useState } from 'react'
import { sharedMessages } from '@/lib/messages'
import { clearUnreadable, useStorageProblems, type StorageProblem } from '@/lib/storedData'
import styles from './StorageNotice.module.css'

const t = sharedMessages.storage

export interface StorageNoticeViewProps {
  /** What this browser refused to keep, or holds unreadable. */
  problems: readonly StorageProblem[]
  /** Resets an unreadable item (the feature starts afresh). */
  onReset: (problem: Extract<StorageProblem, { kind: 'unreadable' }>) => void
  /** Hides the notice until something new is reported. */
  onDismiss: () => void
}

/** The notice itself (props only): one card per kind of fault. */
export function StorageNoticeView({ problems, onReset, onDismiss }: StorageNoticeViewProps) {
  const refused = problems.filter((problem) => problem.kind === 'refused')
  const unreadable = problems.filter((problem) => problem.kind === 'unreadable')
  return (
    <>
      {refused.length > 0 ? (
        <section className={styles.notice} role="alert" aria-label={t.refusedTitle}>
          <p className={styles.title}>{t.refusedTitle}</p>
          <p className={styles.text}>
            {t.refusedText(refused.map((problem) => `「${problem.item.label}」`).join('、'))}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={onDismiss}>
              {t.dismiss}
            </button>
          </div>
        </section>
      ) : null}
      {unreadable.map((problem) => (
        <section
          key={problem.item.key}
          className={styles.notice}
          role="alert"
          aria-label={t.unreadableTitle(problem.item.label)}
        >
          <p className={styles.title}>{t.unreadableTitle(problem.item.label)}</p>
          <p className={styles.text}>{t.unreadableText}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={onDismiss}>
              {t.dismiss}
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.primary}`}
              onClick={() => onReset(problem)}
            >
              {`${t.reset}${problem.item.label}`}
            </button>
          </div>
        </section>
      ))}
    </>
  )
}

/**
 * What the shop could not keep in this browser (the browser refused to store it: it lasts for this
 * visit) or could not read back (damaged: offered a reset), as src/lib/storedData.ts reports it.
 * In the shell's notices; nothing when all is well.
 */
export function StorageNotice() {
  const problems = useStorageProblems()
  const [dismissed, setDismissed] = useState<readonly StorageProblem[] | null>(null)
  if (problems.length === 0 || dismissed === problems) return null
  return (
    <StorageNoticeView
      problems={problems}
      onDismiss={() => setDismissed(problems)}
      onReset={(problem) => {
        problem.reset()
        clearUnreadable(problem.item.key)
      }}
    />
  )
}
