import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../mocks/db'
import { resetMockDb } from '../../../mocks/node'
import { ADMIN, call, signIn } from './helpers'

/** The 8-byte PNG signature plus a little body: enough for a file named .png. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])

function form(field: string, file: Blob, name: string): FormData {
  const data = new FormData()
  data.append(field, file, name)
  return data
}

let token: string

beforeEach(async () => {
  await resetMockDb()
  token = await signIn()
})

describe('POST admin/upload', () => {
  it('stores a png and answers an imageUrl that serves the same bytes', async () => {
    const { status, json } = await call('POST', `${ADMIN}/upload`, {
      token,
      body: form('file-to-upload', new Blob([PNG_BYTES], { type: 'image/png' }), 'egg.png'),
    })
    expect(status).toBe(200)
    expect(Object.keys(json)).toEqual(['success', 'imageUrl'])
    const imageUrl = String(json.imageUrl)
    expect(imageUrl).toMatch(/^https?:\/\/[^/]+\/__mock\/uploads\/-[\w-]{19}\.png$/)

    const served = await call('GET', imageUrl)
    expect(served.status).toBe(200)
    expect(served.response.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.response.arrayBuffer())).toEqual(PNG_BYTES)
  })

  it('accepts jpg and jpeg', async () => {
    for (const name of ['a.jpg', 'b.JPEG']) {
      const body = form(
        'file-to-upload',
        new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
        name,
      )
      expect((await call('POST', `${ADMIN}/upload`, { token, body })).status).toBe(200)
    }
  })

  it.each([
    ['a gif', 'image/gif', 'a.gif'],
    ['a png name with a text type', 'text/plain', 'a.png'],
    ['a name without extension and no type', '', 'png'],
    ['an svg', 'image/svg+xml', 'a.svg'],
  ])('answers 400 檔案格式錯誤 for %s', async (_label, type, name) => {
    const body = form('file-to-upload', new Blob([PNG_BYTES], { type }), name)
    expect(await call('POST', `${ADMIN}/upload`, { token, body })).toMatchObject({
      status: 400,
      json: { success: false, message: '檔案格式錯誤' },
    })
    expect(db.uploads.count()).toBe(0)
  })

  it('answers the multer size error object for files of 3 MB and more', async () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 1)
    const { status, json } = await call('POST', `${ADMIN}/upload`, {
      token,
      body: form('file-to-upload', new Blob([big], { type: 'image/png' }), 'big.png'),
    })
    expect(status).toBe(400)
    expect(json).toEqual({
      success: false,
      message: {
        name: 'MulterError',
        message: 'File too large',
        code: 'LIMIT_FILE_SIZE',
        field: 'file-to-upload',
        storageErrors: [],
      },
    })
    expect(db.uploads.count()).toBe(0)
  })

  it('refuses a file in another field, no file, and a non-multipart body', async () => {
    const stray = await call('POST', `${ADMIN}/upload`, {
      token,
      body: form('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'a.png'),
    })
    expect(stray).toMatchObject({
      status: 400,
      json: { success: false, message: { code: 'LIMIT_UNEXPECTED_FILE', field: 'file' } },
    })

    const noFile = new FormData()
    noFile.append('file-to-upload', 'just text')
    expect(await call('POST', `${ADMIN}/upload`, { token, body: noFile })).toMatchObject({
      status: 400,
      json: { message: '檔案格式錯誤' },
    })
    expect(await call('POST', `${ADMIN}/upload`, { token, body: { data: 'x' } })).toMatchObject({
      status: 400,
      json: { message: '檔案格式錯誤' },
    })
    expect(
      await call('POST', `${ADMIN}/upload`, {
        token,
        body: '--x\r\nbroken',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      }),
    ).toMatchObject({ status: 400, json: { message: '檔案格式錯誤' } })
    expect(db.uploads.count()).toBe(0)
  })

  it('judges a file without a name (a Blob) by its type', async () => {
    const body = new FormData()
    body.append('file-to-upload', new Blob([PNG_BYTES], { type: 'image/png' }))
    const { status, json } = await call('POST', `${ADMIN}/upload`, { token, body })
    expect(status).toBe(200)
    expect(String(json.imageUrl)).toMatch(/\.png$/)
  })

  it('answers 404 for an upload that does not exist', async () => {
    const { status, json } = await call('GET', 'http://localhost/__mock/uploads/-Nope000000000000000.png')
    expect(status).toBe(404)
    expect(json.success).toBe(false)
  })
})
