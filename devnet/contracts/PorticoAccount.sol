// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IAccount, PackedUserOperation} from "./PorticoEntryPoint.sol";

/// The embedded wallet's ERC-4337 smart account: one owner key (the wallet's EOA), calls only
/// from the owner or the entry point, ERC-1271 signatures over a replay-safe EIP-712 hash.
contract PorticoAccount is IAccount {
    bytes4 internal constant ERC1271_MAGIC = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;
    uint256 internal constant SIG_VALIDATION_FAILED = 1;
    /// secp256k1n / 2: signatures with a higher s are malleable and refused.
    uint256 internal constant HALF_N = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;
    bytes32 internal constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 internal constant MESSAGE_TYPEHASH = keccak256("PorticoAccountMessage(bytes32 hash)");

    /// One call of a batch.
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    address public immutable entryPoint;
    address public immutable owner;

    error Unauthorized(address caller);

    constructor(address entryPoint_, address owner_) {
        entryPoint = entryPoint_;
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwnerOrEntryPoint() {
        if (msg.sender != owner && msg.sender != entryPoint) revert Unauthorized(msg.sender);
        _;
    }

    /// Calls `target` with `value` and `data`; bubbles up a revert.
    function execute(address target, uint256 value, bytes calldata data) external onlyOwnerOrEntryPoint {
        _call(target, value, data);
    }

    /// Calls each of `calls` in order; the first revert undoes all of them.
    function executeBatch(Call[] calldata calls) external onlyOwnerOrEntryPoint {
        for (uint256 i = 0; i < calls.length; i++) {
            _call(calls[i].target, calls[i].value, calls[i].data);
        }
    }

    /// ERC-4337: the owner signed the user-operation hash (EIP-191 `personal_sign` of the 32 bytes).
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        override
        returns (uint256 validationData)
    {
        if (msg.sender != entryPoint) revert Unauthorized(msg.sender);
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", userOpHash));
        validationData = _recover(digest, userOp.signature) == owner ? 0 : SIG_VALIDATION_FAILED;
        if (missingAccountFunds > 0) {
            (bool ok,) = payable(msg.sender).call{value: missingAccountFunds}("");
            ok;
        }
    }

    /// ERC-1271: valid when the owner signed `replaySafeHash(hash)`, so a signature for this
    /// account is never valid for another account of the same owner, or for the owner itself.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _recover(replaySafeHash(hash), signature) == owner ? ERC1271_MAGIC : ERC1271_INVALID;
    }

    /// EIP-712 hash of `PorticoAccountMessage(bytes32 hash)` under this account's domain
    /// (name "PorticoAccount", version "1", this chain, this address).
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("PorticoAccount"), keccak256("1"), block.chainid, address(this))
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(MESSAGE_TYPEHASH, hash))));
    }

    function _call(address target, uint256 value, bytes calldata data) internal {
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    function _recover(bytes32 digest, bytes calldata signature) internal pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_N || (v != 27 && v != 28)) return address(0);
        return ecrecover(digest, v, r, s);
    }
}

/// Deploys PorticoAccount with CREATE2: the address follows from (entry point, owner, salt)
/// before the account exists (counterfactual), so it can receive funds and sign (ERC-6492) first.
contract PorticoAccountFactory {
    address public immutable entryPoint;

    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    constructor(address entryPoint_) {
        entryPoint = entryPoint_;
    }

    /// Deploys the account of `owner` (or returns it when it exists already).
    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        PorticoAccount created = new PorticoAccount{salt: bytes32(salt)}(entryPoint, owner);
        emit AccountCreated(address(created), owner, salt);
        return address(created);
    }

    /// The counterfactual address of the account of `owner` with `salt`.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(PorticoAccount).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), codeHash)))));
    }
}
