import { definePlugin, parseCaipAddress, findNetwork, type PluginDefinition, type ViewComponent } from 'portico'
import { lazyOnce } from 'portico/services'
import { REGISTER_ACCOUNT_NAME_SUCCESS_VIEW, REGISTER_ACCOUNT_NAME_VIEW } from './constants'
import { accountNamesInstances, offerKey } from './registry'
import type { NameService } from './types'
import { accountNamesTexts } from './texts'

export { ACCOUNT_NAME_MIN_LENGTH, accountNameMessages, checkAccountName } from './nameRule'
export type { AccountNameCheck } from './nameRule'
export type { NameService, NameWallet } from './types'
export { AccountNameRegistrationError, AccountNamesUnsupportedError, AccountNameTakenError } from './errors'
export { nameCandidates, suggestNames, SUGGESTION_COUNT } from './suggestNames'
export { ACCOUNT_NAME_REGISTRAR_CONTRACT, createRegistrarNameService, REGISTRATION_TIMEOUT_MS, RECEIPT_POLL_MS, subnameRegistrarAbi } from './registrarNameService'
export type { RegistrarNameServiceParameters } from './registrarNameService'
export { accountNameRegistrationMessage, createHttpNameService } from './httpNameService'
export type { HttpNameService, HttpNameServiceParameters } from './httpNameService'
export { AVAILABILITY_DEBOUNCE_MS, REGISTER_ACCOUNT_NAME_SUCCESS_VIEW, REGISTER_ACCOUNT_NAME_VIEW } from './constants'

/** The plugin's id. */
export const PLUGIN_ID = 'account-names'
/** The Account view's 'Choose a name' action (inline; draws nothing when names are not offered). */
const ACTION_VIEW = 'AccountNameAction'

/** Options of {@link accountNames}. */
export type AccountNamesOptions = {
  /**
   * Where names are registered; default the registrar contract each network declares in
   * `contracts.accountNameRegistrar`. `createHttpNameService` talks to your own HTTP API.
   */
  service?: NameService
}

/**
 * Account names (spec sections 2 and 5): the Account view offers 'Choose a name' on a network
 * the name service serves (by default: an eip155 network with a first-come ENS-subname registrar
 * in `contracts.accountNameRegistrar`), to embedded-wallet and browser-wallet accounts alike.
 * RegisterAccountName checks the name rule and availability as the visitor types (with
 * suggestions), refuses a taken name before anything is signed, registers and shows
 * RegisterAccountNameSuccess; the account shows its name at once and on every later connect.
 *
 * @example
 * import { createPortico, defineNetwork } from 'portico'
 * import accountNames from 'portico/plugins/account-names'
 * const local = defineNetwork({
 *   chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 *   contracts: { accountNameRegistrar: { address: '0x7C10A8944Baa22A41a51B82DC419e866a04e55dB' } },
 * })
 * const portico = createPortico({ networks: [local], plugins: [accountNames()] })
 */
export default function accountNames(options: AccountNamesOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    texts: accountNamesTexts,
    views: {
      [REGISTER_ACCOUNT_NAME_VIEW]: { title: accountNamesTexts.ref('chooseNameTitle'), load: async () => ({ default: (await import('./views/RegisterAccountNameView')).default as ViewComponent }) },
      [REGISTER_ACCOUNT_NAME_SUCCESS_VIEW]: { title: accountNamesTexts.ref('nameRegistered'), load: async () => ({ default: (await import('./views/RegisterAccountNameSuccessView')).default as ViewComponent }) },
      [ACTION_VIEW]: { load: async () => ({ default: (await import('./views/AccountNameAction')).default as ViewComponent }) },
    },
    apply({ hooks, store, services, config }) {
      const service = lazyOnce(async () => options.service ?? (await import('./registrarNameService')).createRegistrarNameService({ rpc: (network) => services.rpc.forNetwork(network) }))
      const offers = new Map<string, boolean>()
      const remove = accountNamesInstances.register(store, { service, offers })
      hooks.accountActions.tap((actions) => [...actions, { id: PLUGIN_ID, view: ACTION_VIEW }])
      // A name registered before shows again on every connect (and after a reload); the answer
      // also decides 'Choose a name' before the Account view opens.
      hooks.onConnect.tapPromise(async (event) => {
        const network = findNetwork(config.networks, event.caipAddress.split(':').slice(0, 2).join(':'))
        const names = await service()
        if (!network || !names.supports(network)) return
        const { address } = parseCaipAddress(event.caipAddress)
        const name = await names.nameOf(address, network).then(
          (found) => (offers.set(offerKey(network, address), !found), found),
          (error: unknown) => void services.logger.warn('Unable to read the account name', error),
        )
        if (name) await services.identity.remember(address, { name })
      })
      return remove
    },
  })
}
