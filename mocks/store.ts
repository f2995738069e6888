import { Collection, Query } from '@msw/data'
import { defineExtension, type Extension } from '@msw/data/extensions'
import { fits, type RecordSchema } from './records'
import { STORAGE_PREFIX, STORE_LOCK_NAME } from './rules'
import { betweenRecords } from './slices'

/**
 * The fake's one persistence adapter: every @msw/data collection of the fake (course-API data and
 * the fake Firebase's accounts) is tracked here, and in a browser each request runs as a
 * transaction that
 *
 * 1. takes a Web Lock shared by every tab of the origin (exclusive for writes, shared for reads),
 * 2. catches up with what other tabs stored since this tab last looked (re-reading only the
 *    records they changed, or everything after a reset),
 * 3. runs the handler against the in-memory collections,
 * 4. stores the records it changed, one localStorage item per record, and logs their keys.
 *
 * So two tabs behave like two clients of one server: no write is lost, and a write costs the
 * records it touched, not the whole database. In Node (Vitest, mock:server) there is no storage
 * and the transaction is only a queue, so requests still run one at a time.
 *
 * Storage layout under the prefix: `meta` holds `{ version, rev, seq, seed, log }`, where `rev`
 * counts committed transactions and `log` lists the keys each of the last ones changed (null: all);
 * `<collection>/<key>` holds `<seq>|<record JSON>`, `seq` being the record's creation order.
 */

export interface KeyValueStorage {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The part of the Web Locks API the store uses (`navigator.locks` in a browser). */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' | 'shared' }, callback: () => Promise<T>): Promise<T>
}

type Loose = Record<string, unknown>
export type AnyCollection = Collection<RecordSchema<Loose>>

interface Tracked {
  name: string
  key: string
  schema: RecordSchema<Loose>
  collection: AnyCollection
}

interface Meta {
  version: 2
  rev: number
  seq: number
  seed: string
  log: Array<{ rev: number; keys: string[] | null }>
}

/** How many transactions a tab may fall behind and still catch up record by record. */
const LOG_SIZE = 50

/**
 * 'off': no storage (Node: memory is the server's disk); 'ok': every change stored; 'refused': the
 * browser refused the last write (quota full, storage blocked): that request was answered with
 * StorageRefusedError's 507 and changed nothing.
 */
export type PersistenceStatus = 'off' | 'ok' | 'refused'

/**
 * Thrown by a write transaction whose changes the browser refused to store (quota exceeded,
 * private mode, a throwing `setItem`). Nothing of it is kept: the collections are back as they were
 * before it, and so is the storage. The handlers answer it as a full disk would (rules:
 * REFUSED_WRITE_STATUS); it never acknowledges a write that a reload would lose.
 */
export class StorageRefusedError extends Error {
  constructor(cause?: unknown) {
    super('The browser refused to store the change', { cause })
    this.name = 'StorageRefusedError'
  }
}

/** How the fake's storage is doing, for the developer panel's notice (a stable object per change). */
export interface StoreHealth {
  status: PersistenceStatus
  damaged: DamagedData
}

/** Stored items of the fake that could not be read (not JSON, not a record), found while loading. */
export interface DamagedData {
  /** How many stored records were unreadable and left out. */
  records: number
  /** The bookkeeping item (`meta`) was unreadable while records were stored: they were reloaded. */
  meta: boolean
}

/** Replaces a stored record's fields with `next`'s (same key), keeping its place in the collection. */
export async function replaceRecord<T extends object>(
  collection: Collection<RecordSchema<T>>,
  record: T,
  next: T,
): Promise<T> {
  const updated = await collection.update(record as Parameters<typeof collection.update>[0], {
    data(draft) {
      const target = draft as Loose
      for (const key of Object.keys(target)) if (!Object.hasOwn(next, key)) delete target[key]
      Object.assign(target, next)
    },
  })
  if (!updated) throw new Error('replaceRecord: the record is not in the collection')
  return updated
}

/** Every record of a collection, removed one by one so each removal is seen (unlike clear()). */
export function emptyCollection(collection: AnyCollection): void {
  collection.deleteMany((query) => query.where(() => true))
}

