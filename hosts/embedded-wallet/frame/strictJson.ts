/** Where {@link parseStrictJson} gives up: deeper nesting is refused, not recursed into. */
export const MAX_JSON_DEPTH = 64

// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters
const STRING = /"(?:[^"\\\u0000-\u001F]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y
const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y
const SPACE = /[ \t\n\r]*/y

/**
 * JSON.parse that refuses duplicate keys (issue 14). `JSON.parse` keeps the last of two equal
 * keys, while another parser (a wallet's, a contract tool's) may keep the first: a signer shown
 * one value could sign the other. Throws a `SyntaxError` naming the problem.
 *
 * @example
 * parseStrictJson('{"a":1}') // { a: 1 }
 * parseStrictJson('{"a":1,"a":2}') // throws SyntaxError: duplicate key "a"
 */
export function parseStrictJson(text: string): unknown {
  let at = 0
  const fail = (why: string): never => {
    throw new SyntaxError(`${why} at position ${at}`)
  }
  const match = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at
    const found = pattern.exec(text)?.[0]
    if (found !== undefined) at += found.length
    return found
  }
  const skipSpace = () => void match(SPACE)
  const expect = (char: string) => {
    skipSpace()
    if (text[at] !== char) fail(`expected '${char}'`)
    at += 1
  }
  const string = (): string => JSON.parse(match(STRING) ?? fail('expected a string')) as string
  /** Reads a ',' or the closing bracket; true when the container goes on. */
  const more = (close: string): boolean => {
    skipSpace()
    const char = text[at++]
    if (char === close) return false
    if (char !== ',') fail(`expected ',' or '${close}'`)
    return true
  }

  function value(depth: number): unknown {
    if (depth > MAX_JSON_DEPTH) fail('nested too deep')
    skipSpace()
    const char = text[at]
    if (char === '{') {
      at += 1
      const object: Record<string, unknown> = {}
      skipSpace()
      if (text[at] === '}') return (at += 1), object
      do {
        skipSpace()
        const key = string()
        if (Object.hasOwn(object, key)) fail(`duplicate key "${key.slice(0, 60)}"`)
        expect(':')
        // defineProperty: a "__proto__" key is data, never the prototype.
        Object.defineProperty(object, key, { value: value(depth + 1), enumerable: true, writable: true, configurable: true })
      } while (more('}'))
      return object
    }
    if (char === '[') {
      at += 1
      const array: unknown[] = []
      skipSpace()
      if (text[at] === ']') return (at += 1), array
      do array.push(value(depth + 1))
      while (more(']'))
      return array
    }
    if (char === '"') return string()
    return JSON.parse(match(LITERAL) ?? fail('unexpected character')) as unknown
  }

  const result = value(0)
  skipSpace()
  if (at !== text.length) fail('unexpected text after the value')
  return result
}
