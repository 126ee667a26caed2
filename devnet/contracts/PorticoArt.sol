// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// @title PorticoArt
/// @notice An NFT collection for the history tests: anyone may mint any unused token id to anyone.
/// @dev Not part of the saved devnet state: tests deploy it from `PorticoArt.json`.
contract PorticoArt is ERC721 {
    constructor() ERC721("Portico Art", "PART") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }
}
