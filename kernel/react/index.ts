/** `portico/react`: the React surface and the modal UI. */
export { PorticoProvider } from './PorticoProvider'
export { usePortico, useAccount, useNetwork } from './hooks'
export type { UsePorticoReturnType, UseAccountReturnType, UseNetworkReturnType } from './hooks'
export { ConnectButton } from './ConnectButton'
export type { ConnectButtonRenderProps } from './ConnectButton'
export { PorticoEmbedded } from './PorticoEmbedded'
export { mountModal } from '../ui/mountModal'
