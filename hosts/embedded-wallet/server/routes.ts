import * as z from 'zod/mini'

/** Request bodies of the auth API, validated before use. */
const email = z.string().check(z.email(), z.maxLength(254))
const otp = z.string().check(z.regex(/^\d{6}$/))

export const bodies = {
  connectEmail: z.object({ email }),
  deviceStatus: z.object({ email }),
  verifyOtp: z.object({ email, otp }),
  storeShares: z.object({
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    serverShare: z.string().check(z.regex(/^[0-9a-f]{66}$/)),
    recoveryShare: z.string().check(z.regex(/^[0-9a-f]{66}$/)),
  }),
  readShares: z.object({ recovery: z.boolean() }),
  updateEmail: z.object({ newEmail: email }),
  otpOnly: z.object({ otp }),
  preferredAccount: z.object({ type: z.enum(['eoa', 'smartAccount']) }),
  advanceClock: z.object({ ms: z.number().check(z.int(), z.nonnegative()) }),
} as const
