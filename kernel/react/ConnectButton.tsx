import { useEffect, useState, type ReactNode } from 'react'
import type { Portico } from '../createPortico'
import { BALANCE_FALLBACK } from '../units/constants'
import { formatBalance } from '../units/formatBalance'
import { truncateAddress } from '../units/truncateAddress'
import { usePorticoInstance } from '../ui/PorticoContext'
import { kernelTexts } from '../i18n/kernelTexts'
import { useTexts } from '../ui/useTexts'
import { useAccount, useNetwork, type UseAccountReturnType, type UseNetworkReturnType } from './hooks'

/** What a custom connect button receives. */
export type ConnectButtonRenderProps = {
  account: UseAccountReturnType
  network: UseNetworkReturnType['network']
  /** Native balance, floored to 3 decimals, with its symbol; undefined until read. */
  balance: string | undefined
  /** Opens the modal on the right view: Connect, or Account when connected. */
  open: () => void
}

/**
 * The native balance text of the connected account, from the balance service (its 30 s cache;
 * re-read whenever balances change); a stale answer (other account or network) is never shown.
 * A namespace without balances shows '0.00'.
 */
function useNativeBalanceText(portico: Portico, account: UseAccountReturnType, network: UseNetworkReturnType['network']) {
  const [balance, setBalance] = useState<{ key: string; text: string } | undefined>(undefined)
  const key = account.isConnected && account.address && network ? `${network.caipNetworkId}:${account.address}` : undefined
  useEffect(() => {
    if (!key || !account.address || !network) return
    let live = true
    const { balances, logger } = portico.services
    const query = { network, address: account.address }
    const read = () =>
      void balances
        .native(query)
        .then((native) => live && setBalance({ key, text: native ? `${formatBalance(native.amount, native.decimals)} ${native.symbol}` : BALANCE_FALLBACK }))
        .catch((error: unknown) => logger.warn('Unable to read the native balance', error))
    read()
    const unsubscribe = balances.subscribe(read)
    return () => {
      live = false
      unsubscribe()
    }
  }, [portico, key, account.address, network])
  return balance?.key === key ? balance?.text : undefined
}

/** The headless form: all the state, none of the markup. */
function ConnectButtonRenderer({ children }: { children: (props: ConnectButtonRenderProps) => ReactNode }) {
  const portico = usePorticoInstance()
  const account = useAccount()
  const { network } = useNetwork()
  const balance = useNativeBalanceText(portico, account, network)
  const open = () => portico.open(account.isConnected ? { view: 'Account' } : undefined)
  return <>{children({ account, network, balance, open })}</>
}

/**
 * A button that connects, then shows the truncated address and native balance. Its texts are in
 * the instance's locale unless `label` is given. For your own markup use `ConnectButton.Custom`.
 *
 * @example
 * import { ConnectButton } from 'portico/react'
 * export const Header = () => <ConnectButton label="Sign in" />
 * export const Mine = () => (
 *   <ConnectButton.Custom>{({ account, open }) => <button onClick={open}>{account.address ?? 'Connect'}</button>}</ConnectButton.Custom>
 * )
 */
export function ConnectButton({ label, className }: { label?: string; className?: string }) {
  const t = useTexts(usePorticoInstance(), kernelTexts)
  return (
    <ConnectButtonRenderer>
      {({ account, balance, open }) => (
        <button type="button" className={className} data-testid="portico-connect-button" onClick={open} aria-haspopup="dialog">
          {account.isConnected && account.address
            ? [truncateAddress(account.address), balance].filter(Boolean).join(' · ')
            : account.status === 'connecting'
              ? t('connectingButton')
              : (label ?? t('connectWallet'))}
        </button>
      )}
    </ConnectButtonRenderer>
  )
}
ConnectButton.Custom = ConnectButtonRenderer
