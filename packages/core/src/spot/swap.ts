/** The swap texts of seed 002 §8 that the server answers and the swap panel shows. */
export const SWAP_ERRORS = {
  walletNotConnected: 'Wallet not connected',
  tokenNotAvailable: 'Token not available on selected chain',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  invalidAmount: 'Amount is too small or invalid',
  priceMovement: 'Swap would fail due to price movement. Try increasing slippage...',
  slippageProtection: 'Swap would fail due to slippage protection...',
  approvalRequired: 'Token approval required. Please approve the token first.',
  simulationFailed: 'Transaction simulation failed',
  swapFailed: 'Swap failed',
} as const;

/** 1inch's own bounds for `slippage` (percent); the swap panel clamps further to 0.1-5. */
export const MIN_SWAP_SLIPPAGE_PERCENT = 0;
export const MAX_SWAP_SLIPPAGE_PERCENT = 50;

const UINT256_MAX = 2n ** 256n - 1n;
const BASE_UNITS = /^\d{1,78}$/;

/**
 * A swap amount in the token's base units, as 1inch takes it: a whole number above zero that fits in
 * uint256, or null ('Amount is too small or invalid').
 */
export function parseBaseUnits(amount: string): bigint | null {
  if (!BASE_UNITS.test(amount)) return null;
  const value = BigInt(amount);
  return value > 0n && value <= UINT256_MAX ? value : null;
}

const SLIPPAGE_SCALE = 1_000_000n;

/** The least a swap may give: the quote less `slippagePercent`, rounded down (the swap's amountOutMin). */
export function minimumReceived(quotedAmount: bigint, slippagePercent: number): bigint {
  const kept = SLIPPAGE_SCALE - BigInt(Math.round((slippagePercent / 100) * Number(SLIPPAGE_SCALE)));
  return (quotedAmount * kept) / SLIPPAGE_SCALE;
}
