// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title LocalIdRegistry
/// @notice The part of Farcaster's IdRegistry (OP Mainnet 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b)
/// a Sign In With Farcaster verifier reads: `custodyOf(fid)` and `idOf(custody)`. Fids are handed
/// out in order after `idCounter` by the registry's gateway (the deployer here, the IdGateway
/// there), one per custody address.
contract LocalIdRegistry {
    address public immutable gateway;
    uint256 public idCounter;
    mapping(uint256 => address) public custodyOf;
    mapping(address => uint256) public idOf;

    event Register(address indexed to, uint256 indexed id);

    error Unauthorized();
    error HasId();

    /// @param lastId the fid before the first one this registry hands out.
    constructor(uint256 lastId) {
        gateway = msg.sender;
        idCounter = lastId;
    }

    /// Registers the next fid with `to` as its custody address.
    function register(address to) external returns (uint256 fid) {
        if (msg.sender != gateway) revert Unauthorized();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        custodyOf[fid] = to;
        idOf[to] = fid;
        emit Register(to, fid);
    }
}
