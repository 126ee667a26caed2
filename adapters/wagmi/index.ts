/**
 * `portico/wagmi`: Portico inside a wagmi app. Explicit named exports only; the list is pinned
 * by `exports.test.ts`. Needs `@wagmi/core` (a wagmi app has it) and `viem`; hosts that do not
 * import this entry load neither.
 */
export { porticoConnector } from './porticoConnector'
export type { PorticoConnectorParameters } from './porticoConnector'
