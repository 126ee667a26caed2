// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal smart account for sign-in tests: ERC-1271 `isValidSignature` accepts an ECDSA
/// signature of the hash by its owner. Never use it for funds.
contract SiwxSmartAccount {
    bytes4 internal constant ERC1271_MAGIC = 0x1626ba7e;
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? ERC1271_MAGIC : bytes4(0xffffffff);
    }
}

/// Deploys SiwxSmartAccount with CREATE2, so an account's address is known before it exists
/// (the ERC-6492 counterfactual case: the signature carries this factory and its calldata).
contract SiwxAccountFactory {
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return predicted;
        account = address(new SiwxSmartAccount{salt: salt}(owner));
    }

    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(SiwxSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
