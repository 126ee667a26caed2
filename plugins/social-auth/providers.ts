/** The providers signed in through the OAuth popup (spec section 5); Farcaster signs in with its own channel. */
export const OAUTH_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]
