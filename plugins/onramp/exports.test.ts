import { expect, test } from 'vitest'
import * as onramp from './index'

// The public surface of `portico/plugins/onramp`, pinned so every change shows in review.
test('exports: portico/plugins/onramp', () => {
  expect(Object.keys(onramp).sort()).toMatchInlineSnapshot(`
    [
      "BUY_IN_PROGRESS_VIEW",
      "BUY_POLL_INTERVAL_MS",
      "BUY_WAIT_NOTICE_MS",
      "COINBASE_NEEDS_SESSION_TOKEN",
      "CheckoutUrlError",
      "DEFAULT_PAYMENT_CURRENCIES",
      "FUND_WALLET_VIEW",
      "MELD_CHAINS",
      "MELD_NEEDS_PUBLIC_KEY",
      "ONRAMP_NAMESPACES",
      "ONRAMP_PROVIDERS_VIEW",
      "OnrampOptionsError",
      "OnrampUnavailableError",
      "PLUGIN_ID",
      "PROVIDER_FEE_RANGE",
      "RESTRICTED_TIME_ZONES",
      "SessionTokenError",
      "coinbase",
      "default",
      "isRestrictedTimeZone",
      "localOnramp",
      "meld",
    ]
  `)
})
