import { alertMessages } from '../alerts'
import { messages } from '../errors/messages'
import { defineTexts } from './defineTexts'

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]

/** The spec's fixed texts (section 8 and the rules that quote them), under their `messages` keys. */
const specTexts = Object.fromEntries(Object.entries(messages).filter(([, text]) => typeof text === 'string')) as Pick<typeof messages, StringKeys<typeof messages>>

/**
 * The kernel's English texts: the spec's texts (thrown in English by the errors, shown through
 * `i18n.message`), the spec's texts with a value, and the modal's own views.
 */
const en = {
  ...specTexts,
  // The configuration alerts (spec section 8): raised in English, the toast shows them through `i18n.message`.
  ...alertMessages,
  httpStatus: 'HTTP status code: {status}',
  // The spec's text, whatever the count.
  emailThrottle: { other: 'Please try again after {count} seconds' },
  sendReceiverNotFound: 'No address found for {name}',
  // Frame and view titles
  back: 'Back',
  close: 'Close',
  loading: 'Loading',
  unknownView: 'Unknown view: {view}',
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting',
  connectingButton: 'Connecting…',
  allWallets: 'All Wallets',
  account: 'Account',
  chooseNetwork: 'Choose Network',
  switchNetwork: 'Switch Network',
  send: 'Send',
  selectTokenTitle: 'Select Token',
  reviewSend: 'Review Send',
  sent: 'Sent',
  // Connect view
  wallets: 'Wallets',
  groupWalletConnect: 'Mobile wallets',
  groupRecent: 'Recent',
  groupInstalled: 'Installed',
  groupFeatured: 'Featured',
  groupCustom: 'Custom',
  groupExternal: 'External',
  groupRecommended: 'Recommended',
  getWallet: 'Get',
  noWalletFound: 'No wallet found in this browser.',
  searchWallets: 'Search wallets',
  searchWalletPlaceholder: 'Search wallet',
  walletsLoadFailed: 'Unable to load wallets',
  walletCount: { one: '{count} wallet', other: '{count} wallets' },
  yourWallet: 'your wallet',
  waitingFor: 'Waiting for {name}',
  continueIn: 'Continue in {name}',
  acceptConnection: 'Accept the connection request in the wallet.',
  tryAgain: 'Try again',
  // Connect view options (spec section 1): wallet guide, collapsed wallets, legal checkbox
  noWalletYet: "Haven't got a wallet?",
  getStarted: 'Get started',
  continueWithWallet: 'Continue with a wallet',
  whatIsAWallet: 'What is a Wallet?',
  walletGuideIntro: 'A wallet keeps your digital assets and lets you sign in to apps like this one: no new password, you approve each connection and each transaction yourself.',
  getAWallet: 'Get a wallet',
  walletsToGet: 'Wallets to get',
  anyWallet: 'Any wallet for the networks this app uses will do.',
  continueWithEmail: 'Continue with email instead',
  legalTermsAndPrivacy: 'I agree to the {terms} and the {privacy}',
  legalTerms: 'I agree to the {terms}',
  legalPrivacy: 'I agree to the {privacy}',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  // A plugin's sign-in buttons in the Connect view (social login: 'Continue with Google', the rest behind 'More')
  continueWith: 'Continue with {name}',
  more: 'More',
  // Account view
  notConnected: 'Not connected.',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  addressCopyFailed: 'Unable to copy the address',
  networkSwitchLabel: 'Network: {network}. Switch network',
  disconnect: 'Disconnect',
  tokens: 'Tokens',
  nfts: 'NFTs',
  nft: 'NFT',
  loadingBalance: 'Loading balance…',
  loadingTokens: 'Loading tokens…',
  noTokens: 'No tokens yet',
  noNfts: 'No NFTs yet',
  nftsFromWallet: 'NFTs show here when your wallet shares them',
  // Networks
  networkActive: 'Active',
  networkTestnet: 'Testnet',
  unsupportedNetwork: "This app doesn't support your current network. Switch to an available option to continue.",
} as const

/**
 * The kernel's texts (namespace `portico`): English bundled, each other locale a JSON file
 * loaded with `import()` when chosen.
 *
 * @example
 * import { createPortico, kernelTexts, mainnet } from 'portico'
 * const portico = createPortico({ networks: [mainnet] })
 * portico.services.i18n.t(kernelTexts, 'transactionStarted') // 'Transaction started', or its translation
 */
export const kernelTexts = defineTexts({
  namespace: 'portico',
  en,
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
