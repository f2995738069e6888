import { Collection } from '@msw/data'
import { describe, expect, it } from 'vitest'
import { schemas, type RecordSchema } from '../../../mocks/records'
import { SharedStore, StorageRefusedError, replaceRecord } from '../../../mocks/store'
import { MemoryLocks, MemoryStorage } from './helpers'

/**
 * The persistence adapter on its own: each "tab" is a SharedStore with its own collections, and
 * the tabs share one localStorage and one lock manager, as two tabs of a browser do.
 */

interface Note extends Record<string, unknown> {
  id: string
  text: string
  count?: number
}

const PREFIX = 'test-store/'
const noteSchema = schemas.keyed<Note>('id') as RecordSchema<Note>

function openTab(storage: MemoryStorage, locks: MemoryLocks | null, seed: Note[] = []) {
  const store = new SharedStore(PREFIX, 'test-lock')
  const notes = new Collection({ schema: noteSchema, extensions: [store.track('notes', 'id', noteSchema)] })
  store.onEmpty = async () => {
    for (const note of seed) await notes.create(note)
  }
  store.connect(storage, locks)
  const read = () => store.transaction('read', () => notes.all().map((note) => ({ ...note })))
  const write = <R>(work: () => Promise<R> | R) => store.transaction('write', work)
  const find = (id: string) => notes.findFirst((query) => query.where((note) => note.id === id))
  return { store, notes, read, write, find }
}

/** A turn of the event loop, as a handler awaiting I/O would take. */
const yieldOnce = () => new Promise<void>((resolve) => setImmediate(resolve))

async function incrementFrom(tab: ReturnType<typeof openTab>) {
  await tab.write(async () => {
    const counter = tab.find('counter')
    const count = Number(counter?.count ?? 0)
    await yieldOnce()
    if (counter) await replaceRecord(tab.notes, counter, { ...counter, count: count + 1 })
  })
}

describe('two tabs of one browser', () => {
  it('see each other’s writes: no write is lost', async () => {
    const storage = new MemoryStorage()
    const locks = new MemoryLocks()
    const first = openTab(storage, locks)
    const second = openTab(storage, locks)

    await first.write(() => first.notes.create({ id: 'a', text: '第一分頁的購物車' }))
    await second.write(() => second.notes.create({ id: 'b', text: '第二分頁的購物車' }))
    await first.write(() => first.notes.create({ id: 'c', text: '第一分頁又寫一筆' }))

    expect((await first.read()).map((note) => note.id)).toEqual(['a', 'b', 'c'])
    expect((await second.read()).map((note) => note.id)).toEqual(['a', 'b', 'c'])
  })

  /** Two tabs increment one counter 10 times each, interleaved; what each tab reads afterwards. */
  async function countersAfterInterleavedIncrements(locks: MemoryLocks | null): Promise<number[]> {
    const storage = new MemoryStorage()
    const seed = [{ id: 'counter', text: '計數', count: 0 }]
    const tabs = [openTab(storage, locks, seed), openTab(storage, locks, seed)]
    await tabs[0].read()
    await Promise.all(Array.from({ length: 10 }, () => tabs.map(incrementFrom)).flat())
    const counts: number[] = []
    for (const tab of tabs)
      counts.push(Number((await tab.read()).find((note) => note.id === 'counter')?.count))
    return counts
  }

  it('take turns: interleaved read-modify-write requests add up', async () => {
    expect(await countersAfterInterleavedIncrements(new MemoryLocks())).toEqual([20, 20])
  })

  it('(control) without the shared lock the same requests lose writes', async () => {
    const [count] = await countersAfterInterleavedIncrements(null)
    expect(count).toBeLessThan(20)
  })

  it('deletes and updates reach the other tab too', async () => {
    const storage = new MemoryStorage()
    const locks = new MemoryLocks()
    const first = openTab(storage, locks, [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ])
    const second = openTab(storage, locks, [])
    await first.read()
    expect(await second.read()).toHaveLength(2)

    await first.write(async () => {
      first.notes.delete((query) => query.where((note) => note.id === 'a'))
      const b = first.find('b')
      if (b) await replaceRecord(first.notes, b, { id: 'b', text: 'B（改）' })
    })
    expect(await second.read()).toEqual([{ id: 'b', text: 'B（改）' }])
  })

  it('a reset in one tab (everything rewritten) makes the other reload everything', async () => {
    const storage = new MemoryStorage()
    const locks = new MemoryLocks()
    const first = openTab(storage, locks, [{ id: 'a', text: 'A' }])
    const second = openTab(storage, locks)
    await first.read()
    expect(await second.read()).toHaveLength(1)

    await first.write(async () => {
      first.notes.deleteMany((query) => query.where(() => true))
      await first.notes.create({ id: 'z', text: 'Z' })
      first.store.rewriteAll()
    })
    expect(await second.read()).toEqual([{ id: 'z', text: 'Z' }])
  })

  it('a tab that fell far behind reloads everything, in creation order', async () => {
    const storage = new MemoryStorage()
    const locks = new MemoryLocks()
    const first = openTab(storage, locks)
    const second = openTab(storage, locks)
    await second.read()
    for (let i = 0; i < 60; i++) await first.write(() => first.notes.create({ id: `n${i}`, text: String(i) }))
    const ids = (await second.read()).map((note) => note.id)
    expect(ids).toHaveLength(60)
    expect(ids).toEqual(Array.from({ length: 60 }, (_, i) => `n${i}`))
  })
})

