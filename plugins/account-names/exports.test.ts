import { expect, test } from 'vitest'
import * as accountNames from './index'

// The public surface of `portico/plugins/account-names`, pinned so every change shows in review.
test('exports: portico/plugins/account-names', () => {
  expect(Object.keys(accountNames).sort()).toEqual([
    'ACCOUNT_NAME_MIN_LENGTH',
    'ACCOUNT_NAME_REGISTRAR_CONTRACT',
    'AVAILABILITY_DEBOUNCE_MS',
    'AccountNameRegistrationError',
    'AccountNameTakenError',
    'AccountNamesUnsupportedError',
    'PLUGIN_ID',
    'RECEIPT_POLL_MS',
    'REGISTER_ACCOUNT_NAME_SUCCESS_VIEW',
    'REGISTER_ACCOUNT_NAME_VIEW',
    'REGISTRATION_TIMEOUT_MS',
    'SUGGESTION_COUNT',
    'accountNameMessages',
    'accountNameRegistrationMessage',
    'checkAccountName',
    'createHttpNameService',
    'createRegistrarNameService',
    'default',
    'nameCandidates',
    'subnameRegistrarAbi',
    'suggestNames',
  ])
})
