import { http, type HttpHandler } from 'msw'
import { byId, db } from '../db'
import { pushId } from '../ids'
import { publicOrigin } from '../origin'
import {
  MESSAGES,
  UPLOAD_EXTENSIONS,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  UPLOAD_ROUTE_PREFIX,
  fileTooLargeError,
  nowSeconds,
  unexpectedFieldError,
} from '../rules'
import { store } from '../store'
import { adminRoute, failure, json } from './support'

/**
 * Image upload (course-api.md §4.6) and the route that serves what was uploaded.
 *
 * The bytes are kept (base64) in the uploads collection, so they survive a reload in the browser
 * snapshot, and the returned `imageUrl` points at `<origin>/__mock/uploads/<id>.<ext>`, which the
 * handler below answers in the browser (service worker), in Vitest and on mock:server alike.
 */

/** Multipart framing around the file; a request this much over the limit is refused unread. */
const MULTIPART_SLACK_BYTES = 64 * 1024

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function isFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string'
}

const wrongType = () => failure(400, MESSAGES.uploadWrongType)
const tooLargeFile = () => failure(400, fileTooLargeError())

export const uploadHandlers: HttpHandler[] = [
  adminRoute('post', 'upload', async ({ request, shop }) => {
    const declared = Number(request.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_SLACK_BYTES)
      return tooLargeFile()
    if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('multipart/form-data')) {
      return wrongType()
    }

    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return wrongType()
    }
    const files = [...form.entries()].filter((entry): entry is [string, File] => isFile(entry[1]))
    const stray = files.find(([field]) => field !== UPLOAD_FIELD)
    if (stray) return failure(400, unexpectedFieldError(stray[0]))
    const file = files[0]?.[1]
    if (!file) return wrongType()
    if (file.size > UPLOAD_MAX_BYTES) return tooLargeFile()

    // A name's extension and the declared type must both allow it; a file appended without a
    // name (a Blob arrives as "blob") is judged by its type alone.
    const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : ''
    const mimeType = file.type.toLowerCase()
    const allowedExtension = (UPLOAD_EXTENSIONS as readonly string[]).includes(extension)
    const allowedMime = (UPLOAD_MIME_TYPES as readonly string[]).includes(mimeType)
    const neutralMime = mimeType === '' || mimeType === 'application/octet-stream'
    const accepted = extension ? allowedExtension && (allowedMime || neutralMime) : allowedMime
    if (!accepted) return wrongType()
    const savedExtension = extension || (mimeType === 'image/png' ? 'png' : 'jpg')

    const id = pushId()
    const bytes = new Uint8Array(await file.arrayBuffer())
    await db.uploads.create({
      id,
      apiPath: shop.path,
      fileName: file.name.slice(0, 200),
      contentType: savedExtension === 'png' ? 'image/png' : 'image/jpeg',
      extension: savedExtension,
      size: bytes.length,
      base64: toBase64(bytes),
      create_at: nowSeconds(),
    })
    // No `message` on success (quirk §8.17).
    return json({
      success: true,
      imageUrl: `${publicOrigin(new URL(request.url).origin)}${UPLOAD_ROUTE_PREFIX}${id}.${savedExtension}`,
    })
  }),

  http.get(`*${UPLOAD_ROUTE_PREFIX}:file`, async ({ params }) => {
    const file = typeof params.file === 'string' ? params.file : ''
    const id = file.replace(/\.[^.]*$/, '')
    const upload = await store.transaction('read', () => byId(db.uploads, id))
    if (!upload) return failure(404, MESSAGES.routeNotFound)
    return new Response(fromBase64(upload.base64), {
      status: 200,
      headers: {
        'Content-Type': upload.contentType,
        'Content-Length': String(upload.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  }),
]
