/** Output path of the dev wallet bundle (`hosts/dev-wallet/dist/dev-wallet.js`). */
export declare const DEV_WALLET_BUNDLE: string
/** Builds `src/auto.ts` into one minified IIFE, `dist/dev-wallet.js`; returns its path and size. */
export declare function buildDevWallet(): Promise<{ file: string; bytes: number }>
