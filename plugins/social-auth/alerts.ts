/** Spec section 8: the alert a socials timeout shows, and the other texts of the flow. */
export const socialMessages = {
  timeout: 'Social login timed out. Please try again.',
  untrustedOrigin: 'Untrusted Origin',
  popupBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  invalidSignInAddress: 'The wallet sent an invalid sign-in address',
} as const
