// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";

/// @dev The part of Uniswap V2's Router02 the fee router calls (the router itself is deployed from
/// the v2-periphery npm artifact, compiled with Solidity 0.6).
interface IUniswapV2Router02 {
    function WETH() external view returns (address);

    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory amounts);

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory amounts);
}

/// @notice The devnet's stand-in for 1inch's `fee` + `referrer`: every swap pays the platform fee in
/// the input token (or native coin) to the fee receiver, and the rest is swapped through Uniswap V2,
/// over as many hops as the path has. The trader approves this contract, which is the spender the
/// server's `oneinch-spender` names.
contract PlatformFeeRouter {
    using SafeERC20 for IERC20;

    uint256 public constant BASIS_POINTS = 10_000;
    /// @dev 1inch caps its partner fee at 3 %; the devnet refuses more for the same reason.
    uint256 public constant MAX_FEE_BASIS_POINTS = 300;

    IUniswapV2Router02 public immutable router;
    address public immutable feeReceiver;
    uint256 public immutable feeBasisPoints;

    event PlatformFeeTaken(address indexed payer, address indexed token, uint256 amount);

    error ZeroAddress();
    error FeeTooHigh(uint256 feeBasisPoints);
    error InvalidPath();

    constructor(address router_, address feeReceiver_, uint256 feeBasisPoints_) {
        if (router_ == address(0) || feeReceiver_ == address(0)) revert ZeroAddress();
        if (feeBasisPoints_ > MAX_FEE_BASIS_POINTS) revert FeeTooHigh(feeBasisPoints_);
        router = IUniswapV2Router02(router_);
        feeReceiver = feeReceiver_;
        feeBasisPoints = feeBasisPoints_;
    }

    /// @notice The fee taken from `amountIn`, rounded down (the trader never pays more than the rate).
    function platformFee(uint256 amountIn) public view returns (uint256) {
        return (amountIn * feeBasisPoints) / BASIS_POINTS;
    }

    /// @notice What a swap of `amountIn` along `path` gives after the fee, as the router would pay it now.
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory) {
        return router.getAmountsOut(amountIn - platformFee(amountIn), path);
    }

    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory) {
        uint256 netAmount = _takeTokenFee(path, amountIn);
        return router.swapExactTokensForTokens(netAmount, amountOutMin, path, to, deadline);
    }

    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external returns (uint256[] memory) {
        uint256 netAmount = _takeTokenFee(path, amountIn);
        return router.swapExactTokensForETH(netAmount, amountOutMin, path, to, deadline);
    }

    function swapExactETHForTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable
        returns (uint256[] memory)
    {
        uint256 fee = platformFee(msg.value);
        if (fee > 0) {
            Address.sendValue(payable(feeReceiver), fee);
            emit PlatformFeeTaken(msg.sender, address(0), fee);
        }
        return router.swapExactETHForTokens{value: msg.value - fee}(amountOutMin, path, to, deadline);
    }

    /// @dev Pulls `amountIn` of the path's first token, pays the fee out of it and lets the router
    /// spend the rest; returns that rest.
    function _takeTokenFee(address[] calldata path, uint256 amountIn) private returns (uint256) {
        if (path.length < 2) revert InvalidPath();
        IERC20 tokenIn = IERC20(path[0]);
        tokenIn.safeTransferFrom(msg.sender, address(this), amountIn);
        uint256 fee = platformFee(amountIn);
        if (fee > 0) {
            tokenIn.safeTransfer(feeReceiver, fee);
            emit PlatformFeeTaken(msg.sender, address(tokenIn), fee);
        }
        uint256 netAmount = amountIn - fee;
        tokenIn.forceApprove(address(router), netAmount);
        return netAmount;
    }
}
