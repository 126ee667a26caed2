import type { AsyncSeriesBailHook } from '@rspack/lite-tapable'
import type { NftBalance } from '../balances/types'
import type { ActivityItem, ActivityQuery, ActivityService } from './types'

/** Asks a hook's taps, or answers `undefined` when nothing taps it. */
const ask =
  <T>(hook: AsyncSeriesBailHook<[ActivityQuery], T | undefined>) =>
  async (query: ActivityQuery): Promise<T | undefined> =>
    hook.isUsed() ? hook.promise(query) : undefined

/**
 * The activity service of an instance: asks the `fetchActivity` and `fetchActivityNfts` taps
 * (the history plugin), and answers `undefined` when there is none.
 */
export function createActivityService(
  fetchActivity: AsyncSeriesBailHook<[ActivityQuery], ActivityItem[] | undefined>,
  fetchActivityNfts: AsyncSeriesBailHook<[ActivityQuery], NftBalance[] | undefined>,
): ActivityService {
  return { recent: ask(fetchActivity), nfts: ask(fetchActivityNfts) }
}
