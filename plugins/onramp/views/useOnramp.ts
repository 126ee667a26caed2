import { useMemo } from 'react'
import { findNetwork, parseCaipAddress, type CaipNetwork, type ChainNamespace, type Portico, type PorticoState } from 'portico'
import { useSelector } from 'portico/react'
import { onrampInstances, type OnrampInstance } from '../registry'
import { resolveOnrampOptions, type ResolvedOnrampOptions } from '../resolveOptions'

const selectTarget = (state: PorticoState) => {
  const namespace = state.networks.activeNamespace
  return { namespace, caipAddress: state.connections[namespace]?.caipAddress, networkId: state.networks.active[namespace] }
}

/** Who buys: the connected account of the active namespace and its network. */
export type BuyTarget = { namespace: ChainNamespace; network: CaipNetwork | undefined; address: string | undefined }

/**
 * What the onramp views share: the plugin's instance state, its options checked with defaults
 * (or the error naming a bad option), and the buyer.
 */
export function useOnramp(portico: Portico): { instance: OnrampInstance; options: ResolvedOnrampOptions | Error; target: BuyTarget } {
  const instance = onrampInstances.get(portico)
  const options = useMemo(() => {
    try {
      return resolveOnrampOptions(instance.options)
    } catch (error) {
      portico.services.logger.error('onramp options', error)
      return error instanceof Error ? error : new Error(String(error))
    }
  }, [portico, instance.options])
  const { namespace, caipAddress, networkId } = useSelector(portico, selectTarget)
  const target = {
    namespace,
    network: findNetwork(portico.config.networks, networkId),
    address: caipAddress ? parseCaipAddress(caipAddress).address : undefined,
  }
  return { instance, options, target }
}
