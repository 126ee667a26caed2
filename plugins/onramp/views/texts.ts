import { defineTexts } from 'portico'

/**
 * The onramp views' texts (namespace 'onramp-views'): English bundled with the views, which load
 * on first use, so an English page ships none of them before the click; each other locale a JSON
 * file in `./locales` loaded with `import()` when chosen. The shell's labels are in `../texts.ts`.
 */
export const onrampViewTexts = defineTexts({
  namespace: 'onramp-views',
  en: {
    buyCrypto: 'Buy crypto',
    // Buy crypto form
    connectToBuy: 'Connect a wallet to buy crypto.',
    youPay: 'You pay',
    paymentCurrency: 'Payment currency',
    limits: 'From {min} to {max} {currency}',
    enterAmount: 'Enter an amount',
    amountFormat: 'Enter an amount like 100 or 25.50',
    minimum: 'The minimum is {limit}',
    maximum: 'The maximum is {limit}',
    youBuyOn: 'You buy on {network}',
    providers: 'Providers',
    noProvider: 'No provider sells crypto on {network}.',
    unavailable: 'Unavailable: {reason}',
    notOnNetwork: 'Not available on {network}',
    takesCurrencies: 'Takes {currencies}',
    fee: '{fee} fee',
    // Fund wallet
    fundingWays: 'Ways to fund your wallet',
    withCardOrBank: 'with card or bank',
    receiveFunds: 'Receive funds',
    fromAnotherWallet: 'from another wallet',
    // Purchase in progress
    noPurchase: 'No purchase in progress.',
    buyFailed: 'Buy failed',
    tryAgain: 'Try again',
    purchaseComplete: 'Purchase complete',
    arrived: '{amount} arrived in your wallet',
    done: 'Done',
    buyingWith: 'Buying {asset} with {provider}',
    buyingAmount: 'Buying {fiat} of {asset} with {provider}',
    opening: 'Opening {provider}…',
    stillWaiting: 'Still waiting for your purchase to arrive. Payments can take a few minutes to settle.',
    completeInWindow: 'Complete your purchase in the {provider} window.',
    openToComplete: 'Open {provider} to complete your purchase.',
    continueExternal: 'Continue in external window',
    copyLink: 'Copy link',
    // Toasts (raised in English, shown through `i18n.message`)
    linkCopied: 'Link copied',
    linkCopyFailed: 'Unable to copy the link',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
