/** Output path of the bundle. */
export declare const MOBILE_WALLET_BUNDLE: string
/** Builds `src/main.ts` into `dist/mobile-wallet.js`. */
export declare function buildMobileWallet(): Promise<{ file: string; bytes: number }>
/** The wallet page's HTML with its config in a meta tag. */
export declare function mobileWalletHtml(config: { relayUrl: string; evmChains: Record<string, string>; solanaChains?: string[]; solanaRpc?: Record<string, string> }): string
