// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {ERC20Base} from "./ERC20Base.sol";
import {Initializable} from "./Initializable.sol";

/// @title ERC20Token
/// @notice The devnet's ERC-20 tokens (USDC, USDT, WBTC, DAI, the bridged
/// canonical token, ...). The devnet places this runtime code at the catalog's
/// token addresses through genesis and calls `initialize`; tests may deploy it
/// with the constructor instead.
///
/// Supply is controlled by `minter` (the devnet faucet account), which may
/// grant the same right to other accounts (the GMP gateway, for the bridged
/// token) with `setMinter`. `burn` needs no allowance: minters are trusted.
contract ERC20Token is ERC20Base, Initializable {
    /// @notice The primary minter; the only account that can grant or revoke minters.
    address public minter;
    /// @notice Additional accounts allowed to mint and burn.
    mapping(address => bool) public isMinter;

    event MinterSet(address indexed account, bool allowed);

    error NotMinter(address caller);

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address minter_) {
        _init(name_, symbol_, decimals_, minter_);
    }

    /// @notice Configures a token placed at genesis; callable once, on zero storage.
    function initialize(string calldata name_, string calldata symbol_, uint8 decimals_, address minter_) external {
        _init(name_, symbol_, decimals_, minter_);
    }

    /// @notice Grants or revokes the mint/burn right; primary minter only.
    function setMinter(address account, bool allowed) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        isMinter[account] = allowed;
        emit MinterSet(account, allowed);
    }

    function mint(address to, uint256 amount) external {
        _checkMinter();
        if (to == address(0)) revert InvalidReceiver(to);
        _mint(to, amount);
    }

    function burn(address from, uint256 amount) external {
        _checkMinter();
        _burn(from, amount);
    }

    function _init(string memory name_, string memory symbol_, uint8 decimals_, address minter_) private initializer {
        _setMetadata(name_, symbol_, decimals_);
        minter = minter_;
    }

    function _checkMinter() private view {
        if (msg.sender != minter && !isMinter[msg.sender]) revert NotMinter(msg.sender);
    }
}
