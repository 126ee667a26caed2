// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// ERC-4337 v0.7 packed user operation (same layout and hash as the canonical EntryPoint 0.7).
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    /// verificationGasLimit (high 128 bits) | callGasLimit (low 128 bits)
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    /// maxPriorityFeePerGas (high 128 bits) | maxFeePerGas (low 128 bits)
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// The account side of ERC-4337 (IAccount of EntryPoint 0.7).
interface IAccount {
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData);
}

/// A minimal ERC-4337 EntryPoint for the Portico devnet: the v0.7 `handleOps` flow with its
/// user-operation hash, 2D nonces, `initCode` deployment through a factory, `validateUserOp`,
/// execution with the op's call gas limit, and the canonical `UserOperationEvent`.
///
/// Deliberately left out: in-protocol gas accounting (deposits, prefunds, refunds) and
/// paymasters. The bundler that submits `handleOps` pays the transaction's gas itself: every
/// operation is sponsored, `missingAccountFunds` is always 0 and `actualGasCost` reports what the
/// bundler paid. Operations must carry empty `paymasterAndData`.
contract PorticoEntryPoint {
    uint256 internal constant SIG_VALIDATION_FAILED = 1;

    /// nonce sequence per sender and 192-bit key, as in EntryPoint 0.7's NonceManager.
    mapping(address => mapping(uint192 => uint256)) public nonceSequenceNumber;
    bool private locked;

    event UserOperationEvent(
        bytes32 indexed userOpHash,
        address indexed sender,
        address indexed paymaster,
        uint256 nonce,
        bool success,
        uint256 actualGasCost,
        uint256 actualGasUsed
    );
    event AccountDeployed(bytes32 indexed userOpHash, address indexed sender, address factory, address paymaster);
    event UserOperationRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason);
    event BeforeExecution();

    /// An operation was refused before execution (same error as EntryPoint 0.7; reason "AAxx ...").
    error FailedOp(uint256 opIndex, string reason);
    /// The outcome of {simulateHandleOp}: whether the account's call succeeded, and what it returned.
    error ExecutionResult(bool success, bytes result);

    /// The next nonce of `sender` for `key` (key in the high 192 bits, sequence in the low 64).
    function getNonce(address sender, uint192 key) public view returns (uint256) {
        return nonceSequenceNumber[sender][key] | (uint256(key) << 64);
    }

    /// The v0.7 user-operation hash: the account signs this (EIP-191 wrapped by PorticoAccount).
    function getUserOpHash(PackedUserOperation calldata userOp) public view returns (bytes32) {
        bytes32 inner = keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                userOp.preVerificationGas,
                userOp.gasFees,
                keccak256(userOp.paymasterAndData)
            )
        );
        return keccak256(abi.encode(inner, address(this), block.chainid));
    }

    /// Validates every operation, then executes them in order. Reverts with FailedOp when one
    /// fails validation; an operation whose call reverts is reported with success = false.
    function handleOps(PackedUserOperation[] calldata ops, address payable beneficiary) external {
        require(!locked, "ReentrancyGuard: reentrant call");
        require(beneficiary != address(0), "AA90 invalid beneficiary");
        locked = true;
        bytes32[] memory hashes = new bytes32[](ops.length);
        for (uint256 i = 0; i < ops.length; i++) {
            hashes[i] = _validate(i, ops[i]);
        }
        emit BeforeExecution();
        for (uint256 i = 0; i < ops.length; i++) {
            _execute(i, ops[i], hashes[i]);
        }
        locked = false;
    }

    /// For bundlers, through `eth_call`: validates `op` and runs its call, then always reverts with
    /// ExecutionResult (or FailedOp), so nothing persists. A bundler refuses an operation whose
    /// call would revert before it pays for it.
    function simulateHandleOp(PackedUserOperation calldata op) external {
        _validate(0, op);
        (bool ok, bytes memory result) = op.sender.call{gas: uint128(uint256(op.accountGasLimits))}(op.callData);
        revert ExecutionResult(ok, result);
    }

    function _validate(uint256 index, PackedUserOperation calldata op) internal returns (bytes32 userOpHash) {
        if (op.paymasterAndData.length != 0) revert FailedOp(index, "AA30 paymaster not supported");
        userOpHash = getUserOpHash(op);
        uint256 verificationGasLimit = uint128(uint256(op.accountGasLimits) >> 128);
        if (op.initCode.length != 0) _deploy(index, op, userOpHash, verificationGasLimit);
        if (op.sender.code.length == 0) revert FailedOp(index, "AA20 account not deployed");
        uint256 validationData;
        try IAccount(op.sender).validateUserOp{gas: verificationGasLimit}(op, userOpHash, 0) returns (uint256 data) {
            validationData = data;
        } catch {
            revert FailedOp(index, "AA23 reverted");
        }
        if (validationData == SIG_VALIDATION_FAILED) revert FailedOp(index, "AA24 signature error");
        if (validationData != 0) revert FailedOp(index, "AA22 expired or not due");
        uint192 key = uint192(op.nonce >> 64);
        if (uint64(op.nonce) != nonceSequenceNumber[op.sender][key]++) revert FailedOp(index, "AA25 invalid account nonce");
    }

    function _deploy(uint256 index, PackedUserOperation calldata op, bytes32 userOpHash, uint256 gasLimit) internal {
        if (op.sender.code.length != 0) revert FailedOp(index, "AA10 sender already constructed");
        if (op.initCode.length < 20) revert FailedOp(index, "AA13 initCode failed or OOG");
        address factory = address(bytes20(op.initCode[0:20]));
        (bool ok, bytes memory result) = factory.call{gas: gasLimit}(op.initCode[20:]);
        if (!ok || result.length < 32) revert FailedOp(index, "AA13 initCode failed or OOG");
        if (abi.decode(result, (address)) != op.sender) revert FailedOp(index, "AA14 initCode must return sender");
        if (op.sender.code.length == 0) revert FailedOp(index, "AA15 initCode must create sender");
        emit AccountDeployed(userOpHash, op.sender, factory, address(0));
    }

    function _execute(uint256 index, PackedUserOperation calldata op, bytes32 userOpHash) internal {
        uint256 startGas = gasleft();
        uint256 callGasLimit = uint128(uint256(op.accountGasLimits));
        // The bundler must forward enough gas for the op's own limit (EIP-150 keeps 1/64 back).
        if ((gasleft() * 63) / 64 < callGasLimit + 10_000) revert FailedOp(index, "AA95 out of gas");
        bool success = true;
        if (op.callData.length != 0) {
            (bool ok, bytes memory reason) = op.sender.call{gas: callGasLimit}(op.callData);
            success = ok;
            if (!ok) emit UserOperationRevertReason(userOpHash, op.sender, op.nonce, reason);
        }
        uint256 gasUsed = startGas - gasleft();
        emit UserOperationEvent(userOpHash, op.sender, address(0), op.nonce, success, gasUsed * tx.gasprice, gasUsed);
    }
}
