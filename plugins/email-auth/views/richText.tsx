import { Fragment, type ReactNode } from 'react'

/**
 * A translated sentence with some of its `{placeholders}` replaced by elements (a bold email
 * address), in the locale's word order; other text stays as is.
 *
 * @example
 * richText('Sent to {email}.', { email: <b>ada@example.com</b> }) // ['Sent to ', <b>ada@example.com</b>, '.']
 */
export function richText(sentence: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return sentence.split(/\{(\w+)\}/).map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>)
}