describe('storage', () => {
  it('a write stores the records it changed (and the log), not everything', async () => {
    const storage = new MemoryStorage()
    const tab = openTab(
      storage,
      null,
      Array.from({ length: 50 }, (_, i) => ({ id: `n${i}`, text: String(i) })),
    )
    await tab.read()
    storage.writes.length = 0

    await tab.write(async () => {
      const note = tab.find('n7')
      if (note) await replaceRecord(tab.notes, note, { ...note, text: '改' })
    })
    expect(storage.writes).toEqual([`${PREFIX}notes/n7`, `${PREFIX}meta`])

    storage.writes.length = 0
    await tab.read()
    await tab.write(() => undefined)
    expect(storage.writes).toEqual([])
  })

  it('a fresh page loads what was stored, in creation order, and seeds nothing', async () => {
    const storage = new MemoryStorage()
    const first = openTab(storage, null, [{ id: 'seed', text: '種子' }])
    await first.write(() => first.notes.create({ id: 'later', text: '後來' }))

    const reloaded = openTab(storage, null, [{ id: 'other-seed', text: '不該出現' }])
    expect((await reloaded.read()).map((note) => note.id)).toEqual(['seed', 'later'])
  })

  it('seeds and stores when storage holds nothing, and ignores records that do not fit', async () => {
    const storage = new MemoryStorage()
    const tab = openTab(storage, null, [{ id: 'seed', text: '種子' }])
    expect(await tab.read()).toEqual([{ id: 'seed', text: '種子' }])
    expect(storage.getItem(`${PREFIX}notes/seed`)).toContain('種子')

    storage.setItem(`${PREFIX}notes/broken`, '1|{not json')
    storage.setItem(`${PREFIX}notes/nokey`, '2|{"text":"沒有 id"}')
    const reloaded = openTab(storage, null)
    expect(await reloaded.read()).toEqual([{ id: 'seed', text: '種子' }])
  })

  it('refuses a write the storage cannot hold: nothing of it stays, in memory or in storage', async () => {
    const storage = new MemoryStorage(200)
    const tab = openTab(storage, null, [{ id: 'seed', text: '種子' }])
    await tab.read()
    const stored = new Map(storage.items)

    await expect(tab.write(() => tab.notes.create({ id: 'big', text: '大'.repeat(500) }))).rejects.toThrow(
      StorageRefusedError,
    )
    expect(tab.store.status).toBe('refused')
    expect(await tab.read()).toEqual([{ id: 'seed', text: '種子' }])
    expect(storage.items).toEqual(stored)

    // A write that fits is stored again, and a reload finds it.
    await tab.write(() => tab.notes.create({ id: 'small', text: '小' }))
    expect(tab.store.status).toBe('ok')
    expect((await openTab(storage, null).read()).map((note) => note.id)).toEqual(['seed', 'small'])
  })

  it('undoes a write refused half-way: updates, deletions and order come back, and storage as it was', async () => {
    const storage = new MemoryStorage()
    const seed = [
      { id: 'a', text: '一' },
      { id: 'b', text: '二' },
      { id: 'c', text: '三' },
    ]
    const tab = openTab(storage, null, seed)
    await tab.read()
    const stored = new Map(storage.items)

    // The records are written, then the meta item overflows the quota.
    storage.refuse = (key) => key === `${PREFIX}meta`
    await expect(
      tab.write(async () => {
        const a = tab.find('a')!
        await replaceRecord(tab.notes, a, { ...a, text: '改過' })
        tab.notes.delete((query) => query.where((note) => note.id === 'b'))
        await tab.notes.create({ id: 'd', text: '四' })
      }),
    ).rejects.toThrow(StorageRefusedError)
    expect(await tab.read()).toEqual(seed)
    expect(storage.items).toEqual(stored)
  })

  it('keeps the seed in memory when storage refuses it, and refuses writes until it can store them', async () => {
    const storage = new MemoryStorage()
    storage.writesLeft = 0
    const tab = openTab(storage, null, [{ id: 'seed', text: '種子' }])
    expect(await tab.read()).toEqual([{ id: 'seed', text: '種子' }])
    expect(tab.store.status).toBe('refused')

    await expect(tab.write(() => tab.notes.create({ id: 'new', text: '新' }))).rejects.toThrow(
      StorageRefusedError,
    )
    expect((await tab.read()).map((note) => note.id)).toEqual(['seed'])

    // Room again: the next write stores the seed with itself, so a reload finds both.
    storage.writesLeft = Infinity
    await tab.write(() => tab.notes.create({ id: 'new', text: '新' }))
    expect((await openTab(storage, null).read()).map((note) => note.id)).toEqual(['seed', 'new'])
  })

  it('counts stored records it cannot read, and keeps the records when only the bookkeeping is unreadable', async () => {
    const storage = new MemoryStorage()
    const tab = openTab(storage, null, [
      { id: 'a', text: '一' },
      { id: 'b', text: '二' },
    ])
    await tab.read()
    storage.setItem(`${PREFIX}notes/broken`, '9|{not json')

    const reloaded = openTab(storage, null)
    expect((await reloaded.read()).map((note) => note.id)).toEqual(['a', 'b'])
    expect(reloaded.store.damaged).toEqual({ records: 1, meta: false })

    storage.setItem(`${PREFIX}meta`, '{"version":2,"rev":')
    const again = openTab(storage, null)
    expect((await again.read()).map((note) => note.id)).toEqual(['a', 'b'])
    expect(again.store.damaged).toEqual({ records: 1, meta: true })
    // The records were stored again under a readable meta; the unreadable one is gone.
    expect(JSON.parse(storage.getItem(`${PREFIX}meta`) ?? 'null')).toMatchObject({ version: 2 })
    expect(storage.getItem(`${PREFIX}notes/broken`)).toBeNull()
  })
})
