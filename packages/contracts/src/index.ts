/**
 * @pluto/contracts — the devnet's Solidity contracts as typed ABIs and creation bytecode.
 * The modules under `generated/` are written by `npm run compile -w @pluto/contracts`.
 */
export { bridgeAbi, bridgeBytecode } from './generated/Bridge';
export { platformFeeRouterAbi, platformFeeRouterBytecode } from './generated/PlatformFeeRouter';
export { plutoTokenAbi, plutoTokenBytecode } from './generated/PlutoToken';
export { spotTokenAbi, spotTokenBytecode } from './generated/SpotToken';
export { uniswapV2FactoryAbi, uniswapV2FactoryBytecode } from './generated/UniswapV2Factory';
export { uniswapV2PairAbi, uniswapV2PairBytecode } from './generated/UniswapV2Pair';
export { uniswapV2Router02Abi, uniswapV2Router02Bytecode } from './generated/UniswapV2Router02';
export { usdcAbi, usdcBytecode } from './generated/USDC';
export { wrappedNativeAbi, wrappedNativeBytecode } from './generated/WrappedNative';

/**
 * A set gas limit for a swap of up to two hops (through the fee router or the V2 router). An estimate can fall short: made in the
 * same second as a pair's last update it skips the price-accumulator writes the mined block (a second
 * later) needs, or a swap first writes a slot; the transaction then runs out of gas and reverts.
 */
export const SWAP_GAS_LIMIT = 600_000n;

/** Matches `USDC.decimals()`, for converting between base units and USDC amounts off chain. */
export const USDC_DECIMALS = 6;

/**
 * keccak256 of the packaged UniswapV2Pair creation code: the value `UniswapV2Library.pairFor` in the
 * packaged Router02 hard-codes, so pair addresses can be computed off chain (CREATE2 from the factory).
 */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f' as const;
