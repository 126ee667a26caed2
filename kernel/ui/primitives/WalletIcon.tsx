import { safeImageUrl } from '../../connectors/safeImageUrl'

/**
 * A wallet's icon. The URL is untrusted: only `data:image/...` and https survive; otherwise the
 * wallet's first letter is shown. The image is decorative (the name is beside it).
 *
 * @example
 * import { WalletIcon } from 'portico/react'
 * export const Wallet = ({ name, icon }: { name: string; icon?: string }) => <p><WalletIcon name={name} imageUrl={icon} large /> {name}</p>
 */
export function WalletIcon({ name, imageUrl, large }: { name: string; imageUrl: string | undefined; large?: boolean }) {
  const className = large ? 'pc-avatar pc-avatar-large' : 'pc-avatar'
  const src = safeImageUrl(imageUrl)
  if (src) return <img className={className} src={src} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" />
  return (
    <span className={className} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
