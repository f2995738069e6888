import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startMockServer, type RunningMockServer } from '../../../mocks/http-server'

let server: RunningMockServer

beforeAll(async () => {
  server = await startMockServer({ port: 0, shopPaths: ['hexschool-demo'] })
})

afterAll(async () => {
  await server.close()
})

beforeEach(async () => {
  await fetch(`${server.url}/__mock/reset`, { method: 'POST', body: JSON.stringify({ scenario: 'default' }) })
})

describe('mock:server over HTTP', () => {
  it('answers the course API with CORS headers for any origin', async () => {
    const response = await fetch(`${server.url}/v2/api/breakfast/products/all`, {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const body = (await response.json()) as { products: unknown[] }
    expect(body.products).toHaveLength(20)
  })

  it('answers preflights, allowing Authorization', async () => {
    const response = await fetch(`${server.url}/v2/api/breakfast/admin/products`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE')
  })

  it('signs in and uses the raw token on admin routes', async () => {
    const signIn = await fetch(`${server.url}/v2/admin/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin@breakfast.test', password: 'breakfast123' }),
    })
    const { token } = (await signIn.json()) as { token: string }
    const products = await fetch(`${server.url}/v2/api/breakfast/admin/products`, {
      headers: { Authorization: token },
    })
    expect(products.status).toBe(200)
    const bad = await fetch(`${server.url}/v2/api/breakfast/admin/product`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: '{"data":',
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      success: false,
      message: [
        ' title 欄位為必填',
        ' category 欄位為必填',
        ' unit 欄位為必填',
        ' origin_price 欄位為必填',
        ' price 欄位為必填',
      ],
    })
  })

  it('stores seed images as absolute URLs on its own origin, and serves them', async () => {
    const body = (await (await fetch(`${server.url}/v2/api/breakfast/products/all`)).json()) as {
      products: Array<{ imageUrl: string; imagesUrl: string[] }>
    }
    const [first] = body.products
    expect(first.imageUrl).toBe(`${server.url}/seed-images/cheese-egg-crepe-1.svg`)
    for (const url of [first.imageUrl, ...first.imagesUrl]) {
      const image = await fetch(url)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      expect(await image.text()).toContain('<svg')
    }
    expect((await fetch(`${server.url}/seed-images/..%2F..%2Fpackage.json`)).status).toBe(404)
    expect((await fetch(`${server.url}/seed-images/nothing.svg`)).status).toBe(404)
  })

  it('hosts a second shop path with its own data; one admin sign-in owns both', async () => {
    const other = `${server.url}/v2/api/hexschool-demo`
    const products = (await (await fetch(`${other}/products/all`)).json()) as { products: unknown[] }
    expect(products.products).toHaveLength(20)

    await fetch(`${other}/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { product_id: '-OBfast0000000000001', qty: 2 } }),
    })
    const otherCart = (await (await fetch(`${other}/cart`)).json()) as { data: { carts: unknown[] } }
    const ownCart = (await (await fetch(`${server.url}/v2/api/breakfast/cart`)).json()) as {
      data: { carts: unknown[] }
    }
    expect(otherCart.data.carts).toHaveLength(1)
    expect(ownCart.data.carts).toHaveLength(0)

    const signIn = await fetch(`${server.url}/v2/admin/signin`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin@breakfast.test', password: 'breakfast123' }),
    })
    const { token } = (await signIn.json()) as { token: string }
    expect((await fetch(`${other}/admin/articles`, { headers: { Authorization: token } })).status).toBe(200)
    expect((await fetch(`${server.url}/v2/api/nobody/products/all`)).status).toBe(404)
  })

  it('answers paths with doubled slashes as the single-slash path', async () => {
    const signIn = await fetch(`${server.url}/v2//admin/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin@breakfast.test', password: 'breakfast123' }),
    })
    expect(signIn.status).toBe(200)
    const { token } = (await signIn.json()) as { token: string }
    const check = await fetch(`${server.url}/v2//api/user/check`, {
      method: 'POST',
      headers: { Authorization: token },
    })
    expect(await check.json()).toMatchObject({ success: true })
  })

  it('uploads over multipart and serves the file back from its own origin', async () => {
    const signIn = await fetch(`${server.url}/v2/admin/signin`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin@breakfast.test', password: 'breakfast123' }),
    })
    const { token } = (await signIn.json()) as { token: string }
    const form = new FormData()
    form.append(
      'file-to-upload',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      'egg.jpg',
    )
    const upload = await fetch(`${server.url}/v2/api/breakfast/admin/upload`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    })
    const { imageUrl } = (await upload.json()) as { imageUrl: string }
    expect(imageUrl.startsWith(`${server.url}/__mock/uploads/`)).toBe(true)
    const served = await fetch(imageUrl)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))
  })

  it('switches scenarios; a network-error failure hangs up', async () => {
    const switched = await fetch(`${server.url}/__mock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'failing-endpoint',
        failure: { method: 'GET', path: '/v2/api/:apiPath/cart', kind: 'network-error' },
      }),
    })
    expect(switched.status).toBe(200)
    await expect(fetch(`${server.url}/v2/api/breakfast/cart`)).rejects.toThrow()
    expect((await fetch(`${server.url}/v2/api/breakfast/products/all`)).status).toBe(200)

    await fetch(`${server.url}/__mock/scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: 'empty-shop' }),
    })
    const state = (await (await fetch(`${server.url}/__mock/state`)).json()) as {
      counts: { products: number }
    }
    expect(state.counts.products).toBe(0)
  })

  it('answers unknown paths with JSON 404', async () => {
    const response = await fetch(`${server.url}/nothing-here`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ success: false })
  })
})
