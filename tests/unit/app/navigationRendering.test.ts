import { afterEach, describe, expect, it, vi } from 'vitest'
import { navigationInstrumentations } from '@/app/navigationRendering'

type Navigate = () => Promise<unknown>
type NavigateInstrument = (navigate: Navigate, info: unknown) => Promise<void>

/** The `navigate` wrapper the app hands React Router, as the router would call it. */
function instrumentedNavigate(): NavigateInstrument {
  let wrapper: NavigateInstrument | undefined
  for (const instrumentation of navigationInstrumentations)
    instrumentation.router?.({
      instrument: (handlers: { navigate?: NavigateInstrument }) => {
        wrapper = handlers.navigate ?? wrapper
      },
    } as never)
  if (!wrapper) throw new Error('no navigate instrumentation')
  return wrapper
}

describe('a navigation starts once the next frame is painted', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('waits for the next animation frame, then the task after it', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('document', { visibilityState: 'visible' })
    const navigate = vi.fn(() => Promise.resolve())

    const moved = instrumentedNavigate()(navigate, { to: '/cart' })
    await new Promise((done) => setTimeout(done, 20))
    expect(navigate).not.toHaveBeenCalled()

    expect(frames).toHaveLength(1)
    frames[0](0)
    await moved
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('does not wait in a hidden page, which draws no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('a hidden page has no frames')
    })
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    const navigate = vi.fn(() => Promise.resolve())
    await instrumentedNavigate()(navigate, { to: '/' })
    expect(navigate).toHaveBeenCalledTimes(1)
  })
})
