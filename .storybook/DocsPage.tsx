import {
  ArgTypes,
  Description,
  DocsContext,
  Heading,
  Markdown,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks'
import { useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import type { PreparedStory } from 'storybook/internal/types'

/**
 * Every component's Docs page (`parameters.docs.page`): what a designer reads first.
 *
 * - The component's name and description, then a **stage** showing one state, the first (primary)
 *   one at first, and a **gallery** of every state as a small live picture: choosing one puts it
 *   on the stage. Nothing is stacked at full height, so a screen with sixteen states is a page of
 *   a few screens, not of dozens.
 * - Each state is drawn in a frame of its own (an iframe of the story, as the Canvas tab shows it)
 *   at the width it is meant for: a phone story (`globals.viewport: mobile1`) in a 375 px window,
 *   a wide one in a 1280 px window scaled to fit. Media queries and the `layout` switch see the
 *   frame's width, so a phone state looks as on a phone (drawn inline in a wide docs page, it mixed
 *   both layouts), and a state's dialog stays in its own frame.
 * - The props, with the descriptions their TSDoc comments give them; the Canvas tab's Controls
 *   panel changes them live.
 *
 * A component, rather than a screen, sets `parameters.gallery.kind: 'component'` (stories with a
 * `padded` or `centered` layout are components by default): its states are listed one under the
 * other, each frame as high as its content, at full width or 375 px for a phone state.
 */

export interface GalleryParameters {
  /** `screen`: a stage and thumbnails of whole windows; `component`: every state at its own height. */
  kind?: 'screen' | 'component'
}

interface Frame {
  /** The window's width the story is drawn at, in px. */
  width: number
  /** The window's height (a screen's), in px. */
  height: number
  label: string
}

const PHONE: Frame = { width: 375, height: 812, label: '手機 Phone · 375 px' }
const WIDE: Frame = { width: 1280, height: 800, label: '寬螢幕 Wide · 1280 px' }

const frameOf = (story: PreparedStory): Frame =>
  (story.storyGlobals?.viewport as { value?: string } | undefined)?.value === 'mobile1' ? PHONE : WIDE

/**
 * The story alone in the preview, as the Canvas tab shows it. A picture in a gallery needs no
 * Interactions panel and no axe run (the Canvas tab has both): `instrument=false` leaves the play
 * function's steps unrecorded and `a11y.manual` leaves axe until asked.
 */
const storyUrl = (story: PreparedStory) =>
  `iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&instrument=false&globals=a11y.manual:!true`

/** The story in Storybook itself (the Canvas tab), for the link under the stage. */
const canvasUrl = (story: PreparedStory) => `./?path=/story/${encodeURIComponent(story.id)}`

function descriptionOf(story: PreparedStory): string {
  const docs = story.parameters.docs as { description?: { story?: string } } | undefined
  return docs?.description?.story ?? ''
}

/** A state's own comment (its TSDoc in the story file), as Markdown. */
function StateDescription({ story }: { story: PreparedStory }) {
  const text = descriptionOf(story)
  if (!text) return null
  return (
    <div style={{ ...muted, marginBottom: 8 }} className="catalogue-state-description">
      <style>{'.catalogue-state-description p { margin: 0; font-size: 13px; color: inherit }'}</style>
      <Markdown>{text}</Markdown>
    </div>
  )
}

function kindOf(stories: PreparedStory[]): 'screen' | 'component' {
  const gallery = stories[0]?.parameters.gallery as GalleryParameters | undefined
  if (gallery?.kind) return gallery.kind
  const layout = stories[0]?.parameters.layout as string | undefined
  return layout === 'padded' || layout === 'centered' ? 'component' : 'screen'
}

/**
 * Frames load one at a time: each one starts a whole preview (the bundle, the fake backend, the
 * story's loaders, its play function), a gallery of sixteen starting together kept every one of
 * them waiting, and two at once could change each other's data. A frame asks for its turn when it
 * comes near the screen (the stage goes to the head of the line) and gives it back once its story
 * is done, or after a while if it never says.
 */
const AT_ONCE = 1
const GIVE_UP_MS = 20_000
let running = 0
const waiting: (() => void)[] = []

function takeTurn(start: () => void, first = false): () => void {
  let state: 'waiting' | 'running' | 'done' = 'waiting'
  const go = () => {
    if (state !== 'waiting') return
    state = 'running'
    running++
    start()
  }
  if (running < AT_ONCE) go()
  else if (first) waiting.unshift(go)
  else waiting.push(go)
  return () => {
    if (state === 'running') {
      running--
      waiting.shift()?.()
    }
    state = 'done'
  }
}

/**
 * Whether the preview in `frame` is done with its story: drawn and its play function finished
 * (the story's render reached its last phase), or it shows an error. Frames share the page's
 * storage (我的收藏 lives there), so the next one waits until this one's play has stopped writing.
 */
function storyDone(frame: HTMLIFrameElement, storyId: string): boolean {
  const view = frame.contentWindow as (Window & { __STORYBOOK_PREVIEW__?: unknown }) | null
  // The frame's document is this story's (not the previous one's, or the blank one before it).
  if (!view || new URLSearchParams(view.location.search).get('id') !== storyId) return false
  const preview = view?.__STORYBOOK_PREVIEW__ as { currentRender?: { phase?: string } } | undefined
  const phase = preview?.currentRender?.phase
  if (phase === 'finished' || phase === 'aborted') return true
  return frame.contentDocument?.body?.classList.contains('sb-show-errordisplay') ?? false
}

/**
 * The `src` for a story frame once it is its turn (undefined until then), for a frame that comes
 * near the screen. A `priority` frame (the stage) goes to the head of the line.
 */
function useFrameSrc(
  story: PreparedStory,
  frame: React.RefObject<HTMLIFrameElement | null>,
  priority = false,
) {
  // The URL, not the story object: the docs context hands out a new object on some renders.
  const url = storyUrl(story)
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    const element = frame.current
    if (!element) return
    let release: (() => void) | undefined
    let poll: ReturnType<typeof setInterval> | undefined
    let giveUp: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      clearInterval(poll)
      clearTimeout(giveUp)
      release?.()
    }
    const start = () => {
      setSrc(url)
      poll = setInterval(() => {
        if (storyDone(element, story.id)) finish()
      }, 250)
      giveUp = setTimeout(finish, GIVE_UP_MS)
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || release) return
        observer.disconnect()
        release = takeTurn(start, priority)
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      setSrc(undefined)
      finish()
    }
  }, [url, story.id, frame, priority])
  return src
}

