import { expect, test } from 'vitest'
import { InvalidResponseError } from './errors.js'
import { parseRpcAnswer } from './schemas.js'

test('§7 behavior: a valid single answer is indexed by id', () => {
  const answers = parseRpcAnswer({ jsonrpc: '2.0', id: 7, result: null }, { batch: false, ids: [7] })
  expect(answers.get(7)).toEqual({ jsonrpc: '2.0', id: 7, result: null })
})

test('§7 behavior: batch answers for ids never sent are dropped', () => {
  const answers = parseRpcAnswer(
    [
      { jsonrpc: '2.0', id: 2, result: 'b' },
      { jsonrpc: '2.0', id: 9, result: 'stranger' },
    ],
    { batch: true, ids: [1, 2] },
  )
  expect([...answers.keys()]).toEqual([2])
})

test.each([
  ['no result nor error', { jsonrpc: '2.0', id: 1 }],
  ['both result and error', { jsonrpc: '2.0', id: 1, result: 1, error: { code: 1, message: 'x' } }],
  ['a wrong version', { jsonrpc: '1.0', id: 1, result: 1 }],
  ['an error without a code', { jsonrpc: '2.0', id: 1, error: { message: 'x' } }],
  ['another id', { jsonrpc: '2.0', id: 2, result: 1 }],
  ['a batch for a single call', [{ jsonrpc: '2.0', id: 1, result: 1 }]],
  ['not an object', 'hello'],
])('§7 error: an answer with %s is malformed', (_, data) => {
  expect(() => parseRpcAnswer(data, { batch: false, ids: [1] })).toThrow(InvalidResponseError)
})

test.each([
  ['an empty array', []],
  ['a single object', { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch not supported' } }],
])('§7 error: a batch answered with %s is malformed', (_, data) => {
  expect(() => parseRpcAnswer(data, { batch: true, ids: [1, 2] })).toThrow(InvalidResponseError)
})
