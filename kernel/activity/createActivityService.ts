import type { AsyncSeriesBailHook } from '@rspack/lite-tapable'
import type { ActivityItem, ActivityQuery, ActivityService } from './types'

/**
 * The activity service of an instance: asks the `fetchActivity` taps (the history plugin), and
 * answers `undefined` when there is none.
 */
export function createActivityService(fetchActivity: AsyncSeriesBailHook<[ActivityQuery], ActivityItem[] | undefined>): ActivityService {
  return { recent: async (query) => (fetchActivity.isUsed() ? fetchActivity.promise(query) : undefined) }
}
