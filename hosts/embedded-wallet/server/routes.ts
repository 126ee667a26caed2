import * as z from 'zod/mini'
import { SUPPORTED_LOCALES } from 'portico'

/** Request bodies of the auth API, validated before use. */
const email = z.string().check(z.email(), z.maxLength(254))
const otp = z.string().check(z.regex(/^\d{6}$/))
/**
 * The wallet frame's locale on a request that leads to a mail (issue 21). One Portico does not
 * ship reads as none (the browser's `Accept-Language` decides then, see serverTexts.ts) instead
 * of refusing the sign-in.
 */
export const requestLocale = z.catch(z.optional(z.enum(SUPPORTED_LOCALES)), undefined)
const locale = z.optional(requestLocale)

export const bodies = {
  connectEmail: z.object({ email, locale }),
  deviceStatus: z.object({ email, locale }),
  verifyOtp: z.object({ email, otp }),
  storeShares: z.object({
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    serverShare: z.string().check(z.regex(/^[0-9a-f]{66}$/)),
    recoveryShare: z.string().check(z.regex(/^[0-9a-f]{66}$/)),
  }),
  readShares: z.object({ recovery: z.boolean() }),
  updateEmail: z.object({ newEmail: email, locale }),
  /** A code of the email update; its answer mails the next code or the change notice. */
  otpOnly: z.object({ otp, locale }),
  preferredAccount: z.object({ type: z.enum(['eoa', 'smartAccount']) }),
  advanceClock: z.object({ ms: z.number().check(z.int(), z.nonnegative()) }),
} as const
