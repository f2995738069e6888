import { beforeEach, describe, expect, it } from 'vitest'
import { byId, shop } from '../../../mocks/db'
import { isPushId } from '../../../mocks/ids'
import { resetMockDb } from '../../../mocks/node'
import { seedArticleId } from '../../../mocks/seed'
import { ADMIN, SHOP, call, listOf, signIn } from './helpers'

/**
 * The seven article routes (course-api.md §2.5, §4.15 and the Swagger): the app does not call
 * them, so they are proven here rather than in the Pact contract.
 */

const article = {
  title: '週末早午餐的三種吃法',
  description: '厚片、蛋餅、飯糰，週末慢慢吃。',
  image: 'https://example.com/brunch.png',
  tag: ['生活提案'],
  create_at: 1_767_225_600,
  author: '阿芳',
  isPublic: true,
  content: '<p>週末早午餐……</p>',
}

let token: string

beforeEach(async () => {
  await resetMockDb()
  token = await signIn()
})

describe('admin articles', () => {
  it('lists every article, newest first, without content, with num and pagination', async () => {
    const { status, json } = await call('GET', `${ADMIN}/articles`, { token })
    expect(status).toBe(200)
    const articles = listOf<Record<string, unknown>>(json, 'articles')
    expect(articles.map((a) => a.id)).toEqual([4, 3, 2, 1].map(seedArticleId))
    expect(articles.map((a) => a.num)).toEqual([1, 2, 3, 4])
    expect(articles[0]).toMatchObject({ isPublic: false, author: '小陳（採購）' })
    expect(articles.every((a) => !('content' in a))).toBe(true)
    expect(Object.keys(articles[0]).slice(0, -1)).toEqual([...Object.keys(articles[0]).slice(0, -1)].sort())
    expect(json).toMatchObject({
      success: true,
      messages: [],
      pagination: { total_pages: 1, current_page: 1, has_pre: false, has_next: false, category: '' },
    })
  })

  it('pages by 10', async () => {
    for (let i = 0; i < 8; i++) {
      await call('POST', `${ADMIN}/article`, { token, body: { data: { ...article, title: `第 ${i} 篇` } } })
    }
    const page2 = await call('GET', `${ADMIN}/articles?page=2`, { token })
    expect(listOf(page2.json, 'articles')).toHaveLength(2)
    expect(page2.json.pagination).toMatchObject({ total_pages: 2, current_page: 2, has_pre: true })
  })

  it('gets one article with its content', async () => {
    const { status, json } = await call('GET', `${ADMIN}/article/${seedArticleId(1)}`, { token })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      success: true,
      article: { id: seedArticleId(1), title: '蛋餅皮怎麼煎才會酥？三個小訣竅', num: 1 },
    })
    expect(String((json.article as { content: string }).content)).toContain('<p>')
    expect(await call('GET', `${ADMIN}/article/-Nope000000000000000`, { token })).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到文章' },
    })
  })

  it('creates an article with a push id, storing extra keys as sent', async () => {
    const { status, json } = await call('POST', `${ADMIN}/article`, {
      token,
      body: { data: { ...article, isPublic: false, extra: { a: 1 } } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已建立文章' })
    const created = shop().articles.all().at(-1)
    expect(created).toMatchObject({ ...article, isPublic: false, extra: { a: 1 } })
    expect(isPushId(created?.id)).toBe(true)
  })

  it('dates an article sent without create_at now', async () => {
    const { create_at: _createAt, ...undated } = article
    await call('POST', `${ADMIN}/article`, { token, body: { data: undated } })
    const created = shop().articles.all().at(-1)
    expect(Math.abs(Number(created?.create_at) - Date.now() / 1000)).toBeLessThan(60)
  })

  it('validates in the product routes’ vocabulary, all failures at once', async () => {
    const empty = await call('POST', `${ADMIN}/article`, { token, body: { data: {} } })
    expect(empty).toMatchObject({
      status: 400,
      json: {
        success: false,
        message: [' title 欄位為必填', ' author 欄位為必填', ' content 欄位為必填', ' isPublic 欄位為必填'],
      },
    })
    const wrong = await call('POST', `${ADMIN}/article`, {
      token,
      body: { data: { ...article, title: '', author: 5, content: '  ', isPublic: null } },
    })
    expect(wrong.json.message).toEqual([
      'title 屬性不得為空',
      'author 型別錯誤',
      'content 屬性不得為空',
      'isPublic 屬性不得為空',
    ])
    expect((await call('POST', `${ADMIN}/article`, { token, body: 'null' })).status).toBe(400)
    expect(shop().articles.count()).toBe(4)
  })

  it('updates by merging, answering 已建立文章 as the Swagger says; 404 for unknown ids', async () => {
    const id = seedArticleId(4)
    const { status, json } = await call('PUT', `${ADMIN}/article/${id}`, {
      token,
      body: { data: { isPublic: true, title: '秋季限定：南瓜濃湯回來了' } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已建立文章' })
    expect(byId(shop().articles, id)).toMatchObject({ isPublic: true, title: '秋季限定：南瓜濃湯回來了' })
    expect(
      await call('PUT', `${ADMIN}/article/-Nope000000000000000`, { token, body: { data: article } }),
    ).toMatchObject({ status: 404, json: { success: false, message: 'id 不存在' } })
    expect(
      (await call('PUT', `${ADMIN}/article/${id}`, { token, body: { data: { author: '' } } })).status,
    ).toBe(400)
    expect((await call('PUT', `${ADMIN}/article/${id}`, { token, body: {} })).status).toBe(400)
  })

  it('deletes an article; 404 找不到文章 for unknown ids', async () => {
    expect(await call('DELETE', `${ADMIN}/article/${seedArticleId(1)}`, { token })).toMatchObject({
      status: 200,
      json: { success: true, message: '已刪除文章' },
    })
    expect(await call('DELETE', `${ADMIN}/article/${seedArticleId(1)}`, { token })).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到文章' },
    })
  })

  it('is behind the admin guard', async () => {
    for (const [method, path] of [
      ['GET', 'articles'],
      ['GET', `article/${seedArticleId(1)}`],
      ['POST', 'article'],
      ['PUT', `article/${seedArticleId(1)}`],
      ['DELETE', `article/${seedArticleId(1)}`],
    ]) {
      expect(
        await call(method, `${ADMIN}/${path}`, { body: method === 'GET' ? undefined : {} }),
      ).toMatchObject({
        status: 401,
        json: { success: false, message: '驗證錯誤, 請重新登入' },
      })
    }
    expect(shop().articles.count()).toBe(4)
  })
})

describe('customer articles', () => {
  it('lists public articles only, newest first, without content', async () => {
    const { status, json } = await call('GET', `${SHOP}/articles`)
    expect(status).toBe(200)
    const articles = listOf<Record<string, unknown>>(json, 'articles')
    expect(articles.map((a) => a.id)).toEqual([3, 2, 1].map(seedArticleId))
    expect(articles.every((a) => a.isPublic === true && !('content' in a))).toBe(true)
    expect(json).toMatchObject({ success: true, messages: [], pagination: { total_pages: 1 } })
  })

  it('gets one public article; 400 for a draft, 404 for an unknown id', async () => {
    expect(await call('GET', `${SHOP}/article/${seedArticleId(2)}`)).toMatchObject({
      status: 200,
      json: { success: true, article: { id: seedArticleId(2), content: expect.stringContaining('黃豆') } },
    })
    expect(await call('GET', `${SHOP}/article/${seedArticleId(4)}`)).toMatchObject({
      status: 400,
      json: { success: false, message: '文章未公開' },
    })
    expect(await call('GET', `${SHOP}/article/-Nope000000000000000`)).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到文章' },
    })
  })

  it('answers 404 for a shop path the fake does not host', async () => {
    expect((await call('GET', `${SHOP.replace('breakfast', 'nobody')}/articles`)).status).toBe(404)
  })
})
