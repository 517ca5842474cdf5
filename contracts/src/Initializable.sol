// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title Initializable
/// @notice One-shot configuration that works both from a constructor and on
/// zero storage. The devnet places runtime code at fixed addresses through the
/// genesis allocation (no constructor runs there) and then calls the
/// contract's `initialize(...)`; normal deployments pass the same values to
/// the constructor. Either way the configuration can be set exactly once.
/// @dev Devnet only: on a public network anyone could initialize first.
abstract contract Initializable {
    bool private _initialized;

    error AlreadyInitialized();

    modifier initializer() {
        if (_initialized) revert AlreadyInitialized();
        _initialized = true;
        _;
    }

    /// @notice Whether the configuration has been set.
    function isInitialized() external view returns (bool) {
        return _initialized;
    }
}