/** The width of an element, kept up to date. */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}

const muted: CSSProperties = { color: '#5C6870', fontSize: 13, lineHeight: 1.5, margin: 0 }

/** A window of `frame`'s size showing `story`, scaled down to `scale`. */
function ScaledWindow({
  story,
  frame,
  scale,
  interactive,
}: {
  story: PreparedStory
  frame: Frame
  scale: number
  interactive: boolean
}) {
  const iframe = useRef<HTMLIFrameElement>(null)
  const src = useFrameSrc(story, iframe, interactive)
  return (
    <div
      style={{
        width: frame.width * scale,
        height: frame.height * scale,
        overflow: 'hidden',
        border: '1px solid #D9E0E6',
        borderRadius: 6,
        background: '#FFFFFF',
        flexShrink: 0,
      }}
    >
      <iframe
        ref={iframe}
        key={story.id}
        src={src}
        title={`${story.title} · ${story.name}`}
        tabIndex={interactive ? 0 : -1}
        aria-hidden={interactive ? undefined : true}
        style={{
          width: frame.width,
          height: frame.height,
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          pointerEvents: interactive ? 'auto' : 'none',
        }}
      />
    </div>
  )
}

/** The chosen state in a window of its own size, scaled to fit the column. */
function Stage({ story }: { story: PreparedStory }) {
  const [ref, width] = useWidth<HTMLDivElement>()
  const frame = frameOf(story)
  const scale = width ? Math.min(1, width / frame.width) : 0
  return (
    <div ref={ref} style={{ margin: '16px 0 8px' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 12, marginBottom: 8 }}>
        <strong style={{ fontSize: 16 }}>{story.name}</strong>
        <span style={muted}>
          {frame.label}
          {scale < 1 && scale > 0 ? ` · shown at ${Math.round(scale * 100)}%` : ''}
        </span>
        <a href={canvasUrl(story)} target="_top" style={{ fontSize: 13, marginLeft: 'auto' }}>
          在畫布開啟 Open in the canvas ↗
        </a>
      </div>
      <StateDescription story={story} />
      <div style={{ display: 'flex', justifyContent: 'center', minHeight: scale ? undefined : frame.height }}>
        {scale ? <ScaledWindow story={story} frame={frame} scale={scale} interactive /> : null}
      </div>
    </div>
  )
}

