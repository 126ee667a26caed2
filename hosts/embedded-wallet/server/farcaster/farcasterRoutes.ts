import * as z from 'zod/mini'
import { AuthError, authMessages } from '../errors'
import type { createProjectStore } from '../projects'
import type { FarcasterService } from './farcasterService'

/** Request bodies of the Farcaster API. */
export const farcasterBodies = {
  start: z.object({ projectId: z.string().check(z.maxLength(200)), hostOrigin: z.string().check(z.maxLength(300)) }),
  poll: z.object({ flowId: z.string().check(z.regex(/^[\w-]{43}$/)) }),
} as const

/**
 * The Farcaster login's JSON API for the frame (issue 19): start a flow (only for a host origin
 * on the project's allowlist) and poll it. The auth server checks Origin and reads the device cookie.
 *
 * @example
 * const farcasterRoutes = createFarcasterRoutes({ farcaster, projects })
 * await startAuthServer({ auth, projects, chains, frameScript, farcaster: farcasterRoutes })
 */
export function createFarcasterRoutes(input: { farcaster: FarcasterService; projects: ReturnType<typeof createProjectStore> }) {
  const { farcaster, projects } = input
  return {
    async start(body: z.infer<typeof farcasterBodies.start>, deviceId: string) {
      const origins = await projects.origins(body.projectId)
      if (!origins?.includes(body.hostOrigin)) throw new AuthError(403, 'origin', authMessages.originNotAllowed)
      return farcaster.start({ deviceId, hostOrigin: body.hostOrigin })
    },
    poll: (body: z.infer<typeof farcasterBodies.poll>, deviceId: string) => farcaster.poll({ flowId: body.flowId, deviceId }),
  }
}

/** What {@link createFarcasterRoutes} returns. */
export type FarcasterRoutes = ReturnType<typeof createFarcasterRoutes>
