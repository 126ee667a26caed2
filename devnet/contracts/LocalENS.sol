// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title LocalENSRegistry
/// @notice A minimal but real ENS registry (the ENS `owner`/`resolver`/`setSubnodeOwner`/`setResolver`
/// interface) for the Portico devnet. The deployer owns the root node.
contract LocalENSRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 => Record) private records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    constructor() {
        records[0x0].owner = msg.sender;
    }

    modifier authorised(bytes32 node) {
        require(records[node].owner == msg.sender, "ENS: not the node owner");
        _;
    }

    function owner(bytes32 node) external view returns (address) {
        return records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return records[node].resolver;
    }

    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner) external authorised(node) returns (bytes32) {
        bytes32 subnode = keccak256(abi.encodePacked(node, label));
        records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
        return subnode;
    }

    function setResolver(bytes32 node, address newResolver) external authorised(node) {
        records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }
}

/// @title LocalPublicResolver
/// @notice The ENS public resolver's `addr`, `name` and `text` records; only a node's registry owner
/// may set them.
contract LocalPublicResolver {
    LocalENSRegistry public immutable ens;
    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;

    constructor(LocalENSRegistry registry) {
        ens = registry;
    }

    modifier authorised(bytes32 node) {
        require(ens.owner(node) == msg.sender, "Resolver: not the node owner");
        _;
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function setAddr(bytes32 node, address value) external authorised(node) {
        addresses[node] = value;
    }

    function setName(bytes32 node, string calldata value) external authorised(node) {
        names[node] = value;
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // addr(bytes32), name(bytes32), text(bytes32,string), ERC-165
        return interfaceId == 0x3b3b57de || interfaceId == 0x691f3431 || interfaceId == 0x59d1d43c || interfaceId == 0x01ffc9a7;
    }
}

/// @title LocalReverseRegistrar
/// @notice Owns `addr.reverse`; sets `<hex address>.addr.reverse` names in the default resolver.
/// An account sets its own name with `setName`; the controller (deployer) may set any with
/// `setNameForAddr`, so the devnet's accounts keep nonce 0.
contract LocalReverseRegistrar {
    // namehash("addr.reverse")
    bytes32 public constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    LocalENSRegistry public immutable ens;
    LocalPublicResolver public immutable defaultResolver;
    address public immutable controller;

    constructor(LocalENSRegistry registry, LocalPublicResolver resolver) {
        ens = registry;
        defaultResolver = resolver;
        controller = msg.sender;
    }

    function setName(string calldata value) external returns (bytes32) {
        return _setName(msg.sender, value);
    }

    function setNameForAddr(address account, string calldata value) external returns (bytes32) {
        require(msg.sender == controller || msg.sender == account, "ReverseRegistrar: not authorised");
        return _setName(account, value);
    }

    function node(address account) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(ADDR_REVERSE_NODE, sha3HexAddress(account)));
    }

    function _setName(address account, string calldata value) private returns (bytes32) {
        bytes32 label = sha3HexAddress(account);
        bytes32 reverseNode = ens.setSubnodeOwner(ADDR_REVERSE_NODE, label, address(this));
        ens.setResolver(reverseNode, address(defaultResolver));
        defaultResolver.setName(reverseNode, value);
        return reverseNode;
    }

    /// keccak256 of the lower-case hex of `account` without 0x (as ENS's ReverseRegistrar).
    function sha3HexAddress(address account) public pure returns (bytes32 ret) {
        bytes memory lookup = "0123456789abcdef";
        bytes memory out = new bytes(40);
        uint160 value = uint160(account);
        for (uint256 i = 40; i > 0; i--) {
            out[i - 1] = lookup[value & 0xf];
            value >>= 4;
        }
        ret = keccak256(out);
    }
}
