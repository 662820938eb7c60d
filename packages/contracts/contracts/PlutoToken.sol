// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {DevnetMintable} from "./DevnetMintable.sol";

/// @notice $PLUTO, the platform token on BSC (18 decimals) whose holders the treasury page ranks.
contract PlutoToken is DevnetMintable {
    constructor(address initialOwner) ERC20("Pluto", "PLUTO") Ownable(initialOwner) {}
}