export class SharedStore {
  readonly #prefix: string
  readonly #lockName: string
  readonly #tracked = new Map<string, Tracked>()
  readonly #dirty = new Map<string, Set<string>>()
  readonly #changes = new WeakMap<object, number>()
  #storage: KeyValueStorage | null = null
  #locks: LockManagerLike | null = null
  #queue: Promise<unknown> = Promise.resolve()
  #applying = false
  #rewriteAll = false
  #loaded = false
  #knownRev = -1
  #status: PersistenceStatus = 'off'
  /** Per tracked collection, its records as they were before the running transaction touched it. */
  readonly #before = new Map<string, Loose[]>()
  /** Storage keys of records found unreadable, and whether `meta` was. */
  readonly #damagedKeys = new Set<string>()
  #damagedMeta = false
  #health: StoreHealth = { status: 'off', damaged: { records: 0, meta: false } }
  readonly #healthListeners = new Set<() => void>()
  /** A label kept with the data (the seed it started from), restored on reload. */
  seed = 'default'
  /** Fills the collections when there is nothing to load (called inside a transaction). */
  onEmpty: () => Promise<void> = async () => {}

  constructor(prefix: string, lockName: string) {
    this.#prefix = prefix
    this.#lockName = lockName
  }

  get status(): PersistenceStatus {
    return this.#status
  }

  /** What was found unreadable in storage since the page connected (or the last reset). */
  get damaged(): DamagedData {
    return { records: this.#damagedKeys.size, meta: this.#damagedMeta }
  }

  /** After a reset: everything stored is the seed again, nothing unreadable is left to report. */
  forgetDamage(): void {
    this.#damagedKeys.clear()
    this.#damagedMeta = false
  }

  /** The status and the damage found, as one object that changes only when they do. */
  get health(): StoreHealth {
    const { status, damaged } = this
    const known = this.#health
    if (
      known.status !== status ||
      known.damaged.records !== damaged.records ||
      known.damaged.meta !== damaged.meta
    )
      this.#health = { status, damaged }
    return this.#health
  }

  /** Calls `listener` after every transaction whose end changed the health (useSyncExternalStore). */
  subscribeHealth(listener: () => void): () => void {
    this.#healthListeners.add(listener)
    return () => this.#healthListeners.delete(listener)
  }

  #announceHealth(): void {
    const before = this.#health
    if (this.health !== before) for (const listener of this.#healthListeners) listener()
  }

  /** The collection extension: records every create, update and delete under `name`. */
  track(name: string, key: string, schema: RecordSchema<Loose>): Extension {
    return defineExtension({
      name: `breakfast-store:${name}`,
      extend: (collection: AnyCollection) => {
        this.#tracked.set(name, { name, key, schema, collection })
        // Every hook runs before the collection changes: the first one of a transaction keeps the
        // collection as it was, so a write the storage refuses can be undone (#revert).
        const touched = (record: Loose) => {
          this.#changes.set(collection, this.changes(collection) + 1)
          if (this.#applying || !this.#storage) return
          if (!this.#before.has(name)) this.#before.set(name, [...collection.all()])
          const keys = this.#dirty.get(name) ?? new Set<string>()
          keys.add(String(record[key]))
          this.#dirty.set(name, keys)
        }
        collection.hooks.on('create', (event) => touched(event.data.record))
        collection.hooks.on('update', (event) => touched(event.data.prevRecord))
        collection.hooks.on('delete', (event) => touched(event.data.deletedRecord))
      },
    })
  }

  /** How many times a collection has changed: lets readers cache what they derive from it. */
  changes(collection: object): number {
    return this.#changes.get(collection) ?? 0
  }

  /**
   * Starts (or stops, with null) keeping the data in `storage`. The next transaction loads what is
   * stored there; if nothing is, the data in memory (or the seed) is written to it.
   */
  connect(storage: KeyValueStorage | null, locks: LockManagerLike | null = null): void {
    this.#storage = storage
    this.#locks = storage ? locks : null
    this.#status = storage ? 'ok' : 'off'
    this.#knownRev = -1
    this.#dirty.clear()
    this.#before.clear()
    this.#damagedKeys.clear()
    this.#damagedMeta = false
  }

  /** Whether the data has been loaded or seeded yet. */
  get loaded(): boolean {
    return this.#loaded
  }

  /** Whether the connected storage holds data (a tab has stored some before). */
  hasStoredData(): boolean {
    return this.#readMeta() !== null
  }

  /**
   * Runs `work` after every earlier transaction of this tab, holding the cross-tab lock, with the
   * collections up to date on entry and the changes stored on exit (also when `work` throws).
   *
   * If the browser refuses to store the changes of a write, the storage and the collections are
   * put back as they were and the transaction rejects with StorageRefusedError: a write is either
   * stored or not made. A read whose only change is the first storing of the seed keeps the seed in
   * memory and tries to store it again with the next write.
   */
  transaction<R>(mode: 'read' | 'write', work: () => Promise<R> | R): Promise<R> {
    const run = async (): Promise<R> => {
      await this.#catchUpSafely()
      let result: R
      try {
        result = await work()
      } catch (error) {
        await this.#settle(mode)
        throw error
      }
      await this.#settle(mode)
      return result
    }
    const locked = () =>
      this.#locks
        ? this.#locks.request(this.#lockName, { mode: mode === 'read' ? 'shared' : 'exclusive' }, run)
        : run()
    const result = this.#queue.then(locked, locked)
    this.#queue = result.catch(() => undefined)
    return result
  }

  /** Inside a transaction: store every record again on commit, and tell other tabs to reload. */
  rewriteAll(): void {
    this.#rewriteAll = true
    this.#loaded = true
  }

  /** Stores the transaction's changes; when the storage refuses them, undoes a write whole. */
  async #settle(mode: 'read' | 'write'): Promise<void> {
    const refusal = this.#commit()
    this.#announceHealth()
    if (!refusal) {
      this.#before.clear()
      return
    }
    if (mode === 'read') {
      // The seed's first storing: it stays in memory, and the next write stores it with itself.
      this.#before.clear()
      this.#rewriteAll = true
      return
    }
    await this.#revert()
    throw new StorageRefusedError(refusal.error)
  }

  /** Puts every collection the transaction touched back as it was before it. */
  async #revert(): Promise<void> {
    const before = [...this.#before]
    this.#before.clear()
    await this.#quietly(async () => {
      for (const [name, records] of before) {
        const tracked = this.#tracked.get(name)
        if (!tracked) continue
        emptyCollection(tracked.collection)
        for (const record of records) await tracked.collection.create(record)
      }
    })
  }

