import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of `portico/chains/solana`, pinned so every change shows in review.
test('exports: portico/chains/solana', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "PLUGIN_ID",
      "TOKEN_2022_PROGRAM_ID",
      "TOKEN_PROGRAM_ID",
      "createWalletStandardConnector",
      "default",
      "discoverSolanaWallets",
      "fromBase64",
      "isSolanaWallet",
      "solanaRequestParams",
      "toBase64",
      "walletStandardConnectorId",
      "walletStandardInfo",
    ]
  `)
})
