/**
 * A JSON-RPC error the wallet answers a session request with (EIP-1193 / EIP-1474 codes:
 * 4001 rejected, 4100 unknown account, 4200 unsupported method, 4901 chain not connected,
 * 4902 unrecognized chain, -32602 invalid params).
 *
 * @example
 * throw new WalletRpcError(4902, 'Unrecognized chain ID 0x7a6a')
 */
export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
