import { defineTexts } from 'portico'

/**
 * The texts of the email login's code, device, email update, settings and approval views
 * (namespace 'email-auth-views'): English bundled with the views, which load on first use, so an
 * English page ships none of them before the click; each other locale a JSON file in `./locales`
 * loaded with `import()` when chosen. The shell's texts (titles, the email field) are in `../texts.ts`.
 */
export const emailAuthViewTexts = defineTexts({
  namespace: 'email-auth-views',
  en: {
    // Code and device views
    yourEmail: 'your email',
    enterCodeIn: 'Enter the code we sent to {email} in your wallet below.',
    newCodeSent: 'A new code is on its way.',
    resendIn: 'Resend code in {seconds} s',
    resendCode: 'Resend code',
    registerThisDevice: 'Register this device',
    approvalLinkSent: 'We sent an approval link to {email}. Open it to continue; this window moves on by itself.',
    linkOnce: 'The link works once and expires in 20 minutes.',
    keepWaiting: 'Keep waiting',
    waitingForApproval: 'Waiting for the approval',
    // Email update
    emailNow: 'Your email is now {email}.',
    currentEmail: 'Current email: {email}',
    newEmail: 'New email',
    approveChange: 'Approve the change and enter the codes in your wallet below.',
    // Account settings
    settingsEmailOnly: 'Account settings are available for email wallets.',
    signedInWith: 'Signed in with {provider}',
    signedInWithAs: 'Signed in with {provider} as {user}',
    emailIs: 'Email: {email}',
    updateEmail: 'Update email',
    accountType: 'Account type',
    smartAccount: 'Smart account',
    smartAccountDetail: 'A contract account: batched calls, gas paid by the wallet',
    eoa: 'Standard account (EOA)',
    eoaDetail: 'Your key itself: it pays its own gas',
    notOnThisNetwork: 'not available on this network',
    smartDeployed: 'Smart account deployed',
    smartNotDeployed: 'Smart account not deployed yet: it deploys with its first transaction',
    // Transaction approval
    reviewInWallet: 'Review the request in your wallet below.',
    noRequest: 'No request is waiting.',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
