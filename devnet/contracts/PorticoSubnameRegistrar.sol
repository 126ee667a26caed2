// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./LocalENS.sol";

/// @title PorticoSubnameRegistrar
/// @notice First-come ENS subnames under a parent name this registrar owns (`portico.eth` on the
/// devnet): `register("alice")` gives `alice.portico.eth` to the sender (registry owner, resolver
/// `addr` record) and makes it the sender's name here (`nameOf`). A name is at least 4
/// characters of lower-case letters, digits or hyphens; a taken name is refused.
contract PorticoSubnameRegistrar {
    LocalENSRegistry public immutable ens;
    LocalPublicResolver public immutable resolver;
    bytes32 public immutable parentNode;
    string public parentName;
    mapping(address => string) private names;

    event NameRegistered(bytes32 indexed node, string label, address indexed owner);

    constructor(LocalENSRegistry registry, LocalPublicResolver publicResolver, bytes32 parent, string memory parentLabel) {
        ens = registry;
        resolver = publicResolver;
        parentNode = parent;
        parentName = parentLabel;
    }

    /// Whether `label` follows the name rule: 4 or more of `a-z`, `0-9` and `-`.
    function valid(string memory label) public pure returns (bool) {
        bytes memory chars = bytes(label);
        if (chars.length < 4) return false;
        for (uint256 i = 0; i < chars.length; i++) {
            bytes1 c = chars[i];
            bool letter = c >= 0x61 && c <= 0x7a;
            bool digit = c >= 0x30 && c <= 0x39;
            if (!letter && !digit && c != 0x2d) return false;
        }
        return true;
    }

    /// The node of `label` under the parent.
    function node(string memory label) public view returns (bytes32) {
        return keccak256(abi.encodePacked(parentNode, keccak256(bytes(label))));
    }

    /// Whether `label` is valid and nobody holds it yet.
    function available(string calldata label) external view returns (bool) {
        return valid(label) && ens.owner(node(label)) == address(0);
    }

    /// Registers `label` under the parent for the sender; reverts on an invalid or taken name.
    function register(string calldata label) external returns (bytes32 subnode) {
        require(valid(label), "Registrar: invalid name");
        bytes32 labelHash = keccak256(bytes(label));
        subnode = keccak256(abi.encodePacked(parentNode, labelHash));
        require(ens.owner(subnode) == address(0), "Registrar: name taken");
        // Own it for a moment to set its records, then hand it to the sender.
        ens.setSubnodeOwner(parentNode, labelHash, address(this));
        ens.setResolver(subnode, address(resolver));
        resolver.setAddr(subnode, msg.sender);
        ens.setSubnodeOwner(parentNode, labelHash, msg.sender);
        names[msg.sender] = string.concat(label, ".", parentName);
        emit NameRegistered(subnode, label, msg.sender);
    }

    /// The name `account` registered last here (`alice.portico.eth`), or "".
    function nameOf(address account) external view returns (string memory) {
        return names[account];
    }
}
