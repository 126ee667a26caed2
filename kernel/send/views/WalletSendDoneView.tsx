import * as z from 'zod/mini'
import type { Portico } from '../../createPortico'
import { messages } from '../../errors/messages'
import { safeImageUrl } from '../../connectors/safeImageUrl'
import { useSelector } from '../../ui/useSelector'
import { truncateAddress } from '../../units/truncateAddress'
import { useI18n } from '../../ui/useTexts'
import { sendTexts } from '../texts'

const doneData = z.object({
  hash: z.string(),
  amount: z.string(),
  symbol: z.string(),
  receiver: z.string(),
  explorerUrl: z.optional(z.string()),
})

/** Only https explorer links (a network's explorer URL comes from the host config). */
function safeExplorerUrl(url: string | undefined): string | undefined {
  return url && /^https:\/\//.test(url) && safeImageUrl(url) ? url : undefined
}

/** After a successful send: what went where, the transaction hash and an explorer link. */
export default function WalletSendDoneView({ portico }: { portico: Portico }) {
  const data = useSelector(portico, (state) => state.router.history[state.router.history.length - 1]?.data)
  const parsed = doneData.safeParse(data)
  const i18n = useI18n(portico)
  const started = i18n.message(messages.transactionStarted)
  if (!parsed.success) return <p className="pc-muted">{started}</p>
  const { hash, amount, symbol, receiver } = parsed.data
  const explorerUrl = safeExplorerUrl(parsed.data.explorerUrl)
  return (
    <div className="pc-stack" data-testid="send-done">
      <p style={{ margin: 0, fontWeight: 600 }} role="status">{started}</p>
      <p style={{ margin: 0 }}>
        {i18n
          .t(sendTexts, 'amountTo')
          .split(/(\{amount\}|\{receiver\})/)
          .map((part, index) =>
            part === '{amount}' ? `${amount} ${symbol}` : part === '{receiver}' ? <span key={index} title={receiver}>{truncateAddress(receiver)}</span> : part,
          )}
      </p>
      <p className="pc-muted" style={{ margin: 0, wordBreak: 'break-all' }} data-testid="send-done-hash">{hash}</p>
      {explorerUrl && (
        <a className="pc-button pc-button-secondary" href={explorerUrl} target="_blank" rel="noopener noreferrer">
          {i18n.t(sendTexts, 'viewOnExplorer')}
        </a>
      )}
      <button type="button" className="pc-button" onClick={() => portico.router.goBack()}>
        {i18n.t(sendTexts, 'done')}
      </button>
    </div>
  )
}
