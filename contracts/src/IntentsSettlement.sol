// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

import {Initializable} from "./Initializable.sol";
import {ReentrancyGuard} from "./ReentrancyGuard.sol";
import {TokenTransfers} from "./TokenTransfers.sol";

/// @title IntentsSettlement
/// @notice Intents orders quoted and signed by a solver. One contract per
/// chain plays both roles:
///
/// Source chain: `createOrder(order, solverSignature)` checks the solver's
/// EIP-712 signature of the order, takes `fromAmount` of `fromToken` from
/// msg.sender (msg.value for NATIVE) into escrow and emits OrderCreated.
/// The caller may be anyone (a router, a wallet contract): the order's
/// `fromAddress` is who gets the refund, never the caller.
/// - `settle(orderHash)`: the settler (the devnet relayer, attesting the fill
///   on the destination) pays the escrow to the solver. Allowed while the
///   order is open, also after expiry: the fill was before expiry on the
///   destination's clock.
/// - `refund(orderHash)`: anyone, once block.timestamp > expiry and the order
///   is still open; pays the escrow to `fromAddress`.
/// An order is settled or refunded, never both; the first to land wins, so a
/// solver must fill with margin before expiry.
///
/// Destination chain: `fill(order)` by `order.solver`, while block.timestamp
/// <= expiry, pays `toAmount` of `toToken` (msg.value for NATIVE) from the
/// solver to `toAddress` and records the fill; each order hash fills once.
///
/// orderHash = EIP-712 hashStruct(order), the same on both chains. The solver
/// signs the EIP-712 digest keccak256("\x19\x01" ‖ domainSeparator ‖
/// orderHash) under the SOURCE settlement's domain {name: "Switchyard
/// Intents", version: "1", chainId: fromChainId, verifyingContract: source
/// settlement}; the signature is r ‖ s ‖ v (65 bytes, v = 27/28 or 0/1).
///
/// Deployment: constructor(settler), or runtime code at genesis followed by
/// `initialize(settler)` (once, on zero storage).
contract IntentsSettlement is Initializable, ReentrancyGuard, TokenTransfers {
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

    enum Status {
        None,
        Created,
        Settled,
        Refunded
    }

    struct Escrow {
        Status status;
        address fromAddress;
        address fromToken;
        address solver;
        uint256 fromAmount;
        uint256 expiry;
    }

    bytes32 public constant ORDER_TYPEHASH = keccak256(
        "Order(uint256 fromChainId,address fromAddress,address fromToken,uint256 fromAmount,uint256 toChainId,"
        "address toToken,uint256 toAmount,address toAddress,address solver,uint256 expiry,uint256 nonce)"
    );
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant NAME_HASH = keccak256("Switchyard Intents");
    bytes32 private constant VERSION_HASH = keccak256("1");
    uint256 private constant HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    /// @notice The account allowed to settle orders (attests destination fills).
    address public settler;
    /// @notice Source side: escrow of each created order.
    mapping(bytes32 => Escrow) public escrows;
    /// @notice Destination side: the solver that filled each order hash.
    mapping(bytes32 => address) public fills;

    event OrderCreated(bytes32 indexed orderHash, address indexed fromAddress, address indexed solver, Order order);
    event OrderFilled(
        bytes32 indexed orderHash, address indexed solver, address indexed toAddress, address toToken, uint256 toAmount
    );
    event OrderSettled(bytes32 indexed orderHash, address indexed solver, address fromToken, uint256 fromAmount);
    event OrderRefunded(bytes32 indexed orderHash, address indexed fromAddress, address fromToken, uint256 fromAmount);

    error WrongChain(uint256 expected, uint256 actual);
    error OrderExpired(uint256 expiry);
    error OrderNotExpired(uint256 expiry);
    error OrderExists(bytes32 orderHash);
    error OrderNotOpen(bytes32 orderHash);
    error OrderAlreadyFilled(bytes32 orderHash);
    error InvalidSignature();
    error InvalidOrder();
    error WrongValue(uint256 expected, uint256 actual);
    error NotSolver(address caller);
    error NotSettler(address caller);

    constructor(address settler_) {
        _init(settler_);
    }

    /// @notice Configures a settlement placed at genesis; callable once, on zero storage.
    function initialize(address settler_) external {
        _init(settler_);
    }

    // ---- source chain ----

    /// @notice Escrows the order's input from msg.sender; `fromAddress` gets any refund.
    function createOrder(Order calldata order, bytes calldata solverSignature)
        external
        payable
        nonReentrant
        returns (bytes32 orderHash)
    {
        if (order.fromChainId != block.chainid) revert WrongChain(order.fromChainId, block.chainid);
        if (block.timestamp > order.expiry) revert OrderExpired(order.expiry);
        if (order.fromAddress == address(0) || order.toAddress == address(0) || order.fromAmount == 0) {
            revert InvalidOrder();
        }
        orderHash = hashOrder(order);
        if (escrows[orderHash].status != Status.None) revert OrderExists(orderHash);
        if (_recover(_digest(orderHash), solverSignature) != order.solver) revert InvalidSignature();
        escrows[orderHash] = Escrow({
            status: Status.Created,
            fromAddress: order.fromAddress,
            fromToken: order.fromToken,
            solver: order.solver,
            fromAmount: order.fromAmount,
            expiry: order.expiry
        });
        _receive(order.fromToken, order.fromAmount);
        emit OrderCreated(orderHash, order.fromAddress, order.solver, order);
    }

    /// @notice Pays the escrow to the solver; settler only, while the order is open.
    function settle(bytes32 orderHash) external nonReentrant {
        if (msg.sender != settler) revert NotSettler(msg.sender);
        Escrow storage e = escrows[orderHash];
        if (e.status != Status.Created) revert OrderNotOpen(orderHash);
        e.status = Status.Settled;
        _send(e.fromToken, e.solver, e.fromAmount);
        emit OrderSettled(orderHash, e.solver, e.fromToken, e.fromAmount);
    }

    /// @notice Returns the escrow to the order's fromAddress after expiry; anyone may call.
    function refund(bytes32 orderHash) external nonReentrant {
        Escrow storage e = escrows[orderHash];
        if (e.status != Status.Created) revert OrderNotOpen(orderHash);
        if (block.timestamp <= e.expiry) revert OrderNotExpired(e.expiry);
        e.status = Status.Refunded;
        _send(e.fromToken, e.fromAddress, e.fromAmount);
        emit OrderRefunded(orderHash, e.fromAddress, e.fromToken, e.fromAmount);
    }

    // ---- destination chain ----

    /// @notice Delivers the order's output from the solver to `toAddress`; once per order.
    function fill(Order calldata order) external payable nonReentrant returns (bytes32 orderHash) {
        if (order.toChainId != block.chainid) revert WrongChain(order.toChainId, block.chainid);
        if (msg.sender != order.solver) revert NotSolver(msg.sender);
        if (block.timestamp > order.expiry) revert OrderExpired(order.expiry);
        orderHash = hashOrder(order);
        if (fills[orderHash] != address(0)) revert OrderAlreadyFilled(orderHash);
        fills[orderHash] = msg.sender;
        if (order.toToken == NATIVE) {
            if (msg.value != order.toAmount) revert WrongValue(order.toAmount, msg.value);
            _send(NATIVE, order.toAddress, order.toAmount);
        } else {
            if (msg.value != 0) revert WrongValue(0, msg.value);
            _safeTransferFrom(order.toToken, msg.sender, order.toAddress, order.toAmount);
        }
        emit OrderFilled(orderHash, msg.sender, order.toAddress, order.toToken, order.toAmount);
    }

    // ---- EIP-712 ----

    /// @notice This contract's EIP-712 domain separator (for orders created here).
    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
    }

    /// @notice EIP-712 hashStruct(order): the order hash used by every function and event.
    function hashOrder(Order calldata order) public pure returns (bytes32) {
        // Order has only static fields, so abi.encode(order) is its fields in order.
        return keccak256(abi.encode(ORDER_TYPEHASH, order));
    }

    /// @notice The digest the solver signs for an order created on this contract.
    function orderDigest(Order calldata order) external view returns (bytes32) {
        return _digest(hashOrder(order));
    }

    function _digest(bytes32 orderHash) private view returns (bytes32) {
        return keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR(), orderHash));
    }

    function _recover(bytes32 digest, bytes calldata sig) private pure returns (address signer) {
        if (sig.length != 65) revert InvalidSignature();
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_CURVE_ORDER || (v != 27 && v != 28)) revert InvalidSignature();
        signer = ecrecover(digest, v, r, s);
        if (signer == address(0)) revert InvalidSignature();
    }

    function _receive(address token, uint256 amount) private {
        if (token == NATIVE) {
            if (msg.value != amount) revert WrongValue(amount, msg.value);
        } else {
            if (msg.value != 0) revert WrongValue(0, msg.value);
            _safeTransferFrom(token, msg.sender, address(this), amount);
        }
    }

    function _init(address settler_) private initializer {
        settler = settler_;
    }
}