  // ---- Loading -------------------------------------------------------------------------------

  /** Catching up never fails a request: if applying another tab's changes fails, reload all. */
  async #catchUpSafely(): Promise<void> {
    try {
      await this.#catchUp()
    } catch {
      try {
        await this.#reloadAll()
        this.#knownRev = this.#readMeta()?.rev ?? -1
      } catch {
        // Storage unreadable: carry on with what this tab holds in memory.
      }
    }
  }

  async #catchUp(): Promise<void> {
    const meta = this.#readMeta()
    if (this.#storage && !meta && this.#ownKeys().some((key) => this.#parseKey(key))) {
      // Records are stored but the bookkeeping item is unreadable: keep the records that can be
      // read, and store them again under a new `meta`.
      this.#damagedMeta = true
      await this.#reloadAll()
      this.#rewriteAll = true
      return
    }
    if (!this.#storage || !meta) {
      if (!this.#loaded) await this.#fill()
      // Storage connected but empty (first visit, cleared, or another version): store memory.
      if (this.#storage) this.#rewriteAll = true
      return
    }
    if (meta.rev === this.#knownRev) return
    const pending = meta.log.filter((entry) => entry.rev > this.#knownRev)
    const contiguous =
      this.#loaded &&
      pending.length === meta.rev - this.#knownRev &&
      pending.every((entry) => entry.keys !== null)
    if (contiguous) {
      const keys = new Set(pending.flatMap((entry) => entry.keys ?? []))
      await this.#quietly(async () => {
        for (const storageKey of keys) {
          await this.#applyItem(storageKey)
          await betweenRecords()
        }
      })
    } else {
      await this.#reloadAll()
    }
    this.seed = meta.seed
    this.#knownRev = meta.rev
  }

  async #fill(): Promise<void> {
    await this.#quietly(() => this.onEmpty())
    this.#loaded = true
  }

  /** Changes made while loading are not changes to store. */
  async #quietly(work: () => Promise<void>): Promise<void> {
    this.#applying = true
    try {
      await work()
    } finally {
      this.#applying = false
    }
  }

  async #reloadAll(): Promise<void> {
    const byName = new Map<string, Array<{ seq: number; record: unknown }>>()
    for (const storageKey of this.#ownKeys()) {
      const place = this.#parseKey(storageKey)
      if (!place || !this.#tracked.has(place.name)) continue
      const item = this.#parseItem(this.#get(storageKey))
      if (!item || !fits(this.#tracked.get(place.name)!.schema, item.record)) {
        this.#damagedKeys.add(storageKey)
        continue
      }
      const list = byName.get(place.name) ?? []
      list.push(item)
      byName.set(place.name, list)
    }
    await this.#quietly(async () => {
      for (const tracked of this.#tracked.values()) {
        emptyCollection(tracked.collection)
        const items = (byName.get(tracked.name) ?? []).sort((a, b) => a.seq - b.seq)
        for (const { record } of items) {
          // Checked by fits() above.
          await tracked.collection.create(record as Loose)
          await betweenRecords()
        }
      }
    })
    this.#loaded = true
  }

  /** Brings one record in line with its stored item (created, replaced or removed). */
  async #applyItem(storageKey: string): Promise<void> {
    const place = this.#parseKey(storageKey)
    const tracked = place && this.#tracked.get(place.name)
    if (!place || !tracked) return
    const existing = this.#find(tracked, place.key)
    const text = this.#get(storageKey)
    const item = this.#parseItem(text)
    if (!item || !fits(tracked.schema, item.record)) {
      if (text !== null) this.#damagedKeys.add(storageKey)
      if (existing) tracked.collection.delete(existing as Parameters<AnyCollection['delete']>[0])
    } else if (existing) {
      await replaceRecord(tracked.collection, existing, item.record)
    } else {
      await tracked.collection.create(item.record)
    }
  }

  // ---- Committing ----------------------------------------------------------------------------

  /**
   * Stores the dirty records (or everything) and the meta item last. Every item it writes or
   * removes is remembered first, so a refusal half-way puts the storage back as it was; returns
   * the refusal, or null when everything was stored.
   */
  #commit(): { error: unknown } | null {
    const storage = this.#storage
    if (!storage || (this.#dirty.size === 0 && !this.#rewriteAll)) {
      this.#dirty.clear()
      this.#rewriteAll = false
      return null
    }
    const undo: Array<[string, string | null]> = []
    const write = (key: string, value: string | null) => {
      undo.push([key, this.#get(key)])
      if (value === null) storage.removeItem(key)
      else storage.setItem(key, value)
    }
    const meta: Meta = this.#readMeta() ?? { version: 2, rev: 0, seq: 0, seed: this.seed, log: [] }
    let changed: string[] | null = []
    try {
      if (this.#rewriteAll) {
        changed = null
        for (const key of this.#ownKeys()) write(key, null)
        for (const tracked of this.#tracked.values()) {
          for (const record of tracked.collection.all()) {
            write(
              this.#storageKey(tracked.name, String(record[tracked.key])),
              `${++meta.seq}|${JSON.stringify(record)}`,
            )
          }
        }
      } else {
        for (const [name, keys] of this.#dirty) {
          const tracked = this.#tracked.get(name)
          if (!tracked) continue
          for (const key of keys) {
            const storageKey = this.#storageKey(name, key)
            const record = this.#find(tracked, key)
            if (record) {
              const seq = this.#parseSeq(this.#get(storageKey)) ?? ++meta.seq
              write(storageKey, `${seq}|${JSON.stringify(record)}`)
            } else {
              write(storageKey, null)
            }
            changed.push(storageKey)
          }
        }
      }
      meta.rev += 1
      meta.seed = this.seed
      meta.log = [...meta.log, { rev: meta.rev, keys: changed }].slice(-LOG_SIZE)
      write(this.#metaKey(), JSON.stringify(meta))
    } catch (error) {
      // Quota exceeded or storage disabled: nothing of this transaction may stay stored.
      for (const [key, value] of undo.reverse()) {
        try {
          if (value === null) storage.removeItem(key)
          else storage.setItem(key, value)
        } catch {
          // Putting back an item that was there before frees at least as much as it takes.
        }
      }
      this.#status = 'refused'
      this.#dirty.clear()
      this.#rewriteAll = false
      return { error }
    }
    this.#status = 'ok'
    this.#knownRev = meta.rev
    this.#dirty.clear()
    this.#rewriteAll = false
    return null
  }

  // ---- Storage helpers (an unreadable storage never breaks a request) --------------------------

  #find(tracked: Tracked, key: string): Loose | undefined {
    return tracked.collection.findFirst(new Query<Loose>((record) => record[tracked.key] === key))
  }

  #metaKey(): string {
    return `${this.#prefix}meta`
  }

  #storageKey(name: string, key: string): string {
    return `${this.#prefix}${name}/${encodeURIComponent(key)}`
  }

  #parseKey(storageKey: string): { name: string; key: string } | null {
    if (!storageKey.startsWith(this.#prefix)) return null
    const rest = storageKey.slice(this.#prefix.length)
    const slash = rest.lastIndexOf('/')
    if (slash <= 0) return null
    try {
      return { name: rest.slice(0, slash), key: decodeURIComponent(rest.slice(slash + 1)) }
    } catch {
      return null
    }
  }

  #parseSeq(text: string | null): number | null {
    const seq = text === null ? NaN : Number.parseInt(text, 10)
    return Number.isSafeInteger(seq) ? seq : null
  }

  #parseItem(text: string | null): { seq: number; record: unknown } | null {
    const seq = this.#parseSeq(text)
    if (text === null || seq === null) return null
    try {
      return { seq, record: JSON.parse(text.slice(text.indexOf('|') + 1)) as unknown }
    } catch {
      return null
    }
  }

  #readMeta(): Meta | null {
    let parsed: unknown
    try {
      parsed = JSON.parse(this.#get(this.#metaKey()) ?? 'null')
    } catch {
      return null
    }
    const meta = parsed as Partial<Meta> | null
    const valid =
      meta !== null &&
      typeof meta === 'object' &&
      meta.version === 2 &&
      Number.isSafeInteger(meta.rev) &&
      Number.isSafeInteger(meta.seq) &&
      typeof meta.seed === 'string' &&
      Array.isArray(meta.log)
    return valid ? (meta as Meta) : null
  }

  #ownKeys(): string[] {
    const storage = this.#storage
    if (!storage) return []
    const keys: string[] = []
    try {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)
        if (key?.startsWith(this.#prefix)) keys.push(key)
      }
    } catch {
      // Storage refused: nothing to read.
    }
    return keys
  }

  #get(key: string): string | null {
    try {
      return this.#storage?.getItem(key) ?? null
    } catch {
      return null
    }
  }
}

// ---- The fake's store ------------------------------------------------------------------------

/** The one store of this page (or process): every collection of the fake is tracked by it. */
export const store = new SharedStore(STORAGE_PREFIX, STORE_LOCK_NAME)

/** A @msw/data collection of records keyed by `key`, kept by the store under `name`. */
export function collection<T extends object>(
  name: string,
  key: keyof T & string,
  schema: RecordSchema<T>,
): Collection<RecordSchema<T>> {
  return new Collection({
    schema,
    extensions: [store.track(name, key, schema as unknown as RecordSchema<Loose>)],
  })
}

/** The browser's Web Locks, if there are any (a secure context: https, localhost, 127.0.0.1). */
export function webLocks(): LockManagerLike | null {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  return locks
    ? { request: (name, options, callback) => locks.request(name, options, () => callback()) }
    : null
}
