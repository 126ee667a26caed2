// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title FeeOnTransferToken
/// @notice A tax token for the swap tests: every transfer burns `feeBps` of the amount, so the
///         receiver gets less than was sent (as with fee-on-transfer tokens on mainnet).
/// @dev Not part of the saved devnet state: tests deploy it from `FeeOnTransferToken.json`.
contract FeeOnTransferToken is ERC20 {
    uint256 public immutable feeBps;

    constructor(string memory name_, string memory symbol_, uint256 feeBps_, address holder, uint256 amount) ERC20(name_, symbol_) {
        feeBps = feeBps_;
        _mint(holder, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        uint256 fee = (amount * feeBps) / 10_000;
        if (fee > 0) _burn(from, fee);
        super._transfer(from, to, amount - fee);
    }
}
