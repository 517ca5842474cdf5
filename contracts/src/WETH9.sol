// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {Initializable} from "./Initializable.sol";

/// @title WETH9
/// @notice The canonical wrapped-native token (WETH9 behaviour: deposit,
/// withdraw, Deposit/Withdrawal events, `totalSupply` = the contract's native
/// balance, `transferFrom` by the owner itself or with a type(uint256).max
/// allowance leaves the allowance untouched). Name, symbol and decimals are
/// storage so one runtime code serves WETH, WAVAX, WPOL, ... at genesis.
/// @dev Differences from the 0.4 original: errors are custom errors, and
/// `withdraw` sends with `call` (all gas) rather than `transfer` (2300 gas).
contract WETH9 is Initializable {
    string public name;
    string public symbol;
    uint8 public decimals;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Approval(address indexed src, address indexed guy, uint256 wad);
    event Transfer(address indexed src, address indexed dst, uint256 wad);
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    error InsufficientBalance(address account, uint256 balance, uint256 needed);
    error InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error NativeTransferFailed(address to, uint256 amount);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        _init(name_, symbol_, decimals_);
    }

    /// @notice Configures a copy placed at genesis; callable once, on zero storage.
    function initialize(string calldata name_, string calldata symbol_, uint8 decimals_) external {
        _init(name_, symbol_, decimals_);
    }

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) external {
        uint256 balance = balanceOf[msg.sender];
        if (balance < wad) revert InsufficientBalance(msg.sender, balance, wad);
        balanceOf[msg.sender] = balance - wad;
        (bool ok,) = msg.sender.call{value: wad}("");
        if (!ok) revert NativeTransferFailed(msg.sender, wad);
        emit Withdrawal(msg.sender, wad);
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function approve(address guy, uint256 wad) external returns (bool) {
        allowance[msg.sender][guy] = wad;
        emit Approval(msg.sender, guy, wad);
        return true;
    }

    function transfer(address dst, uint256 wad) external returns (bool) {
        return transferFrom(msg.sender, dst, wad);
    }

    function transferFrom(address src, address dst, uint256 wad) public returns (bool) {
        uint256 balance = balanceOf[src];
        if (balance < wad) revert InsufficientBalance(src, balance, wad);
        if (src != msg.sender) {
            uint256 allowed = allowance[src][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < wad) revert InsufficientAllowance(msg.sender, allowed, wad);
                allowance[src][msg.sender] = allowed - wad;
            }
        }
        balanceOf[src] = balance - wad;
        balanceOf[dst] += wad;
        emit Transfer(src, dst, wad);
        return true;
    }

    function _init(string memory name_, string memory symbol_, uint8 decimals_) private initializer {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }
}
