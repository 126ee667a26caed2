import type { ConnectorInfo } from 'portico'

/** The embedded wallet's connector id. */
export const AUTH_CONNECTOR_ID = 'portico-email'

/** The AUTH connector's list entry (spec section 3): the email login, on eip155. */
export const AUTH_CONNECTOR_INFO: ConnectorInfo = {
  id: AUTH_CONNECTOR_ID,
  type: 'AUTH',
  name: 'Email',
  imageUrl: undefined,
  rdns: undefined,
  namespaces: ['eip155'],
  installed: true,
  connectView: 'EmailLogin',
}
