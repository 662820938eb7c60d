// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Owner-only minting: the devnet deployer funds dev accounts and seeds holders with it.
abstract contract DevnetMintable is ERC20, Ownable {
    error LengthMismatch(uint256 recipients, uint256 amounts);

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @dev One transaction for hundreds of holders keeps the first devnet start fast.
    function mintBatch(address[] calldata recipients, uint256[] calldata amounts) external onlyOwner {
        if (recipients.length != amounts.length) revert LengthMismatch(recipients.length, amounts.length);
        for (uint256 i = 0; i < recipients.length; ++i) {
            _mint(recipients[i], amounts[i]);
        }
    }
}