const THUMBNAIL_MIN = 220
const GAP = 16
/** A card's padding and border around its picture, on each side. */
const CARD_INSET = 10

/** Every state as a small live picture; choosing one shows it on the stage. */
function Thumbnails({
  stories,
  chosen,
  onChoose,
}: {
  stories: PreparedStory[]
  chosen: string
  onChoose: (story: PreparedStory) => void
}) {
  const [ref, width] = useWidth<HTMLDivElement>()
  const columns = Math.max(1, Math.floor((width + GAP) / (THUMBNAIL_MIN + GAP)))
  // The picture fills its column: a wide window scaled to the column, a phone as high as it is wide.
  const picture = width ? (width - GAP * (columns - 1)) / columns - 2 * CARD_INSET : 0
  return (
    <div
      ref={ref}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: GAP,
        alignItems: 'start',
      }}
    >
      {picture > 0
        ? stories.map((story) => {
            const frame = frameOf(story)
            const scale = frame === PHONE ? picture / frame.height : picture / frame.width
            const selected = story.id === chosen
            return (
              <div
                key={story.id}
                style={{
                  position: 'relative',
                  display: 'grid',
                  gap: 6,
                  justifyItems: 'start',
                  padding: CARD_INSET - 2,
                  border: selected ? '2px solid #A8501A' : '2px solid transparent',
                  borderRadius: 8,
                  background: selected ? '#FFF8EE' : 'transparent',
                }}
              >
                <ScaledWindow story={story} frame={frame} scale={scale} interactive={false} />
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChoose(story)}
                  style={{
                    padding: 0,
                    border: 0,
                    background: 'none',
                    color: 'inherit',
                    font: 'inherit',
                    textAlign: 'left',
                    cursor: 'pointer',
                    fontWeight: 700,
                    fontSize: 14,
                  }}
                >
                  {story.name}
                  {/* The whole card is the button's target. */}
                  <span aria-hidden="true" style={{ position: 'absolute', inset: 0 }} />
                </button>
                <span style={muted}>{frame === PHONE ? '手機 Phone' : '寬螢幕 Wide'}</span>
              </div>
            )
          })
        : null}
    </div>
  )
}

/** An iframe as high as what the story draws (same origin: its document is measured). */
function FittedFrame({ story, width }: { story: PreparedStory; width: number | '100%' }) {
  const iframe = useRef<HTMLIFrameElement>(null)
  const src = useFrameSrc(story, iframe)
  const [height, setHeight] = useState(120)
  useEffect(() => {
    const element = iframe.current
    if (!element) return
    let observer: ResizeObserver | undefined
    const measure = () => {
      const document = element.contentDocument
      const root = document?.getElementById('storybook-root')
      const view = element.contentWindow as (Window & typeof globalThis) | null
      if (!document || !root || !view) return
      observer?.disconnect()
      observer = new view.ResizeObserver(() => {
        // Down to the story's end, with the layout's padding under it; at least a line.
        const padding = parseFloat(view.getComputedStyle(document.body).paddingBottom) || 0
        setHeight(Math.max(48, Math.ceil(root.getBoundingClientRect().bottom + padding)))
      })
      observer.observe(root)
    }
    element.addEventListener('load', measure)
    return () => {
      element.removeEventListener('load', measure)
      observer?.disconnect()
    }
  }, [story.id])
  return (
    <iframe
      ref={iframe}
      src={src}
      title={`${story.title} · ${story.name}`}
      style={{
        width,
        maxWidth: '100%',
        height,
        border: '1px solid #D9E0E6',
        borderRadius: 6,
        background: '#FFFFFF',
        display: 'block',
      }}
    />
  )
}

