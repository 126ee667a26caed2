import { defineTexts } from 'portico'

/**
 * The wallet frame's own texts (namespace 'embedded-wallet-frame', issue 21): what a visitor reads
 * inside the frame (approval panel, code entry, fee line, request details). English is bundled;
 * each other locale is a JSON file in `./locales`, a chunk of the frame bundle loaded only when
 * chosen. Error texts sent back to the host stay English (the host translates the spec's ones).
 */
export const frameTexts = defineTexts({
  namespace: 'embedded-wallet-frame',
  en: {
    // Approval panel
    requestedBy: 'Requested by {origin}',
    requestedByApp: 'Requested by {origin} ({app})',
    network: 'Network',
    approve: 'Approve',
    reject: 'Reject',
    scrollHint: 'Scroll down to read the whole request; Approve unlocks at its end.',
    typeCode: 'To approve, type this code:',
    confirmationCode: 'Confirmation code',
    networkSwitched: 'The app switched the network from {from} to {to}.',
    // Refused approval clicks
    guardNotVisible: 'Approval blocked: this window is covered or not fully visible. Make sure nothing covers it, then try again.',
    guardTooSmall: 'Approval blocked: this window is too small to show the whole request.',
    guardDetailsUnseen: 'Approval blocked: scroll the details to the end to read the whole request first.',
    guardNoPointerMove: 'Approval blocked: move the pointer over this window, then click Approve.',
    guardTooSoon: 'Approval blocked: this window just appeared or moved. Check the request, then try again.',
    guardFocus: 'Approval blocked: this window just received the keyboard focus. Check the request, then try again.',
    guardCode: 'Approval blocked: type the code shown above, then approve.',
    // Code entry
    enterCode: 'Enter your code',
    oneTimeCode: 'One-time code',
    cancel: 'Cancel',
    codeSentExpires: 'We sent a 6-digit code to {email}. It expires in 10 minutes.',
    codeSent: 'We sent a 6-digit code to {email}.',
    // The auth server's code refusals, by their error code (codeRefusalKeys in wallet.ts)
    codeInvalid: 'Invalid code',
    codeExpired: 'This code has expired. Request a new code.',
    codeUsed: 'This code has already been used. Request a new code.',
    codeBurned: 'Too many wrong codes. Request a new code.',
    codeMissing: 'No code was requested for this email on this device',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    // Email change
    changeEmail: 'Change your email',
    currentEmail: 'Current email',
    newEmail: 'New email',
    changeEmailNote: 'Your current address is told of the change. For a cooling-off period afterwards, new devices cannot sign in and your recovery share stays locked.',
    confirmCurrentEmail: 'Confirm with your current email',
    confirmNewEmail: 'Confirm your new email',
    // Request details
    account: 'Account',
    accountType: 'Account type',
    smartAccountSponsored: 'Smart account (gas sponsored)',
    standardAccount: 'Standard account (EOA)',
    signMessage: 'Sign message',
    messageHex: 'Message (hex)',
    messageNotText: 'This message is not text: the hex above is exactly what is signed.',
    hiddenCharsRemoved: 'Hidden control or direction characters were removed from the text shown; the hex is exactly what is signed.',
    signTypedData: 'Sign typed data',
    sendTransaction: 'Send transaction',
    from: 'From',
    to: 'To',
    valueWei: 'Value (wei)',
    sendCalls: { one: 'Send call', other: 'Send {count} calls' },
    calls: 'Calls',
    totalValueWei: 'Total value (wei)',
    callTo: 'Call {n} to',
    callValueWei: 'Call {n} value (wei)',
    callData: 'Call {n} data',
    noData: '0x (none)',
    callsAtomic: 'The calls run together in one transaction of your smart account: all of them succeed, or none does.',
    callsOneByOne: 'The calls run one after another as separate transactions: if one fails, the later ones are not sent and the earlier ones stay done.',
    // Network fee
    networkFee: 'Network fee',
    feeSponsored: 'Sponsored (you pay nothing)',
    networkFeeAtMost: 'Network fee (at most)',
    feeWithLater: {
      one: '{amount} + call {calls} (estimated when sent; the total stays within {cap})',
      other: '{amount} + calls {calls} (estimated when sent; the total stays within {cap})',
    },
  },
  // One import in the bundle instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})

/** A key of the frame's texts. */
export type FrameTextKey = keyof typeof frameTexts.en & string
