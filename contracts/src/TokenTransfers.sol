// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title TokenTransfers
/// @notice SafeERC20-style helpers written inline, plus the native-asset
/// sentinel used by every Switchyard contract.
/// @dev Token calls accept both tokens that return `true` and tokens that
/// return nothing; a revert from the token is bubbled up unchanged.
abstract contract TokenTransfers {
    /// @notice Stands for the chain's native asset wherever a token address is expected.
    address internal constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    error TokenCallFailed(address token, bytes4 selector);
    error NativeTransferFailed(address to, uint256 amount);

    /// @dev Balance of `account` in `token` (native balance for NATIVE).
    function _balanceOf(address token, address account) internal view returns (uint256) {
        if (token == NATIVE) return account.balance;
        (bool ok, bytes memory ret) = token.staticcall(abi.encodeWithSelector(0x70a08231, account));
        if (!ok || ret.length < 32) revert TokenCallFailed(token, 0x70a08231);
        return abi.decode(ret, (uint256));
    }

    function _safeTransfer(address token, address to, uint256 amount) internal {
        _tokenCall(token, abi.encodeWithSelector(0xa9059cbb, to, amount));
    }

    function _safeTransferFrom(address token, address from, address to, uint256 amount) internal {
        _tokenCall(token, abi.encodeWithSelector(0x23b872dd, from, to, amount));
    }

    /// @dev Sets an allowance, resetting it to zero first for tokens that
    /// refuse to change a non-zero allowance (USDT style).
    function _forceApprove(address token, address spender, uint256 amount) internal {
        bytes memory data = abi.encodeWithSelector(0x095ea7b3, spender, amount);
        (bool ok, bytes memory ret) = token.call(data);
        if (ok && (ret.length == 0 ? token.code.length > 0 : abi.decode(ret, (bool)))) return;
        _tokenCall(token, abi.encodeWithSelector(0x095ea7b3, spender, 0));
        _tokenCall(token, data);
    }

    /// @dev Sends `amount` of `token` (or of the native asset) to `to`.
    function _send(address token, address to, uint256 amount) internal {
        if (token == NATIVE) {
            (bool ok,) = to.call{value: amount}("");
            if (!ok) revert NativeTransferFailed(to, amount);
        } else {
            _safeTransfer(token, to, amount);
        }
    }

    function _tokenCall(address token, bytes memory data) private {
        (bool ok, bytes memory ret) = token.call(data);
        if (!ok) {
            if (ret.length > 0) {
                assembly ("memory-safe") {
                    revert(add(ret, 32), mload(ret))
                }
            }
            revert TokenCallFailed(token, bytes4(data));
        }
        bool accepted = ret.length == 0 ? token.code.length > 0 : (ret.length >= 32 && abi.decode(ret, (bool)));
        if (!accepted) revert TokenCallFailed(token, bytes4(data));
    }
}
