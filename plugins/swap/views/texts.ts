import { defineTexts } from 'portico'
import { swapMessages } from '../errors'

/**
 * The swap views' texts (namespace 'swap-views'): English bundled with the views, which load
 * on first use, so an English page ships none of them before the click; each other locale a JSON
 * file in `./locales` loaded with `import()` when chosen. The shell's labels are in `../texts.ts`.
 */
export const swapViewTexts = defineTexts({
  namespace: 'swap-views',
  en: {
    swap: 'Swap',
    // The swap errors' texts (`swapMessages`, thrown in English): shown through `i18n.message`.
    insufficientLiquidity: swapMessages.insufficientLiquidity,
    insufficientAllowance: swapMessages.insufficientAllowance,
    expired: swapMessages.expired,
    slippage: swapMessages.slippage,
    noRoute: swapMessages.noRoute,
    amountTooSmall: swapMessages.amountTooSmall,
    failed: swapMessages.failed,
    invalidSwapData: swapMessages.invalidSwapData,
    swapped: 'Swapped {sold} for {bought}',
    // Swap form
    connectToSwap: 'Connect a wallet to swap.',
    fetchingQuote: 'Fetching quote…',
    youSell: 'You sell',
    youBuy: 'You buy',
    amountToSell: 'Amount to sell',
    balance: 'Balance: {balance}',
    max: 'Max',
    flipTokens: 'Switch the tokens',
    reviewSwapButton: 'Review swap',
    selectTokenButton: 'Select token',
    // Quote facts
    rate: 'Rate',
    priceImpact: 'Price impact',
    priceImpactHigh: '{impact} (high)',
    minReceived: 'Minimum received ({slippage}% slippage)',
    networkCost: 'Network cost',
    plusApproval: '{cost} + approval',
    route: 'Route',
    impactWarning: 'This trade moves the price by more than {percent}%: you get noticeably less than the market rate.',
    // Slippage
    slippageTolerance: 'Slippage tolerance (%)',
    slippageRange: 'Enter a slippage from 0 to 50%',
    // Review
    noQuote: 'No quote to review.',
    youSellAmount: 'You sell {amount}',
    youReceiveAbout: 'You receive about {amount}',
    steps: 'Steps',
    stepReset: 'Reset the allowance to 0',
    stepApprove: 'Approve',
    statusWaiting: 'Waiting',
    statusSigning: 'Confirm in your wallet',
    statusConfirming: 'Confirming on chain',
    statusDone: 'Done',
    statusFailed: 'Failed',
    newQuote: 'Get a new quote',
    swapping: 'Swapping…',
    approveAndSwap: 'Approve and swap',
    // Token picker
    searchTokens: 'Search by name, symbol or address',
    searchTokensPlaceholder: 'Name, symbol or address',
    loadingTokens: 'Loading tokens',
    noTokens: 'No tokens',
    importWarning: 'This token is not on any list. Anyone can create a token with any name, including fake versions of real ones: check the address before you trade.',
    importToken: 'Import {symbol} ({name})',
    groupYours: 'Your tokens',
    groupListed: 'Tokens',
    groupImported: 'Imported',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
