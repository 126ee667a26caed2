/**
 * Browser bundle entry (`dist/dev-wallet.js`): installs the dev wallet as soon as the script
 * runs, configured by `configFromPage` - e.g.
 * `<script src="/dev-wallet.js?rpc=http://127.0.0.1:8545&chainId=31337&mode=prompt"></script>`.
 */
import { configFromPage } from './config.js'
import { installDevWallet } from './install.js'

if (!window.porticoDevWallet) {
  try {
    installDevWallet(configFromPage(document.currentScript, window))
  } catch (error) {
    console.error('[portico-dev-wallet] could not install:', error)
  }
}
