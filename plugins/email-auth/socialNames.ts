import type { SocialProvider } from 'portico'

/**
 * Display names of the social providers (spec section 3: the connected wallet's social
 * provider), shared by the account settings and the social-auth plugin's buttons.
 *
 * @example
 * import { SOCIAL_PROVIDER_NAMES } from 'portico/plugins/email-auth'
 * SOCIAL_PROVIDER_NAMES.github // 'GitHub'
 */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google', x: 'X', discord: 'Discord', farcaster: 'Farcaster', github: 'GitHub', apple: 'Apple', facebook: 'Facebook',
}
