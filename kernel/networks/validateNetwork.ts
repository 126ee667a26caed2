import { CAIP2_REFERENCE } from '../caip/grammar'
import { isChainNamespace } from '../caip/isChainNamespace'
import { CHAIN_NAMESPACES } from '../caip/types'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HTTP = ['http:', 'https:']
const WEB_SOCKET = ['ws:', 'wss:']

type Issues = string[]
type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const describe = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'string' ? `"${value}"` : typeof value)

function protocolOf(value: string): string | undefined {
  try {
    return new URL(value).protocol
  } catch {
    return undefined
  }
}

function checkText(issues: Issues, path: string, value: unknown) {
  if (!isText(value)) issues.push(`${path}: expected a non-empty string, received ${describe(value)}`)
}

function checkDecimals(issues: Issues, path: string, value: unknown) {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 255)
    issues.push(`${path}: expected an integer from 0 to 255, received ${describe(value)}`)
}

function checkUrls(issues: Issues, path: string, value: unknown, protocols: string[], required: boolean) {
  if (value === undefined && !required) return
  if (!Array.isArray(value) || (required && value.length === 0)) {
    issues.push(`${path}: expected ${required ? 'a non-empty ' : 'an '}array of URLs, received ${describe(value)}`)
    return
  }
  value.forEach((url, index) => {
    const protocol = typeof url === 'string' ? protocolOf(url) : undefined
    if (!protocol || !protocols.includes(protocol))
      issues.push(`${path}[${index}]: expected a ${protocols.join(' or ')} URL, received ${describe(url)}`)
  })
}

function checkAddress(issues: Issues, path: string, value: unknown, namespace: unknown) {
  if (namespace === 'eip155' ? typeof value !== 'string' || !EVM_ADDRESS.test(value) : !isText(value))
    issues.push(`${path}: expected ${namespace === 'eip155' ? '0x plus 40 hex characters' : 'a non-empty string'}, received ${describe(value)}`)
}

function checkReference(issues: Issues, namespace: unknown, id: unknown) {
  if (namespace === 'eip155') {
    if (!Number.isSafeInteger(id) || (id as number) <= 0)
      issues.push(`id: expected a positive integer chain id for eip155, received ${describe(id)}`)
  } else if (typeof id !== 'string' || !CAIP2_REFERENCE.test(id)) {
    issues.push(`id: expected a CAIP-2 reference (1 to 32 of a-z, A-Z, 0-9, - and _), received ${describe(id)}`)
  }
}

function checkCaipId(issues: Issues, path: string, value: unknown, namespace: unknown) {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 2 || parts[0] !== namespace || !CAIP2_REFERENCE.test(parts[1] ?? ''))
    issues.push(`${path}: expected "${String(namespace)}:<reference>", received ${describe(value)}`)
}

function checkOptional(issues: Issues, network: Data) {
  const { chainNamespace, blockExplorers, testnet, contracts, tokens } = network
  if (blockExplorers !== undefined) {
    const explorer = isRecord(blockExplorers) ? blockExplorers.default : undefined
    if (!isRecord(explorer)) issues.push(`blockExplorers.default: expected an object, received ${describe(explorer)}`)
    else {
      checkText(issues, 'blockExplorers.default.name', explorer.name)
      checkUrls(issues, 'blockExplorers.default.url', [explorer.url], HTTP, true)
    }
  }
  if (testnet !== undefined && typeof testnet !== 'boolean') issues.push(`testnet: expected a boolean, received ${describe(testnet)}`)
  if (contracts !== undefined) {
    if (!isRecord(contracts)) issues.push(`contracts: expected an object, received ${describe(contracts)}`)
    else
      for (const [name, contract] of Object.entries(contracts)) {
        if (contract === undefined) continue
        if (!isRecord(contract)) issues.push(`contracts.${name}: expected an object, received ${describe(contract)}`)
        else checkAddress(issues, `contracts.${name}.address`, contract.address, chainNamespace)
      }
  }
  if (tokens !== undefined) {
    if (!Array.isArray(tokens)) issues.push(`tokens: expected an array, received ${describe(tokens)}`)
    else
      tokens.forEach((token: unknown, index) => {
        const path = `tokens[${index}]`
        if (!isRecord(token)) return void issues.push(`${path}: expected an object, received ${describe(token)}`)
        checkAddress(issues, `${path}.address`, token.address, chainNamespace)
        checkText(issues, `${path}.symbol`, token.symbol)
        checkText(issues, `${path}.name`, token.name)
        checkDecimals(issues, `${path}.decimals`, token.decimals)
      })
  }
}

/**
 * Lists what is wrong with a network definition, as `path: problem` lines; empty when valid.
 * Internal to `defineNetwork`; `caipNetworkId` is optional here and checked only when given.
 *
 * @example
 * validateNetwork({ chainNamespace: 'eip155', id: '1' }) // ['id: expected a positive integer chain id for eip155, received "1"', ...]
 */
export function validateNetwork(network: unknown): string[] {
  const issues: Issues = []
  if (!isRecord(network)) return [`network: expected an object, received ${describe(network)}`]
  const { chainNamespace, id, name, nativeCurrency, rpcUrls, caipNetworkId, deprecatedCaipNetworkId } = network
  if (!isChainNamespace(chainNamespace))
    issues.push(`chainNamespace: expected one of ${CHAIN_NAMESPACES.join(', ')}, received ${describe(chainNamespace)}`)
  else checkReference(issues, chainNamespace, id)
  checkText(issues, 'name', name)
  if (!isRecord(nativeCurrency)) issues.push(`nativeCurrency: expected an object, received ${describe(nativeCurrency)}`)
  else {
    checkText(issues, 'nativeCurrency.name', nativeCurrency.name)
    checkText(issues, 'nativeCurrency.symbol', nativeCurrency.symbol)
    checkDecimals(issues, 'nativeCurrency.decimals', nativeCurrency.decimals)
  }
  const endpoints = isRecord(rpcUrls) ? rpcUrls.default : undefined
  if (!isRecord(endpoints)) issues.push(`rpcUrls.default: expected an object, received ${describe(endpoints)}`)
  else {
    checkUrls(issues, 'rpcUrls.default.http', endpoints.http, HTTP, true)
    checkUrls(issues, 'rpcUrls.default.webSocket', endpoints.webSocket, WEB_SOCKET, false)
  }
  if (issues.length === 0 && caipNetworkId !== undefined && caipNetworkId !== `${String(chainNamespace)}:${String(id)}`)
    issues.push(`caipNetworkId: expected "${String(chainNamespace)}:${String(id)}", received ${describe(caipNetworkId)}`)
  if (deprecatedCaipNetworkId !== undefined) {
    checkCaipId(issues, 'deprecatedCaipNetworkId', deprecatedCaipNetworkId, chainNamespace)
    if (deprecatedCaipNetworkId === `${String(chainNamespace)}:${String(id)}`)
      issues.push('deprecatedCaipNetworkId: must differ from caipNetworkId')
  }
  checkOptional(issues, network)
  return issues
}
