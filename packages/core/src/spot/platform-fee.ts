import { SPOT_PLATFORM_FEE_RATE } from '../trading/fees';

/** The fee router and 1inch both count fees in basis points of the input amount. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** `SPOT_PLATFORM_FEE_RATE` in basis points (1 % = 100): the devnet fee router's constructor argument. */
export const SPOT_PLATFORM_FEE_BASIS_POINTS = Math.round(SPOT_PLATFORM_FEE_RATE * BASIS_POINTS_PER_UNIT);

/**
 * The platform fee taken from a swap's input amount (base units), rounded down like the fee router
 * does on chain, so a quote and the executed swap agree to the unit.
 */
export function spotPlatformFee(amountIn: bigint): bigint {
  return (amountIn * BigInt(SPOT_PLATFORM_FEE_BASIS_POINTS)) / BigInt(BASIS_POINTS_PER_UNIT);
}
