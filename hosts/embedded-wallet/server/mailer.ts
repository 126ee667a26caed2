import nodemailer from 'nodemailer'

/** Sends one mail. */
export type Mailer = { send(mail: { to: string; subject: string; text: string }): Promise<void>; close(): void }

/**
 * Mail over SMTP with nodemailer (in the demo and tests: the dev mailbox on 127.0.0.1).
 *
 * @example
 * const mailer = createMailer({ host: '127.0.0.1', port: mailbox.port, from: 'wallet@localhost' })
 */
export function createMailer(options: {
  host: string
  port: number
  from: string
  /** TLS from the first byte (smtps, port 465). */
  secure?: boolean
  /** Refuse to send unless the server upgrades with STARTTLS (production on port 587). */
  requireTLS?: boolean
  auth?: { user: string; pass: string } | undefined
}): Mailer {
  const secure = options.secure ?? false
  const requireTLS = options.requireTLS ?? false
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure,
    requireTLS,
    ignoreTLS: !secure && !requireTLS,
    ...(options.auth ? { auth: options.auth } : {}),
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail })
    },
    close: () => transport.close(),
  }
}
