import { defineTexts } from 'portico'

/**
 * The email-auth plugin's texts (namespace 'email-auth'): English bundled, each other
 * locale a JSON file in `./locales` loaded with `import()` when chosen.
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
