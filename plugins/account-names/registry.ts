import { createInstanceRegistry } from 'portico'
import type { NameService } from './types'

/** What the plugin keeps per Portico instance: its name service, loaded on first use. */
export type AccountNamesInstance = { service(): Promise<NameService> }

/** The plugin's state per instance (views find their service here). */
export const accountNamesInstances = createInstanceRegistry<AccountNamesInstance>(() => new Error('The account-names plugin is not installed'))
