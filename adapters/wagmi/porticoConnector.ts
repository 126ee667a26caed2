import { ChainNotConfiguredError, ConnectorNotConnectedError, createConnector } from '@wagmi/core'
import { getAddress, numberToHex, SwitchChainError, UserRejectedRequestError, type Address } from 'viem'
import { USER_REJECTED_CODE, walletErrorCode, type Portico, type PorticoProvider } from 'portico'
import eip155Chain, { PLUGIN_ID as EIP155_CHAIN } from 'portico/chains/eip155'

/**
 * Options of {@link porticoConnector}.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import type { PorticoConnectorParameters } from 'portico/wagmi'
 * const parameters: PorticoConnectorParameters = { portico: createPortico({ networks: [mainnet] }) }
 */
export type PorticoConnectorParameters = {
  /** The Portico instance whose modal connects and whose eip155 connection wagmi uses. */
  portico: Portico
}

/** wagmi's errors carry the EIP-1193 code; a Portico 4001 becomes viem's UserRejectedRequestError. */
const toWagmiError = (error: unknown): unknown =>
  walletErrorCode(error, USER_REJECTED_CODE) === USER_REJECTED_CODE ? new UserRejectedRequestError(error as Error) : error

const toAddresses = (value: unknown): Address[] => (Array.isArray(value) ? value.map((address) => getAddress(String(address))) : [])

/**
 * A wagmi connector backed by a Portico instance, so a wagmi app keeps its hooks (`useAccount`,
 * `useSendTransaction`, `useSignMessage`...) and gets Portico's modal and every way it connects
 * (browser wallets, WalletConnect, email). `connect` opens the modal and resolves with the
 * account the visitor picks (closing the modal rejects with viem's `UserRejectedRequestError`,
 * code 4001); the provider is `portico.getProvider('eip155')`, so every request passes
 * Portico's `onRpcRequest`; account, chain and disconnect changes flow both ways (a
 * `disconnect` from wagmi disconnects Portico, a disconnect in Portico's modal reaches wagmi,
 * and a connection made in Portico's own modal connects wagmi); `switchChain` moves the wallet
 * through Portico's switch (`wallet_addEthereumChain` when the wallet does not know the
 * chain). After a reload, `isAuthorized` waits for Portico to restore its stored connection.
 * wagmi's chains must be networks the Portico instance lists. The provider's account, chain and
 * switch requests come from the eip155 chain module: it is installed when it is not yet.
 *
 * @param parameters `portico`: the instance (its modal must be mounted: `<PorticoProvider>`).
 * @returns A wagmi `CreateConnectorFn` (connector id and type `'portico'`).
 *
 * @example
 * import { createPortico, mainnet as porticoMainnet } from 'portico'
 * import { porticoConnector } from 'portico/wagmi'
 * import { createConfig, http } from '@wagmi/core'
 * import { mainnet } from 'viem/chains'
 * const portico = createPortico({ networks: [porticoMainnet] })
 * export const config = createConfig({
 *   chains: [mainnet],
 *   connectors: [porticoConnector({ portico })],
 *   multiInjectedProviderDiscovery: false, // wallets are listed in Portico's modal
 *   transports: { [mainnet.id]: http() },
 * })
 */
export function porticoConnector(parameters: PorticoConnectorParameters) {
  const { portico } = parameters
  if (!portico.plugins().includes(EIP155_CHAIN)) portico.install(eip155Chain())
  const provider = portico.getProvider('eip155')
  // Set while wagmi disconnects us: Portico's own disconnect event then needs no echo.
  let disconnecting = false

  return createConnector<PorticoProvider>((config) => ({
    id: 'portico',
    name: 'Portico',
    type: porticoConnector.type,
    async setup() {
      // For the connector's whole life: wagmi listens only while it needs each event.
      provider.on('connect', (info) => void this.onConnect?.(info))
      provider.on('accountsChanged', (accounts) => this.onAccountsChanged(accounts))
      provider.on('chainChanged', (chainId) => this.onChainChanged(chainId))
      provider.on('disconnect', () => this.onDisconnect())
    },
    async connect({ chainId, isReconnecting, withCapabilities } = {}) {
      let accounts: readonly Address[]
      try {
        accounts = isReconnecting ? await this.getAccounts() : toAddresses(await provider.request({ method: 'eth_requestAccounts' }))
      } catch (error) {
        throw toWagmiError(error)
      }
      if (accounts.length === 0) throw new ConnectorNotConnectedError()
      let currentChainId = await this.getChainId()
      if (chainId && chainId !== currentChainId) {
        const chain = await this.switchChain!({ chainId }).catch((error: unknown) => {
          if (walletErrorCode(error) === USER_REJECTED_CODE) throw error
          return { id: currentChainId }
        })
        currentChainId = chain.id
      }
      return {
        accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
        chainId: currentChainId,
      }
    },
    async disconnect() {
      disconnecting = true
      try {
        await portico.connection.disconnect('eip155')
      } finally {
        disconnecting = false
      }
    },
    async getAccounts() {
      return toAddresses(await provider.request({ method: 'eth_accounts' }))
    },
    async getChainId() {
      return Number(await provider.request({ method: 'eth_chainId' }))
    },
    async getProvider() {
      return provider
    },
    async isAuthorized() {
      try {
        return (await this.getAccounts()).length > 0
      } catch {
        return false
      }
    },
    async switchChain({ chainId }) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const listed = portico.config.networks.some((network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId)
      if (!chain || !listed) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        // Portico's switch (its state follows); the wallet's chainChanged then reaches wagmi.
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
      } catch (error) {
        const mapped = toWagmiError(error)
        throw mapped instanceof UserRejectedRequestError ? mapped : new SwitchChainError(error as Error)
      }
      return chain
    },
    async onConnect({ chainId }) {
      const accounts = await this.getAccounts()
      if (accounts.length > 0) config.emitter.emit('connect', { accounts, chainId: Number(chainId) })
    },
    onAccountsChanged(accounts) {
      // An empty list comes with Portico's disconnect event, which reports it.
      if (accounts.length > 0) config.emitter.emit('change', { accounts: toAddresses(accounts) })
    },
    onChainChanged(chainId) {
      config.emitter.emit('change', { chainId: Number(chainId) })
    },
    onDisconnect() {
      if (!disconnecting) config.emitter.emit('disconnect')
    },
  }))
}

/** The connector's type tag, as wagmi's connectors carry one. */
porticoConnector.type = 'portico' as const
