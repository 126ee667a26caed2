// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title TetherStyleToken
/// @notice An ERC-20 that behaves like mainnet USDT (TetherToken at 0xdAC17F958D2ee523a2206206994597C13D831ec7):
///         `transfer`, `transferFrom` and `approve` return NO value, and `approve` reverts when
///         changing a non-zero allowance to another non-zero value (set it to 0 first).
/// @dev Callers that decode a `bool` return (e.g. viem's `erc20Abi`) fail with "returned no data".
contract TetherStyleToken {
    string public name;
    string public symbol;
    uint8 public decimals;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256 amountEach
    ) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        for (uint256 i = 0; i < holders.length; i++) {
            balanceOf[holders[i]] += amountEach;
            totalSupply += amountEach;
            emit Transfer(address(0), holders[i], amountEach);
        }
    }

    /// @notice Moves `value` base units to `to`. Returns nothing, like USDT.
    function transfer(address to, uint256 value) public {
        _transfer(msg.sender, to, value);
    }

    /// @notice Moves `value` base units from `from` to `to` using the caller's allowance. Returns nothing.
    function transferFrom(address from, address to, uint256 value) public {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "TetherStyleToken: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
    }

    /// @notice Sets the allowance of `spender`. Returns nothing. Like USDT, a non-zero allowance
    ///         can only be changed after resetting it to zero.
    function approve(address spender, uint256 value) public {
        require(
            value == 0 || allowance[msg.sender][spender] == 0,
            "TetherStyleToken: reset allowance to 0 first"
        );
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0), "TetherStyleToken: transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= value, "TetherStyleToken: transfer amount exceeds balance");
        balanceOf[from] = balance - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
