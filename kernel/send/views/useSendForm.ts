import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Portico } from '../../createPortico'
import { parseUnits } from '../../units/parseUnits'
import { formatUnits } from '../../units/formatUnits'
import { useSelector } from '../../ui/useSelector'
import { checkSendForm, type SendFormCheck } from '../checkSendForm'
import { ensureSendSlice, selectSend } from '../ensureSendSlice'
import { estimateFee, isValidReceiver } from '../namespaceChecks'
import { getSendContext, type SendContext } from '../sendContext'
import { sendSlice } from '../sendSlice'
import { sendTokenBalance } from '../toSendToken'
import type { SendFee, SendState } from '../types'

/** Everything a Send view renders from. */
export type SendForm = {
  send: SendState
  context: SendContext | undefined
  fee: SendFee | undefined
  /** True when estimating the fee failed (the node refused the call). */
  feeFailed: boolean
  check: SendFormCheck
  /** The namespace's receiver check (`validateAddress` tap). */
  isValidAddress: (address: string) => Promise<boolean>
}

/**
 * The draft the fee is estimated for: amount 0 until it parses, self as receiver until valid;
 * with the native balance and account type the chain's gas rule reads.
 */
function feeDraftKey(send: SendState, context: SendContext | undefined, receiverValid: boolean | undefined) {
  const token = send.token
  if (!context || !token) return undefined
  let amount = 0n
  try {
    const parsed = send.sendTokenAmount ? parseUnits(send.sendTokenAmount, token.decimals) : 0n
    if (parsed <= sendTokenBalance(token)) amount = parsed
  } catch {
    amount = 0n
  }
  const receiver = send.receiverAddress && receiverValid ? send.receiverAddress : context.address
  const native = send.tokenBalances.find((t) => t.address === undefined && t.chainId === token.chainId)
  const nativeBalance = native ? sendTokenBalance(native) : 0n
  return { to: receiver, amount: amount.toString(), tokenAddress: token.address, decimals: token.decimals, nativeBalance: nativeBalance.toString(), accountType: context.accountType }
}

/** The namespace's verdict on the typed receiver; undefined while it is being checked. */
function useReceiverVerdict(receiver: string | undefined, isValidAddress: (address: string) => Promise<boolean>): boolean | undefined {
  const [verdict, setVerdict] = useState<{ receiver: string; check: typeof isValidAddress; valid: boolean }>()
  useEffect(() => {
    if (!receiver) return
    let live = true
    void isValidAddress(receiver).then((valid) => live && setVerdict({ receiver, check: isValidAddress, valid }))
    return () => void (live = false)
  }, [receiver, isValidAddress])
  return receiver && verdict?.receiver === receiver && verdict.check === isValidAddress ? verdict.valid : undefined
}

/**
 * The Send state, the account it goes from, the network fee of the current draft (estimated by
 * the namespace's `estimateFee` tap again when token, receiver, amount or native balance
 * change) and the rule check, for the Send views.
 */
export function useSendForm(portico: Portico): SendForm {
  ensureSendSlice(portico.store)
  const send = useSelector(portico, selectSend)
  const connection = useSelector(portico, (state) => state.connections[state.networks.activeNamespace])
  const networkId = useSelector(portico, (state) => state.networks.active[state.networks.activeNamespace])
  // Recomputed when the connection or network changes (the selectors above re-render us).
  const context = useMemo(() => getSendContext(portico), [portico, connection, networkId]) // eslint-disable-line react-hooks/exhaustive-deps
  const namespace = context?.namespace
  const hooks = portico._internal.hooks
  const isValidAddress = useCallback(async (address: string) => namespace !== undefined && isValidReceiver(hooks, namespace, address), [hooks, namespace])
  const receiverValid = useReceiverVerdict(send.receiverAddress, isValidAddress)
  const draft = feeDraftKey(send, context, receiverValid)
  const key = draft && JSON.stringify(draft)
  const [estimate, setEstimate] = useState<{ key: string; fee: SendFee | undefined }>()
  useEffect(() => {
    if (!key || !draft || !context) return
    let live = true
    estimateFee(hooks, {
      namespace: context.namespace, network: context.network, from: context.address, to: draft.to,
      amount: BigInt(draft.amount), tokenAddress: draft.tokenAddress, decimals: draft.decimals,
      nativeBalance: BigInt(draft.nativeBalance), accountType: draft.accountType,
    })
      .then((fee) => {
        if (!live || !fee) return
        setEstimate({ key, fee })
        const native = selectSend(portico.getState()).tokenBalances.find((t) => t.address === undefined)
        const usd = native?.priced ? Number(formatUnits(fee.total, context.network.nativeCurrency.decimals)) * native.price : undefined
        portico.store.dispatch(sendSlice.actions.gasPriceChanged({ gasPrice: fee.gasPrice.toString(), gasPriceInUSD: usd }))
      })
      .catch((error: unknown) => {
        portico.services.logger.warn('Unable to estimate the network fee', error)
        if (live) setEstimate({ key, fee: undefined })
      })
    return () => void (live = false)
  }, [portico, key]) // eslint-disable-line react-hooks/exhaustive-deps
  const fee = estimate?.key === key ? estimate?.fee : undefined
  const feeFailed = estimate !== undefined && estimate.key === key && estimate.fee === undefined
  const check = useMemo(() => checkSendForm({ send, fee, receiverValid }), [send, fee, receiverValid])
  return { send, context, fee, feeFailed, check, isValidAddress }
}
