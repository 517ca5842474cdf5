// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {TokenTransfers} from "./TokenTransfers.sol";

/// @title RouteMulticall
/// @notice Runs a route's list of calls in order; the router hands it the
/// route's input first and the calls must end by delivering the output back
/// to the router (CollectTokenBalance with target = router).
///
/// Call types:
/// - Default: `target.call{value: value}(callData)`.
/// - FullTokenBalance: `payload = abi.encode(address token, uint256 inputPos)`.
///   The 32-byte word at byte offset `inputPos` of `callData` (counting the
///   4-byte selector, so the first argument is at 4) is replaced by this
///   contract's current balance of `token`, `target` is approved for the
///   balance when its allowance is lower (not for NATIVE), and then called
///   with `value`. Example: `exchange(i, j, dx, min_dy)` with dx patched is
///   inputPos = 68; `transfer(to, amount)` is inputPos = 36.
/// - FullNativeBalance: `target.call{value: address(this).balance}(callData)`.
/// - CollectTokenBalance: `payload = abi.encode(address token)`; transfers this
///   contract's whole balance of `token` (native for 0xEeee...EEeE) to `target`.
///   `callData` and `value` are ignored.
///
/// Every call emits CallExecuted; a failing call reverts the whole run with
/// CallFailed(index, the callee's revert data).
/// @dev The contract holds nothing between transactions, so it needs no
/// access control: whoever calls `run` can only move what they put in.
contract RouteMulticall is TokenTransfers {
    enum CallType {
        Default,
        FullTokenBalance,
        FullNativeBalance,
        CollectTokenBalance
    }

    struct Call {
        CallType callType;
        address target;
        uint256 value;
        bytes callData;
        bytes payload;
    }

    event CallExecuted(uint256 indexed index, address indexed target, bool success);

    error CallFailed(uint256 index, bytes reason);
    error InvalidInputPos(uint256 index, uint256 inputPos, uint256 callDataLength);

    receive() external payable {}

    /// @notice Runs `calls` in order; reverts them all if one fails.
    function run(Call[] calldata calls) external payable {
        for (uint256 i = 0; i < calls.length; i++) {
            _execute(i, calls[i]);
            emit CallExecuted(i, calls[i].target, true);
        }
    }

    function _execute(uint256 index, Call calldata c) private {
        bool ok;
        bytes memory ret;
        if (c.callType == CallType.FullTokenBalance) {
            (address token, uint256 inputPos) = abi.decode(c.payload, (address, uint256));
            uint256 amount = _balanceOf(token, address(this));
            bytes memory data = c.callData;
            if (inputPos < 4 || inputPos + 32 > data.length) {
                revert InvalidInputPos(index, inputPos, data.length);
            }
            assembly ("memory-safe") {
                mstore(add(add(data, 32), inputPos), amount)
            }
            if (token != NATIVE && _allowance(token, c.target) < amount) {
                _forceApprove(token, c.target, type(uint256).max);
            }
            (ok, ret) = c.target.call{value: c.value}(data);
        } else if (c.callType == CallType.FullNativeBalance) {
            (ok, ret) = c.target.call{value: address(this).balance}(c.callData);
        } else if (c.callType == CallType.CollectTokenBalance) {
            address token = abi.decode(c.payload, (address));
            uint256 amount = _balanceOf(token, address(this));
            if (token == NATIVE) {
                (ok, ret) = c.target.call{value: amount}("");
            } else {
                (ok, ret) = token.call(abi.encodeWithSelector(0xa9059cbb, c.target, amount));
                if (ok && ret.length >= 32 && !abi.decode(ret, (bool))) ok = false;
            }
        } else {
            (ok, ret) = c.target.call{value: c.value}(c.callData);
        }
        if (!ok) revert CallFailed(index, ret);
    }

    function _allowance(address token, address spender) private view returns (uint256) {
        (bool ok, bytes memory ret) = token.staticcall(abi.encodeWithSelector(0xdd62ed3e, address(this), spender));
        return ok && ret.length >= 32 ? abi.decode(ret, (uint256)) : 0;
    }
}
