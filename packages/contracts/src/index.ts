/**
 * @pluto/contracts — the devnet's Solidity contracts as typed ABIs and creation bytecode.
 * The modules under `generated/` are written by `npm run compile -w @pluto/contracts`.
 */
export { bridgeAbi, bridgeBytecode } from './generated/Bridge';
export { plutoTokenAbi, plutoTokenBytecode } from './generated/PlutoToken';
export { spotTokenAbi, spotTokenBytecode } from './generated/SpotToken';
export { usdcAbi, usdcBytecode } from './generated/USDC';
export { wrappedNativeAbi, wrappedNativeBytecode } from './generated/WrappedNative';

/** Matches `USDC.decimals()`, for converting between base units and USDC amounts off chain. */
export const USDC_DECIMALS = 6;
