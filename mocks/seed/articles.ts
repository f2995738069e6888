import type { ArticleRecord } from '../records'
import { publicOrigin } from '../origin'
import { SEED_IMAGES_PATH } from '../rules'

/**
 * The shop's blog (course-api.md §4.15): breakfast notes in zh-TW, with an HTML body as the
 * course's dashboards write it (a rich-text editor). Three are public, one is a draft, so the
 * customer routes have something to hide. Oldest first; `create_at` is Unix seconds.
 */

/** `-OBnote0000000000001` … : fixed ids so tests can name an article. */
export function seedArticleId(position: number): string {
  return `-OBnote${String(position).padStart(13, '0')}`
}

const DAY_SECONDS = 24 * 60 * 60
const MANAGER = '阿芳（早餐店店長）'
const BUYER = '小陳（採購）'

interface NotePlan {
  title: string
  description: string
  /** A seed picture (mocks/seed/images). */
  picture: string
  tags: string[]
  daysAgo: number
  author: string
  draft?: boolean
  /** The body, already in HTML blocks (paragraphs, lists). */
  blocks: string[]
}

const NOTES: NotePlan[] = [
  {
    title: '蛋餅皮怎麼煎才會酥？三個小訣竅',
    description: '冷凍蛋餅皮不用退冰，鍋熱、火小、不加油，就能煎出早餐店的酥脆外皮。',
    picture: 'cheese-egg-crepe-2.svg',
    tags: ['料理小撇步', '蛋餅'],
    daysAgo: 40,
    author: MANAGER,
    blocks: [
      '<p>很多人問我們，為什麼在家煎的蛋餅總是軟軟的？其實只要記得三件事：</p>',
      '<ol><li>蛋餅皮<strong>不要退冰</strong>，直接下鍋才不會黏。</li>' +
        '<li>平底鍋先空燒 30 秒，再轉小火。</li>' +
        '<li>不用加油，每面煎 2 分鐘，看到邊緣微微翹起再翻面。</li></ol>',
      '<p>最後淋上醬油膏，就是熟悉的早餐店味道。</p>',
    ],
  },
  {
    title: '一杯好豆漿的秘密：我們的黃豆從哪裡來',
    description: '選用台灣在地非基改黃豆，前一晚浸泡、清晨現磨，煮滾後再小火熬 15 分鐘。',
    picture: 'soy-milk-1.svg',
    tags: ['食材故事', '飲品'],
    daysAgo: 21,
    author: BUYER,
    blocks: [
      '<p>我們的豆漿只用兩樣東西：黃豆和水。黃豆來自台南契作農場，每週到貨一次。</p>',
      '<p>前一晚浸泡 8 小時，清晨現磨、過濾，煮滾後再用小火熬 15 分鐘，去掉豆腥味。' +
        '無糖版本最能喝到豆香，推薦給第一次點的朋友。</p>',
    ],
  },
  {
    title: '上班族的五分鐘早餐提案',
    description: '前一晚從冷凍庫移到冷藏，早上微波一分鐘，配一杯熱紅茶就能出門。',
    picture: 'club-sandwich-3.svg',
    tags: ['生活提案'],
    daysAgo: 7,
    author: MANAGER,
    blocks: [
      '<p>早上總是來不及？試試這個流程：</p>',
      '<ul><li>前一晚把總匯三明治移到冷藏。</li><li>早上微波 600W 40 秒。</li>' +
        '<li>同時用熱水沖一杯紅茶。</li></ul>',
      '<p>五分鐘內，熱騰騰的早餐就好了。</p>',
    ],
  },
  {
    title: '（草稿）秋季限定：南瓜濃湯回來了嗎？',
    description: '還在跟農場確認今年的南瓜產量，確定後再公告。',
    picture: 'pumpkin-soup-1.svg',
    tags: ['新品預告'],
    daysAgo: 2,
    author: BUYER,
    draft: true,
    blocks: ['<p>今年的南瓜產量還沒確定，確定後會在這裡公告上架時間。</p>'],
  },
]

export function buildSeedArticles(nowSeconds: number, origin: string = publicOrigin()): ArticleRecord[] {
  return NOTES.map((note, index) => ({
    id: seedArticleId(index + 1),
    title: note.title,
    description: note.description,
    image: `${origin}${SEED_IMAGES_PATH}${note.picture}`,
    tag: [...note.tags],
    create_at: nowSeconds - note.daysAgo * DAY_SECONDS,
    author: note.author,
    isPublic: !note.draft,
    content: note.blocks.join(''),
  }))
}
