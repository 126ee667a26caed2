import { parseAbi } from 'viem'

/**
 * ABIs of the embedded wallet's ERC-4337 contracts (`devnet/contracts/PorticoAccount.sol`,
 * `devnet/contracts/PorticoEntryPoint.sol`). Shared by the frame, the auth server's bundler and
 * the tests.
 */

const PACKED_USER_OPERATION =
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }'

/** `PorticoAccount`: owner-or-entry-point execution, ERC-4337 validation and ERC-1271. */
export const porticoAccountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  PACKED_USER_OPERATION,
  'function validateUserOp(PackedUserOperation userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns (uint256 validationData)',
  'function owner() view returns (address)',
  'function entryPoint() view returns (address)',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(Call[] calls)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function replaySafeHash(bytes32 hash) view returns (bytes32)',
  'error Unauthorized(address caller)',
])

/** `PorticoAccountFactory`: CREATE2 deployment and the counterfactual address. */
export const porticoAccountFactoryAbi = parseAbi([
  'function entryPoint() view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address account)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'event AccountCreated(address indexed account, address indexed owner, uint256 salt)',
])

/** `PorticoEntryPoint`: the v0.7 `handleOps` flow without gas accounting. */
export const porticoEntryPointAbi = parseAbi([
  PACKED_USER_OPERATION,
  'function getNonce(address sender, uint192 key) view returns (uint256)',
  'function getUserOpHash(PackedUserOperation userOp) view returns (bytes32)',
  'function handleOps(PackedUserOperation[] ops, address beneficiary)',
  'function simulateHandleOp(PackedUserOperation op)',
  'error ExecutionResult(bool success, bytes result)',
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
  'event UserOperationRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason)',
  'event AccountDeployed(bytes32 indexed userOpHash, address indexed sender, address factory, address paymaster)',
  'error FailedOp(uint256 opIndex, string reason)',
])

/** The salt of every embedded wallet's account: one smart account per owner key. */
export const SMART_ACCOUNT_SALT = 0n

/** EIP-712 domain name and version of `PorticoAccount.replaySafeHash`. */
export const SMART_ACCOUNT_DOMAIN = { name: 'PorticoAccount', version: '1' } as const
