import type { SocialProvider } from 'portico'

/** The providers signed in through the OAuth popup (spec section 5); farcaster is not one. */
export const OAUTH_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

const isOAuthProvider = (provider: SocialProvider): provider is OAuthProvider => (OAUTH_PROVIDERS as readonly string[]).includes(provider)

/**
 * The configured providers this plugin can sign in with, in the host's order (spec section 9
 * default: google, x, discord, farcaster, github, apple, facebook). Farcaster's Sign In With
 * Farcaster channel is not built yet, so it is left out rather than shown as a dead button.
 */
export function oauthProvidersOf(socials: readonly SocialProvider[] | false): OAuthProvider[] {
  return socials === false ? [] : socials.filter(isOAuthProvider)
}
