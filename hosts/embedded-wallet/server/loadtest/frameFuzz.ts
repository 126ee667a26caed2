import fc from 'fast-check'
import { appEventPayloads, appMessageSchema, FRAME_CHANNEL, frameMessageSchema, frameReplyPayloads, type AppEventType } from '../../../../plugins/email-auth/protocol'
import { createFigures, type ScenarioFigures } from './figures'

const TYPES = Object.keys(appEventPayloads) as AppEventType[]
const requestId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 })
/** Payloads near what the events take (fields of the right names, any values) and anything at all. */
const payload = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.record(
    {
      email: fc.oneof(fc.emailAddress(), fc.string()),
      chainId: fc.oneof(fc.integer(), fc.string({ maxLength: 70 }), fc.double()),
      method: fc.oneof(fc.constantFrom('eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'), fc.string({ maxLength: 120 })),
      params: fc.anything({ maxDepth: 3 }),
      type: fc.oneof(fc.constantFrom('eoa', 'smartAccount'), fc.string()),
      provider: fc.oneof(fc.constantFrom('google', 'github', 'x'), fc.string()),
      uri: fc.string({ maxLength: 3000 }),
      token: fc.anything({ maxDepth: 1 }),
      themeMode: fc.oneof(fc.constantFrom('dark', 'light'), fc.string()),
      themeVariables: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.object())),
    },
    { requiredKeys: [] },
  ),
)
/** Requests of the protocol with random payloads; replies and events; near-misses; anything at all. */
const message = fc.oneof(
  { weight: 6, arbitrary: fc.record({ channel: fc.constant(FRAME_CHANNEL), kind: fc.constant('request'), id: requestId, type: fc.constantFrom(...TYPES), payload }) },
  { weight: 2, arbitrary: fc.record({ channel: fc.constant(FRAME_CHANNEL), kind: fc.constantFrom('response', 'event'), id: requestId, ok: fc.boolean(), type: fc.string(), payload, error: fc.anything({ maxDepth: 2 }) }, { requiredKeys: ['channel', 'kind', 'id'] }) },
  {
    weight: 1,
    arbitrary: fc.record(
      { channel: fc.string({ maxLength: 30 }), kind: fc.string({ maxLength: 10 }), id: fc.string({ maxLength: 40 }), type: fc.oneof(fc.constantFrom(...TYPES), fc.string({ maxLength: 30 })), payload },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 4 }) },
)

/**
 * A fast-check fuzz of every frame message schema (plugins/email-auth/protocol.ts): what the frame
 * parses from the host (the envelope, then each event's payload) and what the host parses from
 * the frame (replies and events, each reply's payload). No input may throw; every payload the
 * frame refuses must come with the message the frame posts back (main.ts answers a bad payload
 * with its first issue's message).
 *
 * @example
 * const figures = runFrameMessageFuzz({ runs: 5000, seed: 14 })
 */
export function runFrameMessageFuzz(options: { runs: number; seed: number }): ScenarioFigures {
  const figures = createFigures(`fuzz of every frame message schema (${options.runs} messages)`)
  const inputs = fc.sample(message, { numRuns: options.runs, seed: options.seed })
  for (const input of inputs) {
    try {
      const request = appMessageSchema.safeParse(input)
      if (request.success) {
        figures.count('requests with a valid envelope')
        const payload = appEventPayloads[request.data.type].safeParse(request.data.payload)
        if (payload.success) figures.count('requests accepted')
        else if (payload.error.issues[0]?.message.trim()) figures.count('payloads refused with a clear error')
        else figures.violation(`${request.data.type}: refused without a message: ${JSON.stringify(input).slice(0, 160)}`)
      } else figures.count('messages dropped (not a request of this channel)')
      const reply = frameMessageSchema.safeParse(input)
      if (reply.success) figures.count('frame replies and events the host accepts')
      if (reply.success && reply.data.kind === 'response' && reply.data.ok) for (const type of TYPES) frameReplyPayloads[type].safeParse(reply.data.payload)
    } catch (error) {
      figures.violation(`threw ${error instanceof Error ? error.message : String(error)} on ${safeJson(input)}`)
    }
  }
  figures.count('messages tried', inputs.length)
  return figures.finish()
}

const safeJson = (value: unknown) => {
  try {
    return JSON.stringify(value)?.slice(0, 160) ?? String(value)
  } catch {
    return String(value)
  }
}
