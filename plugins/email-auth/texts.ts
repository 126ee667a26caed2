import { defineTexts } from 'portico'

/**
 * The email-auth plugin's shell texts (namespace 'email-auth'): the views' titles, the Settings
 * tab and the email field of the Connect view. English bundled, each other locale a JSON file in
 * `./locales` loaded with `import()` when chosen. The other views' texts are in `./views/texts.ts`.
 */
export const emailAuthTexts = defineTexts({
  namespace: 'email-auth',
  en: {
    settings: 'Settings',
    confirmEmail: 'Confirm Email',
    registerDevice: 'Register Device',
    editEmail: 'Edit Email',
    accountSettings: 'Account Settings',
    approveTransaction: 'Approve Transaction',
    email: 'Email',
    continue: 'Continue',
    sending: 'Sending…',
    invalidEmail: 'Enter a valid email address',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
