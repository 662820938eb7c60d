// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice The devnet's Arbitrum USDC bridge. Deposits are plain USDC transfers to this address (as on
///         Hyperliquid's Bridge2), credited off-chain by the watcher; withdrawals are paid out from here.
/// @dev `payout` records each withdrawal id before transferring, so a retried payout reverts instead of
///      paying twice: exactly-once holds on chain whatever the off-chain side does.
contract Bridge is Ownable {
    using SafeERC20 for IERC20;

    IERC20 public immutable usdc;
    address public operator;
    mapping(bytes32 withdrawalId => bool) public isPaid;

    event OperatorChanged(address indexed operator);
    event Payout(bytes32 indexed withdrawalId, address indexed to, uint256 amount);

    error NotOperator(address caller);
    error AlreadyPaid(bytes32 withdrawalId);

    constructor(IERC20 usdc_, address initialOwner, address operator_) Ownable(initialOwner) {
        usdc = usdc_;
        operator = operator_;
        emit OperatorChanged(operator_);
    }

    function setOperator(address operator_) external onlyOwner {
        operator = operator_;
        emit OperatorChanged(operator_);
    }

    function payout(address to, uint256 amount, bytes32 withdrawalId) external {
        if (msg.sender != operator && msg.sender != owner()) revert NotOperator(msg.sender);
        if (isPaid[withdrawalId]) revert AlreadyPaid(withdrawalId);
        isPaid[withdrawalId] = true;
        emit Payout(withdrawalId, to, amount);
        usdc.safeTransfer(to, amount);
    }
}
