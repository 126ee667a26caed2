import type { SwapProvider } from '../types'

/** What the plugin knows of a provider before its code loads: id, display name and chains. */
export type ProviderInfo = Pick<SwapProvider, 'id' | 'name' | 'chainIds'>
