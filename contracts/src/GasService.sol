// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {Initializable} from "./Initializable.sol";

/// @title GasService
/// @notice Prepaid destination gas in the public (Axelar) gas service's shape:
/// the source transaction pays native gas for its gateway call, and anyone can
/// top it up later with `addNativeGas` (txHash and logIndex of the gateway
/// event). The relayer reads the events; the `operator` collects the fees.
///
/// Deployment: constructor(operator), or runtime code at genesis followed
/// by `initialize(operator)` (once, on zero storage).
contract GasService is Initializable {
    /// @notice The account allowed to collect the fees.
    address public operator;

    event NativeGasPaidForContractCall(
        address indexed sourceAddress,
        string destinationChain,
        string destinationAddress,
        bytes32 indexed payloadHash,
        uint256 gasFeeAmount,
        address refundAddress
    );
    event NativeGasPaidForContractCallWithToken(
        address indexed sourceAddress,
        string destinationChain,
        string destinationAddress,
        bytes32 indexed payloadHash,
        string symbol,
        uint256 amount,
        uint256 gasFeeAmount,
        address refundAddress
    );
    event NativeGasAdded(bytes32 indexed txHash, uint256 indexed logIndex, uint256 gasFeeAmount, address refundAddress);
    event FeesCollected(address indexed receiver, uint256 amount);

    error NothingReceived();
    error NotOperator(address caller);
    error TransferFailed(address receiver, uint256 amount);

    constructor(address operator_) {
        _init(operator_);
    }

    /// @notice Configures a gas service placed at genesis; callable once, on zero storage.
    function initialize(address operator_) external {
        _init(operator_);
    }

    /// @notice Pays `msg.value` of native gas for a gateway `callContract` by `sender`.
    function payNativeGasForContractCall(
        address sender,
        string calldata destinationChain,
        string calldata destinationAddress,
        bytes calldata payload,
        address refundAddress
    ) external payable {
        if (msg.value == 0) revert NothingReceived();
        emit NativeGasPaidForContractCall(
            sender, destinationChain, destinationAddress, keccak256(payload), msg.value, refundAddress
        );
    }

    /// @notice Pays `msg.value` of native gas for a gateway `callContractWithToken` by `sender`.
    function payNativeGasForContractCallWithToken(
        address sender,
        string calldata destinationChain,
        string calldata destinationAddress,
        bytes calldata payload,
        string calldata symbol,
        uint256 amount,
        address refundAddress
    ) external payable {
        if (msg.value == 0) revert NothingReceived();
        emit NativeGasPaidForContractCallWithToken(
            sender, destinationChain, destinationAddress, keccak256(payload), symbol, amount, msg.value, refundAddress
        );
    }

    /// @notice Adds `msg.value` of native gas to the message emitted at (txHash, logIndex).
    function addNativeGas(bytes32 txHash, uint256 logIndex, address refundAddress) external payable {
        if (msg.value == 0) revert NothingReceived();
        emit NativeGasAdded(txHash, logIndex, msg.value, refundAddress);
    }

    /// @notice Sends `amount` of the collected native fees to `receiver`.
    function collectFees(address payable receiver, uint256 amount) external {
        if (msg.sender != operator) revert NotOperator(msg.sender);
        (bool ok,) = receiver.call{value: amount}("");
        if (!ok) revert TransferFailed(receiver, amount);
        emit FeesCollected(receiver, amount);
    }

    function _init(address operator_) private initializer {
        operator = operator_;
    }
}
