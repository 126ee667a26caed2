import type { Portico } from '../createPortico'
import { BaseError } from '../errors/base'
import { messages } from '../errors/messages'
import type { SendRequest, SendResult } from '../hooks'
import { parseUnits } from '../units/parseUnits'
import { formatUnits } from '../units/formatUnits'
import { ensureSendSlice, selectSend } from './ensureSendSlice'
import { getSendContext } from './sendContext'
import { sendSlice } from './sendSlice'
import { SEND_VIEWS } from './types'
import { ACCOUNT_VIEW } from '../store/routerSlice'

/**
 * How a submitted send ended.
 *
 * @example
 * import type { SendOutcome } from 'portico/send'
 * const hashOf = (outcome: SendOutcome) => (outcome.status === 'sent' ? outcome.result.hash : undefined)
 */
export type SendOutcome = { status: 'sent'; result: SendResult } | { status: 'failed'; error: unknown }

const inflight = new WeakMap<object, Promise<SendOutcome>>()

/**
 * Sends what the Send form holds, through `portico.send` (which first moves the view to Account,
 * runs `beforeSend`, then the namespace's send tap). While one send is pending, another call
 * returns the same promise and sends nothing (double click, second submit). On success: toast
 * 'Transaction started', the form resets, and the done view opens over Account. On failure: the
 * error's text as a toast ('Something went wrong' unless a plugin gives its own) and the form
 * keeps its values.
 *
 * @example
 * import type { Portico } from 'portico'
 * import { submitSend } from 'portico/send'
 * declare const portico: Portico
 * const outcome = await submitSend(portico)
 * if (outcome.status === 'sent') console.log(outcome.result.hash)
 */
export function submitSend(portico: Portico): Promise<SendOutcome> {
  const pending = inflight.get(portico.store)
  if (pending) return pending
  ensureSendSlice(portico.store)
  const run = (async (): Promise<SendOutcome> => {
    portico.store.dispatch(sendSlice.actions.loadingChanged(true))
    try {
      const request = buildRequest(portico)
      const result = await portico.send(request)
      portico.services.toast.show({ message: messages.transactionStarted, variant: 'success' })
      portico.store.dispatch(sendSlice.actions.reset())
      showDone(portico, request, result)
      return { status: 'sent', result }
    } catch (error) {
      portico.services.logger.error('Send failed', error)
      const message = error instanceof BaseError ? error.shortMessage : messages.somethingWentWrong
      portico.services.toast.show({ message, variant: 'error' })
      return { status: 'failed', error }
    } finally {
      portico.store.dispatch(sendSlice.actions.loadingChanged(false))
      inflight.delete(portico.store)
    }
  })()
  inflight.set(portico.store, run)
  return run
}

function buildRequest(portico: Portico): SendRequest {
  const context = getSendContext(portico)
  const send = selectSend(portico.getState())
  if (!context) throw new BaseError(messages.networkOrAddressUndefined)
  const { token, receiverAddress, sendTokenAmount, gasPrice } = send
  if (!token || !receiverAddress || !sendTokenAmount) throw new BaseError(messages.somethingWentWrong, { details: 'The Send form is incomplete.' })
  return {
    namespace: context.namespace,
    network: context.network,
    from: context.caipAddress,
    to: receiverAddress,
    amount: parseUnits(sendTokenAmount, token.decimals),
    ...(token.address ? { tokenAddress: token.address } : {}),
    decimals: token.decimals,
    ...(gasPrice ? { gasPrice: BigInt(gasPrice) } : {}),
    meta: { symbol: token.symbol, ...(send.receiverProfileName ? { receiverName: send.receiverProfileName } : {}) },
  }
}

function showDone(portico: Portico, request: SendRequest, result: SendResult): void {
  const { history } = portico.getState().router
  if (history[history.length - 1]?.view !== ACCOUNT_VIEW) return
  const explorer = request.network.blockExplorers?.default.url
  portico.router.push(SEND_VIEWS.done, {
    hash: result.hash,
    amount: formatUnits(request.amount, request.decimals),
    symbol: typeof request.meta?.symbol === 'string' ? request.meta.symbol : '',
    receiver: request.to,
    ...(explorer ? { explorerUrl: `${explorer}/tx/${result.hash}` } : {}),
  })
}
