import { BaseError } from '../errors/base'
import { messages } from '../errors/messages'
import { DEFAULT_CHAIN_ID } from './defaults'
import { schemaIssueMessage } from './errorMap'
import { buildConfigSchema } from './schema'
import type { PorticoConfig, ResolvedConfig } from './types'

/** The host config is invalid; the message names the field and the spec's schema text. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  /** Dotted path of the offending field, e.g. `networks.0.nativeCurrency.decimals`. */
  readonly path: string
  constructor(path: string, text: string, details?: string) {
    super(path ? `${path}: ${text}` : text, { details, docsPath: 'configuration' })
    this.path = path
  }
}

/**
 * Validates a host config and fills in the spec's defaults. Throws `ConfigError` naming the
 * first offending field; the input is never mutated.
 *
 * @example
 * import { resolveConfig, mainnet } from 'portico'
 * resolveConfig({ networks: [mainnet] }).features.swaps // true
 */
export function resolveConfig(input: PorticoConfig): ResolvedConfig {
  if (typeof input !== 'object' || input === null) throw new ConfigError('', 'Invalid input')
  if (input.siweConfig !== undefined && input.siwx !== undefined)
    throw new ConfigError('', messages.siweAndSiwx)
  const parsed = buildConfigSchema().safeParse(input, { error: (issue) => schemaIssueMessage(issue) })
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    const path = issue ? issue.path.map(String).join('.') : ''
    const extra = parsed.error.issues.length > 1 ? `${parsed.error.issues.length - 1} more issue(s)` : undefined
    throw new ConfigError(path, issue?.message ?? 'Invalid input', extra)
  }
  const data = parsed.data
  const networks = [...input.networks]
  // Chain 1 is the default when the host names none and lists it (spec section 9).
  const defaultNetwork =
    input.defaultNetwork ?? networks.find((n) => n.caipNetworkId === `eip155:${DEFAULT_CHAIN_ID}`) ?? networks[0]
  if (!defaultNetwork || !networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId))
    throw new ConfigError('defaultNetwork', 'Invalid input', 'defaultNetwork must be one of networks')
  return {
    ...data,
    networks,
    defaultNetwork,
    metadata: input.metadata,
    includeWallets: data.includeWallets,
    plugins: input.plugins ?? [],
    siweConfig: input.siweConfig,
    siwx: input.siwx,
    onAnalyticsEvent: input.onAnalyticsEvent,
    projectId: data.projectId,
    locale: data.locale,
    projectRpcUrl: data.projectRpcUrl,
    relayUrl: data.relayUrl,
    walletCatalog: input.walletCatalog,
    priceService: input.priceService,
    termsConditionsUrl: data.termsConditionsUrl,
    privacyPolicyUrl: data.privacyPolicyUrl,
  }
}
