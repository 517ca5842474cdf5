// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {GasService} from "./GasService.sol";
import {GMPGateway} from "./GMPGateway.sol";
import {Initializable} from "./Initializable.sol";
import {ReentrancyGuard} from "./ReentrancyGuard.sol";
import {TokenTransfers} from "./TokenTransfers.sol";

/// @dev RouteMulticall.run, typed with the router's identical Call struct.
interface IRouteMulticall {
    function run(RouteRouter.Call[] calldata calls) external payable;
}

/// @dev IntentsSettlement.createOrder, typed with the router's identical Order struct.
interface IIntentsSettlement {
    function createOrder(RouteRouter.Order calldata order, bytes calldata solverSignature)
        external
        payable
        returns (bytes32 orderHash);
}

/// @title RouteRouter
/// @notice The entry point of every route transaction (transactionRequest.target):
/// clients approve `fromToken` to the router and send {to: router, data, value}.
/// NATIVE (0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE) stands for the native asset.
///
/// Route calls run in RouteMulticall (see its call types). The router sends the
/// input to the multicall, runs the calls, and measures what came back to
/// itself: the calls must end with CollectTokenBalance(target = this router,
/// token = the expected output), native included (unwrap WETH in the calls).
///
/// `Call` and `Order` are layout-identical copies of RouteMulticall.Call and
/// IntentsSettlement.Order (own names so each Go binding file declares its own
/// struct type; the Go types convert into each other).
///
/// Bridge payload (`destinationPayload`, decoded by `executeWithToken`):
///     abi.encode(address recipient, uint256 minToAmount, address toToken,
///                uint256 gasLimit, Call[] destinationCalls)
/// `encodeDestinationPayload` returns exactly that encoding. `gasLimit` is
/// the gas the destination calls get (see executeWithToken).
contract RouteRouter is Initializable, ReentrancyGuard, TokenTransfers {
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

    struct Order {
        uint256 fromChainId;
        address fromAddress;
        address fromToken;
        uint256 fromAmount;
        uint256 toChainId;
        address toToken;
        uint256 toAmount;
        address toAddress;
        address solver;
        uint256 expiry;
        uint256 nonce;
    }

    /// @notice Gas executeWithToken keeps, beyond the payload's gasLimit, for
    /// the work after the destination calls (delivering a token to a new
    /// holder costs ~120k on a chain with EIP-8037 state gas).
    uint256 public constant DELIVERY_GAS_RESERVE = 250_000;
    /// @notice Largest payload gasLimit: bridgeCall refuses more, and
    /// executeWithToken uses at most this much.
    uint256 public constant MAX_DESTINATION_GAS = 10_000_000;

    address public multicall;
    address public gateway;
    address public gasService;
    address public settlement;

    /// @notice A route's swaps completed: same-chain (commandId = 0) or on the
    /// destination of a bridge route (commandId = the gateway command).
    /// `sender` is the transaction's caller of the router. Same-chain,
    /// `fromAmount` is the input spent: what the router pulled less what the
    /// calls returned to `sender` in fromToken (an exact output's unused
    /// input); on a destination it is the bridged amount the calls received.
    event RouteExecuted(
        bytes32 indexed commandId,
        address indexed sender,
        address indexed recipient,
        address fromToken,
        uint256 fromAmount,
        address toToken,
        uint256 toAmount
    );
    /// @notice The destination calls failed (or returned less than minToAmount):
    /// `amount` of the bridged `token` went to `recipient` instead (partial success).
    event DestinationCallsFailed(
        bytes32 indexed commandId, address indexed recipient, address token, uint256 amount, bytes reason
    );

    error InsufficientOutput(uint256 amount, uint256 minimum);
    error InsufficientValue(uint256 needed, uint256 sent);
    error InvalidRecipient();
    error InvalidDestinationGas(uint256 gasLimit);
    error UnknownSymbol(string symbol);
    error NothingBridged();
    error NotApprovedByGateway();
    error InsufficientGasForDestinationCalls(uint256 needed, uint256 available);
    error OnlySelf();

    constructor(address multicall_, address gateway_, address gasService_, address settlement_) {
        _init(multicall_, gateway_, gasService_, settlement_);
    }

    /// @notice Configures a router placed at genesis; callable once, on zero storage.
    function initialize(address multicall_, address gateway_, address gasService_, address settlement_) external {
        _init(multicall_, gateway_, gasService_, settlement_);
    }

    /// @notice Receives native output collected back from the multicall.
    receive() external payable {}

    /// @notice Same-chain route: runs `calls` on `fromAmount` of `fromToken` and
    /// delivers all `toToken` they return (at least `minToAmount`) to `recipient`.
    /// msg.value: fromAmount for a NATIVE input (plus any call values); all of it
    /// is forwarded to the multicall.
    function swap(
        address fromToken,
        uint256 fromAmount,
        address toToken,
        uint256 minToAmount,
        address recipient,
        Call[] calldata calls
    ) external payable nonReentrant returns (uint256 toAmount) {
        if (recipient == address(0)) revert InvalidRecipient();
        _pullTo(fromToken, fromAmount, msg.value, multicall);
        uint256 before = _balanceOf(toToken, address(this)) - (toToken == NATIVE ? msg.value : 0);
        uint256 senderBefore = _balanceOf(fromToken, msg.sender);
        IRouteMulticall(multicall).run{value: msg.value}(calls);
        toAmount = _balanceOf(toToken, address(this)) - before;
        if (toAmount < minToAmount) revert InsufficientOutput(toAmount, minToAmount);
        uint256 spent = _spent(fromToken, fromAmount, senderBefore);
        _send(toToken, recipient, toAmount);
        emit RouteExecuted(bytes32(0), msg.sender, recipient, fromToken, spent, toToken, toAmount);
    }

    /// @notice Source half of a bridge route: runs `sourceCalls` (which must
    /// return the token bridged as `bridgedSymbol` to the router; with no calls
    /// fromToken must be that token), pays `gasFee` of native gas to the gas
    /// service and sends everything the calls returned through the gateway's
    /// `callContractWithToken` to `destinationRouter` on `destinationChain`.
    /// msg.value = gasFee + (fromAmount for a NATIVE input) + any call values.
    function bridgeCall(
        address fromToken,
        uint256 fromAmount,
        Call[] calldata sourceCalls,
        string memory bridgedSymbol,
        string memory destinationChain,
        string memory destinationRouter,
        bytes memory destinationPayload,
        address refundRecipient,
        uint256 gasFee
    ) external payable nonReentrant returns (uint256 bridgedAmount) {
        if (msg.value < gasFee) revert InsufficientValue(gasFee, msg.value);
        _checkPayload(destinationPayload);
        address bridgedToken = GMPGateway(gateway).tokenAddresses(bridgedSymbol);
        if (bridgedToken == address(0)) revert UnknownSymbol(bridgedSymbol);
        bridgedAmount = _sourceCalls(fromToken, fromAmount, sourceCalls, bridgedToken, msg.value - gasFee);
        if (bridgedAmount == 0) revert NothingBridged();
        if (gasFee > 0) {
            GasService(gasService).payNativeGasForContractCallWithToken{value: gasFee}(
                address(this),
                destinationChain,
                destinationRouter,
                destinationPayload,
                bridgedSymbol,
                bridgedAmount,
                refundRecipient
            );
        }
        _forceApprove(bridgedToken, gateway, bridgedAmount);
        GMPGateway(gateway).callContractWithToken(
            destinationChain, destinationRouter, destinationPayload, bridgedSymbol, bridgedAmount
        );
    }

    /// @notice Destination half of a bridge route, called by the relayer after
    /// the gateway approved the message. Mints the bridged token through the
    /// gateway, then runs the payload's calls with exactly the payload's
    /// gasLimit. If they fail (out of that gas included) or return less than
    /// minToAmount, the bridged token goes to the payload's recipient and
    /// DestinationCallsFailed is emitted; the message itself does not revert.
    /// The outcome never depends on the relayer's gas limit: with less than
    /// gasLimit * 64/63 + DELIVERY_GAS_RESERVE gas left at that point, the
    /// execution reverts with InsufficientGasForDestinationCalls (retry with
    /// more gas; eth_estimateGas finds the right amount). gasLimit covers all
    /// the work after the mint, including the delivery when there are no
    /// calls; above MAX_DESTINATION_GAS, that is used instead. It also reverts for an unapproved message and for a payload
    /// shorter than its four leading words or whose recipient is not an address.
    function executeWithToken(
        bytes32 commandId,
        string calldata sourceChain,
        string calldata sourceAddress,
        bytes calldata payload,
        string calldata tokenSymbol,
        uint256 amount
    ) external nonReentrant {
        GMPGateway gw = GMPGateway(gateway);
        if (!gw.validateContractCallAndMint(commandId, sourceChain, sourceAddress, keccak256(payload), tokenSymbol, amount)) {
            revert NotApprovedByGateway();
        }
        _deliverDestination(commandId, gw.tokenAddresses(tokenSymbol), amount, payload);
    }

    /// @notice Intents route: escrows the input with the settlement and creates
    /// the order as given; refunds go to `order.fromAddress`, not to the caller
    /// nor the router. msg.value = fromAmount for a NATIVE input, else 0.
    function createIntentOrder(Order calldata order, bytes calldata solverSignature)
        external
        payable
        nonReentrant
        returns (bytes32 orderHash)
    {
        orderHash = _createIntentOrder(order, solverSignature, address(0), 0);
    }

    /// @notice Intents route of an integrator with a fee: takes
    /// `order.fromAmount + feeAmount` of the order's input from the caller,
    /// pays `feeAmount` to `feeRecipient` and creates the order, as
    /// createIntentOrder, for the rest. The solver signs the order as given
    /// (its fromAmount is after the fee); refunds go to `order.fromAddress`.
    /// msg.value = fromAmount + feeAmount for a NATIVE input, else 0.
    function createIntentOrderWithFee(
        Order calldata order,
        bytes calldata solverSignature,
        address feeRecipient,
        uint256 feeAmount
    ) external payable nonReentrant returns (bytes32 orderHash) {
        if (feeRecipient == address(0)) revert InvalidRecipient();
        orderHash = _createIntentOrder(order, solverSignature, feeRecipient, feeAmount);
    }
    /// @notice The bridge payload for `executeWithToken`; pure helper for encoders
    /// (equal to this function's call data without the selector).
    function encodeDestinationPayload(
        address recipient,
        uint256 minToAmount,
        address toToken,
        uint256 gasLimit,
        Call[] calldata calls
    ) external pure returns (bytes memory) {
        return abi.encode(recipient, minToAmount, toToken, gasLimit, calls);
    }

    /// @notice Runs the destination calls; only callable by the router itself
    /// (from executeWithToken's try), so a revert here undoes only this part.
    function runDestinationCalls(address token, uint256 amount, bytes calldata payload)
        external
        returns (address toToken, uint256 toAmount)
    {
        if (msg.sender != address(this)) revert OnlySelf();
        (address recipient, uint256 minToAmount, address outToken,, Call[] memory calls) =
            abi.decode(payload, (address, uint256, address, uint256, Call[]));
        if (calls.length == 0) {
            toToken = token;
            toAmount = amount;
        } else {
            toToken = outToken;
            _safeTransfer(token, multicall, amount);
            uint256 before = _balanceOf(toToken, address(this));
            IRouteMulticall(multicall).run(calls);
            toAmount = _balanceOf(toToken, address(this)) - before;
        }
        if (toAmount < minToAmount) revert InsufficientOutput(toAmount, minToAmount);
        _send(toToken, recipient, toAmount);
    }

    /// @dev Runs the destination calls, or delivers the bridged token to the
    /// payload's recipient if they fail.
    function _deliverDestination(bytes32 commandId, address token, uint256 amount, bytes calldata payload) private {
        (address recipient,,, uint256 gasLimit) = abi.decode(payload, (address, uint256, address, uint256));
        if (gasLimit > MAX_DESTINATION_GAS) gasLimit = MAX_DESTINATION_GAS;
        uint256 needed = gasLimit + gasLimit / 63 + DELIVERY_GAS_RESERVE;
        if (gasleft() < needed) revert InsufficientGasForDestinationCalls(needed, gasleft());
        try this.runDestinationCalls{gas: gasLimit}(token, amount, payload) returns (address toToken, uint256 toAmount) {
            emit RouteExecuted(commandId, msg.sender, recipient, token, amount, toToken, toAmount);
        } catch (bytes memory reason) {
            _safeTransfer(token, recipient, amount);
            emit DestinationCallsFailed(commandId, recipient, token, amount, reason);
        }
    }

    /// @dev Takes the order's input and `feeAmount` from the caller, pays the
    /// fee and escrows the order's input with the settlement.
    function _createIntentOrder(
        Order calldata order,
        bytes calldata solverSignature,
        address feeRecipient,
        uint256 feeAmount
    ) private returns (bytes32) {
        address token = order.fromToken;
        uint256 escrowValue;
        if (token == NATIVE) {
            uint256 needed = order.fromAmount + feeAmount;
            if (msg.value != needed) revert InsufficientValue(needed, msg.value);
            escrowValue = order.fromAmount;
        } else {
            if (msg.value != 0) revert InsufficientValue(0, msg.value);
            _safeTransferFrom(token, msg.sender, address(this), order.fromAmount + feeAmount);
            _forceApprove(token, settlement, order.fromAmount);
        }
        if (feeAmount > 0) _send(token, feeRecipient, feeAmount);
        return IIntentsSettlement(settlement).createOrder{value: escrowValue}(order, solverSignature);
    }

    /// @dev Refuses a bridge payload that could not be delivered: no recipient,
    /// or a gasLimit above MAX_DESTINATION_GAS (its calls are checked only on
    /// the destination, where a failure still delivers to the recipient).
    function _checkPayload(bytes memory payload) private pure {
        (address recipient,,, uint256 gasLimit) = abi.decode(payload, (address, uint256, address, uint256));
        if (recipient == address(0)) revert InvalidRecipient();
        if (gasLimit > MAX_DESTINATION_GAS) revert InvalidDestinationGas(gasLimit);
    }

    /// @dev Moves the input to the multicall, runs the calls and returns how
    /// much of `bridgedToken` came back (no calls: pulls fromToken directly).
    function _sourceCalls(
        address fromToken,
        uint256 fromAmount,
        Call[] calldata calls,
        address bridgedToken,
        uint256 runValue
    ) private returns (uint256) {
        if (calls.length == 0) {
            if (fromToken != bridgedToken || runValue != 0) revert NothingBridged();
            _safeTransferFrom(fromToken, msg.sender, address(this), fromAmount);
            return fromAmount;
        }
        _pullTo(fromToken, fromAmount, runValue, multicall);
        uint256 before = _balanceOf(bridgedToken, address(this));
        IRouteMulticall(multicall).run{value: runValue}(calls);
        return _balanceOf(bridgedToken, address(this)) - before;
    }

    /// @dev The input a same-chain route spent: fromAmount less what its calls
    /// gave back to the sender in fromToken (an exact output's unused input,
    /// refunded in the same transaction), measured before the output is sent.
    function _spent(address fromToken, uint256 fromAmount, uint256 senderBefore) private view returns (uint256) {
        uint256 senderAfter = _balanceOf(fromToken, msg.sender);
        if (senderAfter <= senderBefore) return fromAmount;
        uint256 back = senderAfter - senderBefore;
        return back < fromAmount ? fromAmount - back : 0;
    }

    /// @dev Takes the route input from msg.sender into `to`; a NATIVE input
    /// must be covered by `value` (which the caller forwards).
    function _pullTo(address token, uint256 amount, uint256 value, address to) private {
        if (token == NATIVE) {
            if (value < amount) revert InsufficientValue(amount, value);
        } else {
            _safeTransferFrom(token, msg.sender, to, amount);
        }
    }

    function _init(address multicall_, address gateway_, address gasService_, address settlement_)
        private
        initializer
    {
        multicall = multicall_;
        gateway = gateway_;
        gasService = gasService_;
        settlement = settlement_;
    }
}
