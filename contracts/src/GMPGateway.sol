// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {ERC20Token} from "./ERC20Token.sol";
import {Initializable} from "./Initializable.sol";
import {TokenTransfers} from "./TokenTransfers.sol";

/// @title GMPGateway
/// @notice A GMP gateway with the public (Axelar) gateway's shape and events.
///
/// Source side: `callContract` emits ContractCall; `callContractWithToken`
/// pulls `amount` of the token registered for `symbol` from the caller and
/// burns it (the gateway must be a minter of that ERC20Token; this stands in
/// for lock/burn), then emits ContractCallWithToken.
///
/// Destination side: the `operator` (the devnet relayer) approves a message
/// with `approveContractCall[WithMint]`; each command id can be approved once.
/// The destination contract then calls `validateContractCall[AndMint]` with
/// the same fields: for an approved, not yet executed command whose
/// contractAddress is the caller, that marks the command executed, (mints
/// `amount` to the caller,) emits Executed and returns true; otherwise it
/// returns false and changes nothing.
///
/// Deployment: constructor(operator), or runtime code at genesis followed
/// by `initialize(operator)` (once, on zero storage).
contract GMPGateway is Initializable, TokenTransfers {
    bytes32 private constant PREFIX_CALL_APPROVED = keccak256("contract-call-approved");
    bytes32 private constant PREFIX_CALL_APPROVED_WITH_MINT = keccak256("contract-call-approved-with-mint");

    /// @notice The relayer allowed to approve messages and register tokens.
    address public operator;
    /// @notice Token contract for each bridged symbol.
    mapping(string => address) public tokenAddresses;

    mapping(bytes32 => bool) private commandApproved;
    mapping(bytes32 => bool) private commandExecuted;
    mapping(bytes32 => bool) private approvals;

    event TokenRegistered(string symbol, address tokenAddress);
    event ContractCall(
        address indexed sender,
        string destinationChain,
        string destinationContractAddress,
        bytes32 indexed payloadHash,
        bytes payload
    );
    event ContractCallWithToken(
        address indexed sender,
        string destinationChain,
        string destinationContractAddress,
        bytes32 indexed payloadHash,
        bytes payload,
        string symbol,
        uint256 amount
    );
    event ContractCallApproved(
        bytes32 indexed commandId,
        string sourceChain,
        string sourceAddress,
        address indexed contractAddress,
        bytes32 indexed payloadHash,
        bytes32 sourceTxHash,
        uint256 sourceEventIndex
    );
    event ContractCallApprovedWithMint(
        bytes32 indexed commandId,
        string sourceChain,
        string sourceAddress,
        address indexed contractAddress,
        bytes32 indexed payloadHash,
        string symbol,
        uint256 amount,
        bytes32 sourceTxHash,
        uint256 sourceEventIndex
    );
    event Executed(bytes32 indexed commandId);

    error NotOperator(address caller);
    error TokenDoesNotExist(string symbol);
    error CommandAlreadyApproved(bytes32 commandId);
    error InvalidAmount();

    modifier onlyOperator() {
        if (msg.sender != operator) revert NotOperator(msg.sender);
        _;
    }

    constructor(address operator_) {
        _init(operator_);
    }

    /// @notice Configures a gateway placed at genesis; callable once, on zero storage.
    function initialize(address operator_) external {
        _init(operator_);
    }

    /// @notice Registers (or replaces) the token contract bridged as `symbol`.
    function registerToken(string calldata symbol, address token) external onlyOperator {
        tokenAddresses[symbol] = token;
        emit TokenRegistered(symbol, token);
    }

    // ---- source chain ----

    function callContract(
        string calldata destinationChain,
        string calldata destinationContractAddress,
        bytes calldata payload
    ) external {
        emit ContractCall(msg.sender, destinationChain, destinationContractAddress, keccak256(payload), payload);
    }

    function callContractWithToken(
        string calldata destinationChain,
        string calldata destinationContractAddress,
        bytes calldata payload,
        string calldata symbol,
        uint256 amount
    ) external {
        if (amount == 0) revert InvalidAmount();
        address token = _token(symbol);
        _safeTransferFrom(token, msg.sender, address(this), amount);
        ERC20Token(token).burn(address(this), amount);
        emit ContractCallWithToken(
            msg.sender, destinationChain, destinationContractAddress, keccak256(payload), payload, symbol, amount
        );
    }

    // ---- destination chain: relayer ----

    function approveContractCall(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        address contractAddress,
        bytes32 payloadHash,
        bytes32 sourceTxHash,
        uint256 sourceEventIndex
    ) external onlyOperator {
        _useCommand(commandId);
        approvals[_callKey(commandId, sourceChain, sourceAddress, contractAddress, payloadHash)] = true;
        emit ContractCallApproved(
            commandId, sourceChain, sourceAddress, contractAddress, payloadHash, sourceTxHash, sourceEventIndex
        );
    }

    function approveContractCallWithMint(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        address contractAddress,
        bytes32 payloadHash,
        string calldata symbol,
        uint256 amount,
        bytes32 sourceTxHash,
        uint256 sourceEventIndex
    ) external onlyOperator {
        _token(symbol);
        _useCommand(commandId);
        approvals[_mintKey(commandId, sourceChain, sourceAddress, contractAddress, payloadHash, symbol, amount)] = true;
        emit ContractCallApprovedWithMint(
            commandId,
            sourceChain,
            sourceAddress,
            contractAddress,
            payloadHash,
            symbol,
            amount,
            sourceTxHash,
            sourceEventIndex
        );
    }

    // ---- destination chain: destination contract ----

    function validateContractCall(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        bytes32 payloadHash
    ) external returns (bool) {
        bytes32 key = _callKey(commandId, sourceChain, sourceAddress, msg.sender, payloadHash);
        if (!approvals[key]) return false;
        _execute(commandId, key);
        return true;
    }

    function validateContractCallAndMint(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        bytes32 payloadHash,
        string calldata symbol,
        uint256 amount
    ) external returns (bool) {
        bytes32 key = _mintKey(commandId, sourceChain, sourceAddress, msg.sender, payloadHash, symbol, amount);
        if (!approvals[key]) return false;
        _execute(commandId, key);
        ERC20Token(_token(symbol)).mint(msg.sender, amount);
        return true;
    }

    // ---- views ----

    /// @notice True once the command was validated by its destination contract.
    function isCommandExecuted(bytes32 commandId) external view returns (bool) {
        return commandExecuted[commandId];
    }

    /// @notice True once the operator approved the command (executed or not).
    function isCommandApproved(bytes32 commandId) external view returns (bool) {
        return commandApproved[commandId];
    }

    function isContractCallApproved(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        address contractAddress,
        bytes32 payloadHash
    ) external view returns (bool) {
        return approvals[_callKey(commandId, sourceChain, sourceAddress, contractAddress, payloadHash)];
    }

    function isContractCallAndMintApproved(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        address contractAddress,
        bytes32 payloadHash,
        string calldata symbol,
        uint256 amount
    ) external view returns (bool) {
        return approvals[_mintKey(commandId, sourceChain, sourceAddress, contractAddress, payloadHash, symbol, amount)];
    }

    // ---- internals ----

    function _useCommand(bytes32 commandId) private {
        if (commandApproved[commandId]) revert CommandAlreadyApproved(commandId);
        commandApproved[commandId] = true;
    }

    function _execute(bytes32 commandId, bytes32 key) private {
        delete approvals[key];
        commandExecuted[commandId] = true;
        emit Executed(commandId);
    }

    function _token(string calldata symbol) private view returns (address token) {
        token = tokenAddresses[symbol];
        if (token == address(0)) revert TokenDoesNotExist(symbol);
    }

    function _callKey(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        address contractAddress,
        bytes32 payloadHash
    ) private pure returns (bytes32) {
        return keccak256(
            abi.encode(PREFIX_CALL_APPROVED, commandId, sourceChain, sourceAddress, contractAddress, payloadHash)
        );
    }

    function _mintKey(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        address contractAddress,
        bytes32 payloadHash,
        string calldata symbol,
        uint256 amount
    ) private pure returns (bytes32) {
        return keccak256(
            abi.encode(
                PREFIX_CALL_APPROVED_WITH_MINT,
                commandId,
                sourceChain,
                sourceAddress,
                contractAddress,
                payloadHash,
                symbol,
                amount
            )
        );
    }

    function _init(address operator_) private initializer {
        operator = operator_;
    }
}
