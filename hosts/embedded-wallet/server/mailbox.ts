import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One mail the dev mailbox received. */
export type MailboxMessage = { id: number; to: string[]; from: string; subject: string; text: string; receivedAt: number }

/** A running dev mailbox. */
export type DevMailbox = {
  /** SMTP port on 127.0.0.1. */
  port: number
  /** Every received mail, newest last. */
  messages(): MailboxMessage[]
  /** Resolves with the first mail to `to` (case-insensitive) received after `afterId` that matches. */
  waitFor(to: string, options?: { afterId?: number; match?: (message: MailboxMessage) => boolean; timeoutMs?: number }): Promise<MailboxMessage>
  close(): Promise<void>
}

/**
 * A local SMTP server (smtp-server + mailparser) that keeps every mail in memory: the mailbox
 * of the demo and the tests. Listens on 127.0.0.1 only; no auth, no TLS (local dev use).
 *
 * @example
 * const mailbox = await startDevMailbox()
 * const mail = await mailbox.waitFor('ada@example.com')
 */
export async function startDevMailbox(): Promise<DevMailbox> {
  const inbox: MailboxMessage[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          inbox.push({ id: inbox.length + 1, to, from, subject: parsed.subject ?? '', text: parsed.text ?? '', receivedAt: Date.now() })
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  // A sender that dies mid-session (a wallet server killed under load) resets its connection:
  // that mail is lost, the mailbox goes on. Without a listener the error would end the process.
  server.on('error', (error: Error & { code?: string }) => {
    if (error.code !== 'ECONNRESET') console.warn(`[dev-mailbox] ${error.message}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const find = (to: string, afterId: number, match?: (m: MailboxMessage) => boolean) =>
    inbox.find((m) => m.id > afterId && m.to.includes(to.toLowerCase()) && (!match || match(m)))
  return {
    port,
    messages: () => [...inbox],
    waitFor(to, { afterId = 0, match, timeoutMs = 15_000 } = {}) {
      const found = find(to, afterId, match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const wake = () => {
          const hit = find(to, afterId, match)
          if (!hit) return
          cleanup()
          resolve(hit)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(wake)
        }
        waiters.add(wake)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
