import { useEffect, useState } from 'react'
import * as z from 'zod/mini'
import type { ChainNamespace } from '../../caip/types'
import type { Portico } from '../../createPortico'
import { messages } from '../../errors/messages'
import type { CaipNetwork } from '../../networks/types'
import type { RpcService } from '../../rpc/createRpcService'
import { formatBalance } from '../../units/formatBalance'

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const solanaBalance = z.object({ value: z.number().check(z.int(), z.gte(0)) })

/** How each namespace reads a native balance over JSON-RPC; answers are validated. */
const readers: Partial<Record<ChainNamespace, (rpc: ReturnType<RpcService['forNetwork']>, address: string) => Promise<bigint>>> = {
  eip155: async (rpc, address) => BigInt(hexQuantity.parse(await rpc.request({ method: 'eth_getBalance', params: [address, 'latest'] }))),
  solana: async (rpc, address) => BigInt(solanaBalance.parse(await rpc.request({ method: 'getBalance', params: [address] })).value),
}

/** Reads the native balance of `address` on `network`; undefined where no reader exists. */
export function readNativeBalance(portico: Portico, network: CaipNetwork, address: string): Promise<bigint> | undefined {
  return readers[network.chainNamespace]?.(portico.services.rpc.forNetwork(network), address)
}

/** The native balance, floored to 3 decimals (spec section 9). */
export function NativeBalance({ portico, network, address }: { portico: Portico; network: CaipNetwork; address: string }) {
  const [text, setText] = useState<string | undefined>(undefined)
  useEffect(() => {
    let live = true
    const pending = readNativeBalance(portico, network, address)
    if (!pending) return
    pending
      .then((value) => live && setText(`${formatBalance(value, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`))
      .catch((error: unknown) => {
        portico.services.logger.warn('Unable to read the native balance', error)
        if (live) setText(messages.tokenBalanceUnavailable)
      })
    return () => void (live = false)
  }, [portico, network, address])
  return text ? <p data-testid="account-balance">{text}</p> : null
}
