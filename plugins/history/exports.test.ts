import { expect, test } from 'vitest'
import * as history from './index'

// The public surface of `portico/plugins/history`, pinned so every change shows in review.
test('exports: portico/plugins/history', () => {
  expect(Object.keys(history).sort()).toMatchInlineSnapshot(`
    [
      "ACTIVITY_TAB_VIEW",
      "ACTIVITY_VIEW",
      "DEFAULT_BLOCK_RANGE",
      "DEFAULT_HISTORY_NAMESPACES",
      "DEFAULT_MAX_BLOCKS_PER_PAGE",
      "DEFAULT_RPC_PAGE_SIZE",
      "DEFAULT_SOLANA_PAGE_SIZE",
      "FetchTransactionsError",
      "HISTORY_EVENTS",
      "HISTORY_NAMESPACES",
      "HISTORY_UNINSTALLED",
      "HistoryAccountRequiredError",
      "HistoryNetworkError",
      "InvalidHistoryCursorError",
      "InvalidHistoryOptionError",
      "MAX_NFT_PAGES",
      "MAX_SKIPPED_PAGES",
      "OPERATION_TITLES",
      "PENDING_POLL_INTERVAL_MS",
      "PLUGIN_ID",
      "createHttpHistoryService",
      "createRpcHistoryService",
      "createSolanaHistoryService",
      "default",
      "dropTransactions",
      "ensureHistorySlice",
      "getHistory",
      "groupTransactions",
      "heldNfts",
      "historyMessages",
      "historyPageSchema",
      "historySlice",
      "isAllSpam",
      "pendingTransaction",
      "selectHistory",
      "selectHistoryAccount",
      "transactionDescriptions",
      "transactionImages",
      "transactionSchema",
      "transactionTitle",
      "transferText",
    ]
  `)
})
