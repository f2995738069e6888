/**
 * Starts the in-browser fake (dev server, demo build) with its code evaluated a part at a time.
 *
 * The fake is about 270 KB of JavaScript (MSW and its cookie store, @msw/data with mutative and
 * es-toolkit, the handlers and the seed). Imported at once, the browser evaluates all of it in one
 * task: 45–60 ms on this machine, four times that on the phone Lighthouse emulates, in which a tap
 * waits. Importing its own modules in the order they build on each other, one per task, cuts that
 * into pieces (the data, then the database with @msw/data, the scenarios with MSW's core, the
 * handlers, then MSW's browser worker); what a part shares with an earlier one is evaluated only
 * once. Its own modules, not the libraries' entry points: a dynamic `import('msw')` would keep
 * every export of the library (GraphQL's parser among them), where named static imports let the
 * build leave out what the fake never uses.
 */
const parts = [
  () => import('./seed'),
  () => import('./db'),
  () => import('./scenarios'),
  () => import('./handlers'),
]

type Yield = () => Promise<void>

/** The next task: `scheduler.yield()` where the browser has it, else a message-channel task. */
const nextTask: Yield = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: Yield } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(0)
  })
}

export async function startFake(): Promise<void> {
  for (const load of parts) {
    await load()
    await nextTask()
  }
  const { startMockWorker } = await import('./browser')
  await startMockWorker()
}
