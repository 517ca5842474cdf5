// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title ReentrancyGuard
/// @notice A transient-storage lock (EIP-1153): no storage slot to seed at
/// genesis and nothing left behind after the transaction.
abstract contract ReentrancyGuard {
    bool private transient _entered;

    error Reentrancy();

    modifier nonReentrant() {
        if (_entered) revert Reentrancy();
        _entered = true;
        _;
        _entered = false;
    }
}
