import type { SIWXConfig } from 'portico'

/**
 * Whether sign-in is required with this config (spec section 3: `getRequired()` wins over
 * `required`; no config means sign-in is off).
 *
 * @example
 * isSiwxRequired(createLocalSiwx({ required: true })) // true
 */
export const isSiwxRequired = (config: SIWXConfig | undefined): boolean => Boolean(config && (config.getRequired?.() ?? config.required ?? false))
