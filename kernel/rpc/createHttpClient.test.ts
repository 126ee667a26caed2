import { afterEach, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createHttpClient } from './createHttpClient.js'
import { HttpStatusError, InvalidResponseError, RequestAbortedError, TimeoutError } from './errors.js'
import { startTestServer, type TestHandler, type TestServer } from '../../test/support/testServers'

const servers: TestServer[] = []
async function server(handler: TestHandler, path?: string) {
  const started = await startTestServer(handler, path)
  servers.push(started)
  return started
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((started) => started.close()))
})

/** Answers every request with its method, URL and body, as JSON. */
const echo: TestHandler = ({ req, res, body }) => {
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify({ method: req.method, url: req.url, body: body ?? null }))
}
const status = (code: number, text = ''): TestHandler => ({ res }) => {
  res.statusCode = code
  res.end(text)
}

test('§7 behavior: GET, POST, PUT and DELETE send their method and a JSON body', async () => {
  const node = await server(echo, '/api')
  const http = createHttpClient({ baseUrl: node.url })
  expect(await http.get('/items', { params: { page: 2, cursor: undefined, all: true } })).toEqual({
    method: 'GET',
    url: '/api/items?page=2&all=true',
    body: null,
  })
  expect(await http.post('items', { body: { amount: 10n, to: '0xabc' } })).toEqual({
    method: 'POST',
    url: '/api/items',
    body: { amount: '10', to: '0xabc' },
  })
  expect(await http.put('/items/1', { body: { name: 'x' } })).toMatchObject({ method: 'PUT', body: { name: 'x' } })
  expect(await http.delete('/items/1')).toMatchObject({ method: 'DELETE', url: '/api/items/1' })
  expect(node.requests[1]?.headers['content-type']).toBe('application/json')
  expect(node.requests[0]?.headers['content-type']).toBeUndefined()
})

test('§7 behavior: a clientId query param is appended when set', async () => {
  const node = await server(echo)
  const http = createHttpClient({ baseUrl: node.url, clientId: 'client 1' })
  expect(await http.get('/balance', { params: { address: '0x1' } })).toMatchObject({
    url: '/balance?address=0x1&clientId=client+1',
  })
})

test("§8 error: a non-OK answer throws 'HTTP status code: {n}' with the body as details", async () => {
  const node = await server(status(404, 'no such route'))
  const http = createHttpClient({ baseUrl: node.url })
  const error = await http.get('/missing').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(HttpStatusError)
  expect(error).toMatchObject({ status: 404, shortMessage: 'HTTP status code: 404', details: 'no such route' })
})

test('§7 behavior: the answer is validated with the schema given', async () => {
  const node = await server(({ res }) => res.end(JSON.stringify({ data: [1, 2], next: 'c2' })))
  const http = createHttpClient({ baseUrl: node.url })
  const page = await http.get('/history', { schema: z.object({ data: z.array(z.number()), next: z.optional(z.string()) }) })
  expect(page).toEqual({ data: [1, 2], next: 'c2' })
  const error = await http.get('/history', { schema: z.object({ data: z.array(z.string()) }) }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(InvalidResponseError)
  expect((error as InvalidResponseError).details).toMatch(/^The response does not match the expected shape: data\.0: /)
})

test('§7 behavior: an empty body resolves undefined; a body that is not JSON is rejected', async () => {
  const empty = await server(status(204))
  await expect(createHttpClient({ baseUrl: empty.url }).delete('/x')).resolves.toBeUndefined()
  const html = await server(({ res }) => res.end('<html>'))
  await expect(createHttpClient({ baseUrl: html.url }).get('/x')).rejects.toBeInstanceOf(InvalidResponseError)
})

test("§8 error: abort -> 'Request was aborted'; timeout -> 'Something went wrong'", async () => {
  const slow = await server(({ res, later }) => later(5_000, () => res.end('{}')))
  const http = createHttpClient({ baseUrl: slow.url, timeout: 200 })
  const timedOut = await http.get('/slow').catch((e: unknown) => e)
  expect(timedOut).toBeInstanceOf(TimeoutError)
  expect((timedOut as TimeoutError).shortMessage).toBe('Something went wrong')
  const controller = new AbortController()
  const pending = createHttpClient({ baseUrl: slow.url }).get('/slow', { signal: controller.signal })
  await expect.poll(() => slow.requests.length).toBe(2)
  controller.abort()
  await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  await expect(pending).rejects.toThrow('Request was aborted')
})