/** A component's states, each at its own height: full width, or 375 px for a phone state. */
function ComponentStates({ stories }: { stories: PreparedStory[] }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'flex-start' }}>
      {stories.map((story) => {
        const phone = frameOf(story) === PHONE
        return (
          <section
            key={story.id}
            style={{ flex: phone ? `0 0 ${PHONE.width + 2}px` : '1 1 100%', minWidth: 0 }}
          >
            <div
              style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 10, marginBottom: 6 }}
            >
              <strong style={{ fontSize: 14 }}>{story.name}</strong>
              {phone ? <span style={muted}>{PHONE.label}</span> : null}
              <a href={canvasUrl(story)} target="_top" style={{ fontSize: 12, marginLeft: 'auto' }}>
                Open ↗
              </a>
            </div>
            <StateDescription story={story} />
            <FittedFrame story={story} width={phone ? PHONE.width + 2 : '100%'} />
          </section>
        )
      })}
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Heading>{title}</Heading>
      {children}
    </>
  )
}

/**
 * A state's play function clicks and types in its frame, and a focused element in a frame scrolls
 * this page to it: the page would jump while the gallery loads. Scrolling is the reader's alone:
 * the page goes back to where the reader left it unless a wheel, touch, key or pointer moved it.
 */
function useScrollStaysWithTheReader() {
  useEffect(() => {
    let kept = window.scrollY
    let readerUntil = 0
    let pointerDown = false
    const reader = () => {
      readerUntil = performance.now() + 1500
    }
    const down = () => {
      pointerDown = true
      reader()
    }
    const up = () => {
      pointerDown = false
      reader()
    }
    const scrolled = () => {
      if (pointerDown || performance.now() < readerUntil) kept = window.scrollY
      else if (Math.abs(window.scrollY - kept) > 1) window.scrollTo({ top: kept })
    }
    const input = ['wheel', 'touchmove', 'keydown'] as const
    for (const type of input) window.addEventListener(type, reader, { capture: true, passive: true })
    window.addEventListener('pointerdown', down, { capture: true })
    window.addEventListener('pointerup', up, { capture: true })
    window.addEventListener('scroll', scrolled)
    return () => {
      for (const type of input) window.removeEventListener(type, reader, { capture: true })
      window.removeEventListener('pointerdown', down, { capture: true })
      window.removeEventListener('pointerup', up, { capture: true })
      window.removeEventListener('scroll', scrolled)
    }
  }, [])
}

export function CatalogueDocsPage() {
  useScrollStaysWithTheReader()
  const context = useContext(DocsContext)
  const stories = context.componentStories()
  const [chosen, setChosen] = useState(stories[0]?.id ?? '')
  const stage = useRef<HTMLDivElement>(null)
  const current = stories.find((story) => story.id === chosen) ?? stories[0]
  const kind = kindOf(stories)
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {current && kind === 'screen' ? (
        <>
          <div ref={stage}>
            <Stage story={current} />
          </div>
          <Section title={`狀態 States (${stories.length})`}>
            <Thumbnails
              stories={stories}
              chosen={current.id}
              onChoose={(story) => {
                setChosen(story.id)
                stage.current?.scrollIntoView({ block: 'start' })
              }}
            />
          </Section>
        </>
      ) : null}
      {kind === 'component' ? (
        <Section title={`狀態 States (${stories.length})`}>
          <ComponentStates stories={stories} />
        </Section>
      ) : null}
      <Section title="屬性 Props">
        <p style={muted}>
          From the component’s TSDoc comments. Change them live in the Canvas tab’s Controls panel.
        </p>
        <ArgTypes />
      </Section>
    </>
  )
}
